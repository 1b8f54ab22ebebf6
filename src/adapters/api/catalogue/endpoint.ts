import * as z from 'zod/mini';

/**
 * One `/api/v1` call, declared once. The same declaration drives the HTTP adapter (it sends `request`
 * and parses the answer's `data` with `response`), the mock backend (it validates requests and answers
 * in the same shapes), the Pact consumer tests and the API catalogue in contracts/README.md.
 */
export type Method = 'GET' | 'POST';
/** `main` is PUBLIC_API_BASE; `api2` is the `api.`-prefixed PUBLIC_API_HOST_2 (falls back to main). */
export type Host = 'main' | 'api2';

export interface Endpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  /** `module.action`, e.g. `address.addressList`. */
  readonly id: string;
  readonly method: Method;
  readonly path: string;
  readonly host: Host;
  /** Whether the call needs the login token. */
  readonly auth: boolean;
  /** `spec`: the path is listed in the product spec; `proposed`: the path itself is designed here. */
  readonly origin: 'spec' | 'proposed';
  /**
   * The parts whose shape the spec does not show ("not shown", or no field names), designed here in the
   * style of the listed calls: the backend team should read them as proposals.
   */
  readonly proposed: readonly ('request' | 'response')[];
  /** One line for the API catalogue. */
  readonly summary: string;
  /** Query (GET) or JSON body (POST) schema. */
  readonly request: Req;
  /** Schema of the answer's `data`. */
  readonly response: Res;
}

export const endpoint = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  declaration: Omit<Endpoint<Req, Res>, 'host'> & { host?: Host },
): Endpoint<Req, Res> => ({ host: 'main', ...declaration });

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodMiniType> ? z.input<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodMiniType, infer Res> ? z.output<Res> : never;

/** Every answer: `{code, msg, data}`; code 200 is success. */
export const answerEnvelope = z.object({
  code: z.number(),
  msg: z.optional(z.string()),
  data: z.optional(z.unknown()),
});

/** Money on the wire: a plain decimal string (never a JSON number, never exponent form). */
export const decimalString = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

/**
 * A query-string integer. The client passes a number (hence the typed input); GET values arrive as
 * strings at the server, which the same schema coerces.
 */
export const queryInt = z.coerce.number<number>().check(z.int());

/** A query-string integer that must be one of `values` (status filters). */
export const queryEnum = <const T extends readonly number[]>(values: T) =>
  z.pipe(z.coerce.number<number>(), z.literal(values));

/** A phone number in E.164 form, e.g. +66812345678. */
export const phoneE164 = z.string().check(z.regex(/^\+[1-9]\d{6,14}$/));

/**
 * An enumeration code in an answer (status, type). Any integer passes: the mapper reads it with the
 * domain's `wireEnum`, which turns a code it does not know into 'unknown' instead of failing the screen.
 * The codes themselves are declared once, in the domain (`*_CODES`).
 */
export const enumCode = z.number().check(z.int());

/** A 0/1 flag as the backend sends booleans. */
export const flag = z.literal([0, 1]);

/** No parameters. */
export const noParams = z.object({});

/** An answer with nothing in `data` (null or absent). */
export const noData = z.optional(z.nullable(z.unknown()));

/** `{id}` for calls that name one record. */
export const idParams = z.object({ id: queryInt });

/** Paging query of list calls: page (1-based) and page_size (10 for order lists). */
export const pageParams = z.object({ page: queryInt, page_size: queryInt });

/** A page of items. */
export const pageOf = <Item extends z.ZodMiniType>(item: Item) =>
  z.object({ list: z.array(item), total: z.number(), page: z.number(), page_size: z.number() });

/**
 * Dates the app accepts from the server: 1970 up to the end of 2099. Anything outside is a broken answer,
 * not a date to show (9e15 ms would even make `toISOString()` throw inside a screen).
 */
export const EARLIEST_MS = 0;
export const LATEST_MS = Date.UTC(2100, 0, 1) - 1;

/** Integer milliseconds since the epoch, within the range above. */
export const epochMs = z
  .number()
  .check(z.int(), z.gte(EARLIEST_MS, 'date out of range'), z.lte(LATEST_MS, 'date out of range'));

/** The shape alone (the pattern the Pact contracts pin), then the calendar check below. */
const ISO_FORMAT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_SHAPE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** True when the text is an ISO-8601 date-time of a real calendar day and clock time, within the range. */
export function isRealIsoDate(text: string): boolean {
  const parts = ISO_SHAPE.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return false;
  // A day that rolls over (2026-02-30 becomes March 2) is not the day that was written.
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (
    calendar.getUTCFullYear() !== year ||
    calendar.getUTCMonth() !== month - 1 ||
    calendar.getUTCDate() !== day
  )
    return false;
  const ms = Date.parse(text);
  return Number.isFinite(ms) && ms >= EARLIEST_MS && ms <= LATEST_MS;
}

/** ISO-8601 date-time string of a real date (`2026-13-45T…` and `2026-02-30T…` are refused). */
export const isoDate = z
  .string()
  .check(z.regex(ISO_FORMAT), z.refine(isRealIsoDate, 'not a real ISO-8601 date-time'));

/** A 0x address of 20 bytes. */
export const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));

/** An ISO-8601 date-time that is null until the event happened (ship time, confirm time). */
export const isoDateOrNull = z.nullable(isoDate);
