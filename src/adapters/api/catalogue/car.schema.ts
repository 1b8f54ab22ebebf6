import * as z from 'zod/mini';
import { endpoint, pageOf, phoneE164 } from './endpoint';
import { releaseListParams, releaseOrderWire } from './gold.schema';

export const carApply = endpoint({
  id: 'car.apply',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/car/apply',
  auth: true,
  origin: 'spec',
  summary:
    'Applies for a car (application only, no payment here): the car, a contact name and phone, an ' +
    'optional remark; answers the application id (payload and answer proposed).',
  request: z.object({
    car_id: z.number(),
    name: z.string().check(z.minLength(1)),
    phone: phoneE164,
    remark: z.optional(z.string()),
  }),
  response: z.object({ id: z.number() }),
});

export const carReleaseOrderList = endpoint({
  id: 'car.releaseOrderList',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/car/releaseOrderList',
  auth: true,
  origin: 'spec',
  summary: 'A page of car release records, as gold release records (query and answer proposed).',
  request: releaseListParams,
  response: pageOf(releaseOrderWire),
});
