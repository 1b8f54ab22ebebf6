import * as z from 'zod/mini';
import { CAR_APPLICATION_CODES } from '../../domain/car/car-application-status';
import { fail, invalid, ok } from '../core/handler';
import { handlerControls, type MockFeature } from '../core/mock-feature';
import type { MockState, MockUser } from '../core/mock-state';
import { randomHex } from '../core/random';
import { R2_PREFIX, R2_SLICE } from '../home/r2-uploads';
import { CAR_HANDLERS, reviewApplication } from './car.handlers';
import { addApplication, CAR_SLICE, carData } from './car.state';

const reviewBody = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.optional(z.string()),
  application_id: z.optional(z.number()),
});

/** An uploaded document of the user, as if PUT to its presigned address; answers its public address. */
function uploadedDocument(state: MockState, user: MockUser, now: number): string {
  const key = `uploads/${user.id}/${randomHex(Math.random, 32)}/licence.png`;
  const data = state.part(R2_SLICE);
  const upload = {
    key,
    userId: user.id,
    contentType: 'image/png',
    size: 1024,
    uploadedAt: new Date(now).toISOString(),
  };
  data.r2Uploads = [...(data.r2Uploads ?? []), upload];
  return `https://r2.mock.nadi.invalid${R2_PREFIX}${key}`;
}

/** A car application of the user's for car 1, in `status`. */
function application(state: MockState, user: MockUser, status: number, now: number) {
  const document = uploadedDocument(state, user, now);
  const created = addApplication(state, {
    userId: user.id,
    carId: 1,
    name: 'Somchai Jaidee',
    phone: '+66812345678',
    documents: [document],
    remark: '',
    status: CAR_APPLICATION_CODES.pending,
    reason: '',
    createdAt: new Date(now).toISOString(),
    reviewedAt: null,
  });
  const live = carData(state).carApplications?.find((a) => a.id === created.id) ?? created;
  if (status === CAR_APPLICATION_CODES.approved) reviewApplication(state, live, 'approve', '', now);
  if (status === CAR_APPLICATION_CODES.rejected) {
    reviewApplication(state, live, 'reject', 'The driving licence photo is unreadable.', now);
  }
  return { application_id: created.id, document_url: document };
}

/**
 * Cars: applications with documents, reviewed by `POST /__mock/car/review {decision: 'approve'|'reject',
 * reason?, application_id?}` (default: the newest pending one); releases of approved ones.
 */
export const CAR_FEATURE: MockFeature = {
  name: 'car',
  handlers: CAR_HANDLERS,
  slice: CAR_SLICE,
  controls: handlerControls([
    {
      path: 'car/review',
      run: ({ body, state, env }) => {
        const parsed = reviewBody.safeParse(body);
        if (!parsed.success)
          return invalid("car/review needs {decision: 'approve'|'reject', reason?, application_id?}");
        const { decision, reason, application_id: id } = parsed.data;
        const pending = (carData(state).carApplications ?? [])
          .filter((a) => a.status === CAR_APPLICATION_CODES.pending && (id === undefined || a.id === id))
          .sort((a, b) => b.id - a.id);
        const target = pending[0];
        if (!target) return fail(404, 'no pending application');
        reviewApplication(
          state,
          target,
          decision,
          reason ?? 'The documents do not match the applicant.',
          env.now(),
        );
        return ok({ application_id: target.id, status: target.status });
      },
    },
  ]),
  providerStates: [
    {
      name: 'the user has uploaded a car document',
      apply: ({ state, user, now }) => ({ document_url: uploadedDocument(state, user, now) }),
    },
    {
      name: 'the user has a pending car application',
      apply: ({ state, user, now }) => application(state, user, CAR_APPLICATION_CODES.pending, now),
    },
    {
      name: 'the user has a rejected car application',
      apply: ({ state, user, now }) => application(state, user, CAR_APPLICATION_CODES.rejected, now),
    },
    {
      name: 'the user has an approved car application',
      apply: ({ state, user, now }) => application(state, user, CAR_APPLICATION_CODES.approved, now),
    },
  ],
};
