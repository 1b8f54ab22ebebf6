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
  /** `spec`: listed in the product spec; `proposed`: designed here where the spec shows no path or payload. */
  readonly origin: 'spec' | 'proposed';
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

/** A query-string integer (GET values arrive as strings at the server). */
export const queryInt = z.coerce.number().check(z.int());

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

/** ISO-8601 date-time string. */
export const isoDate = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/));
