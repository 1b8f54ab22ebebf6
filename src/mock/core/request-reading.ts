import { type EnvelopeKeys, openEnvelope } from '../../adapters/crypto/envelope';
import { errorResponse, type MockResponse } from './mock-http';

/**
 * Reading a request in the pipeline (mock-backend.ts): its body (opened from its envelope), its bearer
 * token, and the schema problems of what it sent, in words.
 */

/** `a.b: message` for each problem zod found. */
export const describeIssues = (
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[],
) =>
  issues
    .map((i) => `${i.path.map(String).join('.') || '(body)'}: ${i.message}${i.code ? ` (${i.code})` : ''}`)
    .join('; ');

export const bearerToken = (headers: Readonly<Record<string, string>>): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  return match?.[1] ?? null;
};

/**
 * The JSON body, opened from its envelope when the envelope is on (`seen` keeps the envelopes' nonces);
 * an empty body counts as `{}`.
 */
export const readBody = async (
  raw: string | null,
  envelope: { readonly enabled: boolean; readonly keys: EnvelopeKeys } | undefined,
  seen: Set<string>,
  now: number,
): Promise<{ ok: true; value: unknown } | { ok: false; response: MockResponse }> => {
  if (raw === null || raw.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, response: errorResponse(400, 400, 'request body is not JSON') };
  }
  if (!envelope?.enabled) return { ok: true, value };
  const opened = await openEnvelope(value, envelope.keys, seen, now);
  return opened.ok
    ? { ok: true, value: opened.body }
    : { ok: false, response: errorResponse(400, 400, `envelope rejected: ${opened.reason}`) };
};
