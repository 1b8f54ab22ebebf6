import { wireEnum } from '../shared/wire-enum';
import { COURIER_STATUS_CODES } from './mall-order';

/** The courier steps as a wire enum: message ids `enum.courierStatus.<step>`. */
export const courierStatuses = wireEnum('courierStatus', COURIER_STATUS_CODES);
export const parseCourierStatus = courierStatuses.parse;
