import * as z from 'zod/mini';
import type { MockEnv } from '../core/handler';
import type { FeatureRoute } from '../core/mock-feature';
import { errorResponse, jsonResponse } from '../core/mock-http';
import type { MockState, StateSlice } from '../core/mock-state';
import { randomHex } from '../core/random';

/**
 * The mock's stand-in for the R2 bucket behind `common/generateR2PresignedUrl`: the presigned address
 * points at the mock itself (`/__r2/<key>`), a PUT there stores the upload's name, type and size (not the
 * bytes: the in-page host saves its state in local storage), and features ask whether a public address
 * names an upload of the user (car documents). The Node server names its own host in the address; the
 * in-page host answers any host, as its fetch sends every path to the backend.
 */
export const R2_PREFIX = '/__r2/';
/** Host of the addresses the in-page mock hands out; its fetch reaches the backend whatever the host. */
const IN_PAGE_HOST = 'https://r2.mock.nadi.invalid';

const uploadSchema = z.object({
  key: z.string(),
  userId: z.number(),
  contentType: z.string(),
  size: z.number(),
  /** ISO date. */
  uploadedAt: z.string(),
});

/** The uploads' keys of the mock state; optional, so that older saved states still restore. */
export const R2_SLICE = {
  schema: z.object({ r2Uploads: z.optional(z.array(uploadSchema)) }),
  seed: () => ({}),
} satisfies StateSlice;

/** `uploads/<user id>/<32 hex>/<file name>`: who may upload under it, and unguessable. */
const KEY = /^uploads\/(\d+)\/[0-9a-f]{32}\/[^/?#]+$/;

const baseOf = (headers: Readonly<Record<string, string>> | undefined): string =>
  headers?.host ? `http://${headers.host}` : IN_PAGE_HOST;

/** A presigned upload address and the public address of the same key, for a user's file. */
export function presignUpload(
  userId: number,
  fileName: string,
  contentType: string,
  env: MockEnv,
  headers?: Readonly<Record<string, string>>,
): { upload_url: string; public_url: string } {
  const key = `uploads/${userId}/${randomHex(env.random, 32)}/${encodeURIComponent(fileName)}`;
  const query = `content-type=${encodeURIComponent(contentType)}&X-Amz-Expires=900`;
  const base = `${baseOf(headers)}${R2_PREFIX}${key}`;
  return {
    upload_url: `${base}?${query}&X-Amz-Signature=${randomHex(env.random, 64)}`,
    public_url: base,
  };
}

/** The key a public address names, if it is one of the mock's. */
export function keyOfPublicUrl(url: string): string | null {
  const at = url.indexOf(R2_PREFIX);
  if (at < 0) return null;
  const key = url.slice(at + R2_PREFIX.length).split(/[?#]/)[0] ?? '';
  return KEY.test(key) ? key : null;
}

/** Whether `url` is the public address of a file the user uploaded. */
export function isUploadOf(state: MockState, userId: number, url: string): boolean {
  const key = keyOfPublicUrl(url);
  return (
    key !== null && (state.part(R2_SLICE).r2Uploads ?? []).some((u) => u.key === key && u.userId === userId)
  );
}

/** PUT stores the upload (answers 200 with no body, as R2 does); GET answers what is known of it. */
export const R2_ROUTE: FeatureRoute = {
  prefix: R2_PREFIX,
  handle: ({ method, path, headers, body, state, env }) => {
    // The key as it appears in the address (the file name stays percent-encoded), as in the public one.
    const stored = path.slice(R2_PREFIX.length).split(/[?#]/)[0] ?? '';
    const match = KEY.exec(stored);
    if (!match) return errorResponse(404, 404, 'no such upload address');
    const data = state.part(R2_SLICE);
    if (method === 'PUT') {
      const upload = {
        key: stored,
        userId: Number(match[1]),
        contentType: headers['content-type'] ?? 'application/octet-stream',
        size: body?.length ?? 0,
        uploadedAt: new Date(env.now()).toISOString(),
      };
      data.r2Uploads = [...(data.r2Uploads ?? []).filter((u) => u.key !== stored), upload];
      return { status: 200, headers: {}, body: '' };
    }
    if (method === 'GET') {
      const found = (data.r2Uploads ?? []).find((u) => u.key === stored);
      return found ? jsonResponse(200, found) : errorResponse(404, 404, 'no such upload');
    }
    return errorResponse(405, 405, `method ${method} not allowed on uploads`);
  },
};
