/**
 * contracts/openapi.json, the OpenAPI 3.1 document of every call, built from the one declaration
 * (ALL_ENDPOINTS, zod 4's JSON Schema output) and the Pact contract beside it (its refusals and examples).
 * scripts/api-catalogue.ts writes it; the version comes from api-changes.ts.
 */
import { toJSONSchema } from 'zod/v4/core';
import { decimalString, type Endpoint, isoDate } from '../../src/adapters/api/catalogue/endpoint';
import { API_LANGUAGE_CODES } from '../../src/domain/language/language';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** What the builder reads of a Pact interaction. */
export interface PactInteraction {
  readonly description: string;
  readonly providerStates?: readonly { readonly name: string }[];
  readonly request: {
    readonly method: string;
    readonly path: string;
    readonly query?: Record<string, readonly string[]>;
    readonly body?: { readonly content?: Json };
  };
  readonly response: { readonly status: number; readonly body?: { readonly content?: Json } };
}

/** One refusal a call is pinned to answer: HTTP status, business code, its message, the state it is given in. */
export interface Refusal {
  readonly status: number;
  readonly code: number | undefined;
  readonly message: string;
  readonly description: string;
  readonly state: string;
}

const SUCCESS = 200;

const codeOf = (i: PactInteraction): number | undefined => {
  const content = i.response.body?.content;
  return content && typeof content === 'object' && !Array.isArray(content) && typeof content.code === 'number'
    ? content.code
    : undefined;
};

const messageOf = (i: PactInteraction): string => {
  const content = i.response.body?.content;
  return content && typeof content === 'object' && !Array.isArray(content) && typeof content.msg === 'string'
    ? content.msg
    : '';
};

/** The interactions that pin a call. */
export const pinnedBy = (interactions: readonly PactInteraction[], e: Endpoint): PactInteraction[] =>
  interactions.filter((i) => i.request.method === e.method && i.request.path === e.path);

/** A call's pinned refusals: a status other than 200, or HTTP 200 with a code other than 200. */
export const refusalsOf = (interactions: readonly PactInteraction[], e: Endpoint): Refusal[] =>
  pinnedBy(interactions, e)
    .filter((i) => i.response.status !== SUCCESS || (codeOf(i) ?? SUCCESS) !== SUCCESS)
    .map((i) => ({
      status: i.response.status,
      code: codeOf(i),
      message: messageOf(i),
      description: i.description.replace(/^[^:]+: /, ''),
      state: i.providerStates?.[0]?.name ?? '',
    }));

/** `HTTP 400 "msg"` or `code 4101 "msg"` (HTTP 200). */
export const refusalLabel = (r: Refusal): string =>
  r.status === SUCCESS ? `code ${r.code} “${r.message}”` : `HTTP ${r.status} “${r.message}”`;

const plain = (schema: Endpoint['request'], io: 'input' | 'output'): JsonObject => {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema as never, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonObject;
  return rest;
};

const DECIMAL_PATTERN = plain(decimalString, 'output').pattern;
const ISO_PATTERN = plain(isoDate, 'output').pattern;
const DECIMAL_REF = '#/components/schemas/DecimalString';
const DATE_REF = '#/components/schemas/DateTime';

/** Money and dates become references to their named schemas, so generators make one type of each. */
const named = (node: Json): Json => {
  if (Array.isArray(node)) return node.map(named);
  if (node === null || typeof node !== 'object') return node;
  if (node.type === 'string' && node.pattern === DECIMAL_PATTERN && Object.keys(node).length === 2) {
    return { $ref: DECIMAL_REF };
  }
  if (node.type === 'string' && node.pattern === ISO_PATTERN && Object.keys(node).length === 2) {
    return { $ref: DATE_REF };
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, named(value)]));
};

/** The JSON Schema of a call's request (input) or answer `data` (output), money and dates named. */
export const schemaOf = (schema: Endpoint['request'], io: 'input' | 'output'): JsonObject =>
  named(plain(schema, io)) as JsonObject;

const operationId = (e: Endpoint): string => e.id.replace('.', '_');
const moduleOf = (e: Endpoint): string => e.id.split('.')[0] ?? e.id;

/** The proposed parts of a call: its path, payload, answer. */
export const proposedParts = (e: Endpoint): string[] => [
  ...(e.origin === 'proposed' ? ['path'] : []),
  ...e.proposed.map((part) => (part === 'request' ? 'payload' : 'answer')),
];

const stateNote = (i: PactInteraction): string => `Given “${i.providerStates?.[0]?.name ?? 'no state'}”`;

/** Pact examples, one per interaction, named after it (the states that produce them are the summaries). */
const examples = (
  found: readonly PactInteraction[],
  pick: (i: PactInteraction) => Json | undefined,
): JsonObject | undefined => {
  const entries = found.flatMap((i, index): [string, Json][] => {
    const value = pick(i);
    if (value === undefined) return [];
    const key = `${index + 1}-${i.description.replace(/^[^:]+: /, '').replace(/[^A-Za-z0-9]+/g, '-')}`
      .replace(/-+$/, '')
      .slice(0, 60);
    return [[key, { summary: `${stateNote(i)}: ${i.description.replace(/^[^:]+: /, '')}`, value }]];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};

const queryParameters = (e: Endpoint): Json[] => {
  const schema = schemaOf(e.request, 'input');
  const properties = (schema.properties ?? {}) as JsonObject;
  const required = (schema.required ?? []) as string[];
  return Object.entries(properties).map(([name, property]) => ({
    ...(e.proposed.includes('request') && { 'x-proposed': true }),
    name,
    in: 'query',
    required: required.includes(name),
    schema: property,
  }));
};

const answerSchema = (data: JsonObject): JsonObject => ({
  type: 'object',
  required: ['code', 'data'],
  properties: { code: { const: SUCCESS }, msg: { type: 'string' }, data },
});

const responses = (
  e: Endpoint,
  found: readonly PactInteraction[],
  refusals: readonly Refusal[],
): JsonObject => {
  const business = refusals.filter((r) => r.status === SUCCESS);
  const byStatus = (status: number) => found.filter((i) => i.response.status === status);
  const statusAnswer = (status: number, fallback: string): JsonObject => {
    const pinned = refusals.filter((r) => r.status === status);
    const pinnedText = pinned.map((r) => `“${r.message}” (${r.description})`).join('; ');
    const content = examples(byStatus(status), (i) => i.response.body?.content);
    return {
      description: pinned.length > 0 ? `${fallback} Pinned: ${pinnedText}.` : fallback,
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Refusal' },
          ...(content && { examples: content }),
        },
      },
    };
  };
  const successExamples = examples(byStatus(SUCCESS), (i) => i.response.body?.content);
  const codes = business.map((r) => `code ${r.code}: ${r.message} (${r.description})`);
  return {
    [String(SUCCESS)]: {
      ...(e.proposed.includes('response') && { 'x-proposed': true }),
      description:
        codes.length === 0
          ? 'Code 200 and `data`.'
          : `Code 200 and \`data\`; or a refusal with HTTP 200 and a business code (\`data\` may carry its figures): ${codes.join('; ')}.`,
      content: {
        'application/json': {
          schema:
            business.length === 0
              ? answerSchema(schemaOf(e.response, 'output'))
              : {
                  oneOf: [
                    answerSchema(schemaOf(e.response, 'output')),
                    { $ref: '#/components/schemas/Refusal' },
                  ],
                },
          ...(successExamples && { examples: successExamples }),
        },
      },
      ...(business.length > 0 && {
        'x-business-codes': business.map((r) => ({
          code: r.code ?? 0,
          message: r.message,
          when: r.description,
        })),
      }),
    },
    '400': statusAnswer(400, 'The server refuses the request by its rules; `msg` is shown to the user.'),
    ...(e.auth && {
      '401': statusAnswer(
        401,
        'No valid token (absent, expired, revoked): the app ends the session and shows `msg`.',
      ),
      '403': statusAnswer(
        403,
        'A valid token without permission (a frozen account): the app says "no permission".',
      ),
    }),
  };
};

const operation = (e: Endpoint, interactions: readonly PactInteraction[]): JsonObject => {
  const found = pinnedBy(interactions, e);
  const refusals = refusalsOf(interactions, e);
  const proposed = proposedParts(e);
  const requestExamples = examples(found, (i) => i.request.body?.content);
  return {
    operationId: operationId(e),
    tags: [moduleOf(e)],
    summary: e.id,
    description: e.summary,
    ...(e.origin === 'proposed' && { 'x-proposed': true }),
    ...(proposed.length > 0 && { 'x-proposed-parts': proposed }),
    ...(e.host === 'api2' && { 'x-host': 'api2: the `api.`-prefixed second host when configured' }),
    security: e.auth ? [{ bearer: [] }] : [],
    parameters: [{ $ref: '#/components/parameters/lang' }, ...(e.method === 'GET' ? queryParameters(e) : [])],
    ...(e.method === 'POST' && {
      requestBody: {
        ...(e.proposed.includes('request') && { 'x-proposed': true }),
        required: true,
        content: {
          'application/json': {
            schema: schemaOf(e.request, 'input'),
            ...(requestExamples && { examples: requestExamples }),
          },
        },
      },
    }),
    responses: responses(e, found, refusals),
    'x-refusals': refusals.map((r) => ({
      status: r.status,
      ...(r.code !== undefined && { code: r.code }),
      message: r.message,
      when: r.description,
      given: r.state,
    })),
  };
};

export interface DocumentInput {
  readonly endpoints: readonly Endpoint[];
  readonly interactions: readonly PactInteraction[];
  readonly providerStates: readonly string[];
  readonly version: string;
}

const DESCRIPTION = [
  'Every `/api/v1` call of the NADI app, generated from the app’s one declaration of each call',
  '(`npx tsx scripts/api-catalogue.ts`); `contracts/README.md` is the same catalogue as prose.',
  'Answers are `{code, msg, data}`: code 200 is success. Proposals: the parts whose path, payload or answer',
  'the product spec does not show: `x-proposed` on an operation marks a path the spec does not list, on a',
  'request body, query parameter or 200 answer a shape it does not show; `x-proposed-parts` sums it up per',
  'call. Designed by the app team in the style of the listed calls, to be confirmed or changed by the',
  'backend team. `x-refusals` lists the refusals the Pact contract pins',
  '(`contracts/nadi-app-nadi-api.json`, verified with `npm run verify:provider`). Money is a decimal string,',
  'never a JSON number. The version rises when the shape changes (`contracts/CHANGELOG.md`).',
].join(' ');

/** The whole document. */
export const openApiDocument = ({
  endpoints,
  interactions,
  providerStates,
  version,
}: DocumentInput): JsonObject => {
  const paths: Record<string, JsonObject> = {};
  for (const e of endpoints) {
    paths[e.path] = { ...paths[e.path], [e.method.toLowerCase()]: operation(e, interactions) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'NADI API', version, description: DESCRIPTION },
    servers: [
      { url: 'https://api.nadi.example', description: 'production (PUBLIC_API_BASE)' },
      { url: 'http://127.0.0.1:8787', description: 'the mock backend (npm run mock)' },
    ],
    tags: [...new Set(endpoints.map(moduleOf))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token `auth.login` answers.' },
      },
      parameters: {
        lang: {
          name: 'lang',
          in: 'header',
          required: true,
          description: 'The API language (also sent as Accept-Language); texts come back in it.',
          schema: { enum: Object.values(API_LANGUAGE_CODES) },
        },
      },
      schemas: {
        DecimalString: {
          type: 'string',
          pattern: DECIMAL_PATTERN ?? '',
          description:
            'Money: a plain decimal string such as "15234.567891", never a JSON number or exponent.',
          examples: ['15234.567891', '0', '-12.5'],
        },
        DateTime: {
          type: 'string',
          format: 'date-time',
          pattern: ISO_PATTERN ?? '',
          description: 'ISO 8601 with a zone, a real calendar date between 1970 and 2099.',
        },
        Refusal: {
          type: 'object',
          required: ['code', 'msg'],
          properties: {
            code: { type: 'integer', description: 'The business code (400, 401, 403, 404, 4xxx).' },
            msg: { type: 'string', description: 'Shown to the user as it is.' },
            data: { description: 'Figures of the refusal where a call names them (balance, required).' },
          },
        },
      },
    },
    'x-provider-states': [...providerStates],
  };
};
