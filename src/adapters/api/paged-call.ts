import type { Endpoint, RequestOf, ResponseOf } from './catalogue/endpoint';
import type { HttpClient } from './http-client';
import { parseInSlices } from './sliced-parse';

/**
 * A call that answers a page of rows: a long page's rows are checked a slice at a time, the main thread free
 * between slices (sliced-parse.ts). Only list adapters use it, so the slicer stays out of the first load.
 */
export const callPage = <E extends Endpoint>(
  http: HttpClient,
  endpoint: E,
  params: RequestOf<E>,
): Promise<ResponseOf<E>> => http.call(endpoint, params, parseInSlices);
