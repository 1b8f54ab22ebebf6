/**
 * Writes the API documents for the backend team from the one declaration of every call (ALL_ENDPOINTS) and
 * the Pact contract beside it: contracts/README.md (the catalogue as prose), contracts/openapi.json (OpenAPI
 * 3.1, scripts/api/openapi-document.ts) and contracts/CHANGELOG.md (what moved in the API's shape since the
 * committed openapi.json, which also raises its version: scripts/api/api-changes.ts). The contract's
 * `metadata.nadi.apiVersion` is set to the same version. `--check` writes nothing and exits 1 when a file
 * differs from what would be written, when the OpenAPI document is not valid OpenAPI 3.1 (checked by
 * @seriousme/openapi-schema-validator), or when a refusal the contract must pin is missing (a POST call
 * without a refusal, no HTTP 401 or 403, a paged list without an empty page). scripts/contract.mjs runs it after the consumer tests.
 *
 *   npx tsx scripts/api-catalogue.ts [--check]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { toJSONSchema } from 'zod/v4/core';
import { ALL_ENDPOINTS } from '../src/adapters/api/catalogue/all-endpoints';
import { decimalString, type Endpoint, isoDate } from '../src/adapters/api/catalogue/endpoint';
import { API_LANGUAGE_CODES } from '../src/domain/language/language';
import { PROVIDER_STATES } from '../src/mock/core/mock-world';
import { type PactInteraction, refusalLabel, refusalsOf } from './api/openapi-document';
import { refusalProblems } from './api/refusal-rules';
import { apiVersioning } from './api/versioning';

const README = fileURLToPath(new URL('../contracts/README.md', import.meta.url));
const PACT_FILE = fileURLToPath(new URL('../contracts/nadi-app-nadi-api.json', import.meta.url));
const OPENAPI = fileURLToPath(new URL('../contracts/openapi.json', import.meta.url));
const CHANGELOG = fileURLToPath(new URL('../contracts/CHANGELOG.md', import.meta.url));

interface JsonSchema {
  /** A list for a nullable primitive without rules (`["string", "null"]`). */
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

const jsonSchema = (schema: Endpoint['request'], io: 'input' | 'output'): JsonSchema =>
  toJSONSchema(schema as never, { io, unrepresentable: 'any' }) as JsonSchema;

/** Patterns with a name of their own, read from the catalogue so the two never drift apart. */
const NAMED_PATTERNS = new Map([
  [jsonSchema(decimalString, 'output').pattern, 'decimal string'],
  [jsonSchema(isoDate, 'output').pattern, 'date-time (ISO 8601)'],
]);

/** A type name and its rules for a schema that is rendered on one line. */
const describe = (s: JsonSchema): { type: string; rules: string[] } => {
  if (Array.isArray(s.type)) {
    const others = s.type.filter((type) => type !== 'null');
    const { type: _list, ...rest } = s;
    const inner = describe(others.length === 1 && others[0] ? { ...rest, type: others[0] } : rest);
    return others.length < s.type.length ? { ...inner, type: `${inner.type} or null` } : inner;
  }
  if (s.anyOf) {
    const others = s.anyOf.filter((member) => member.type !== 'null');
    if (others.some((member) => Object.keys(member).length === 0)) return { type: 'any', rules: [] };
    const consts = others.map((member) => member.const);
    const inner =
      others.length > 1 && consts.every(Number.isInteger)
        ? { type: 'integer', rules: [`one of ${consts.join(', ')}`] }
        : others.length === 1 && others[0]
          ? describe(others[0])
          : { type: 'one of several', rules: [] };
    return others.length < s.anyOf.length ? { ...inner, type: `${inner.type} or null` } : inner;
  }
  if (s.type === 'array') {
    const item = s.items ? describe(s.items).type : 'any';
    return { type: `array of ${item === 'object' ? 'objects' : item}`, rules: [] };
  }
  if (s.type === 'object') {
    const values = typeof s.additionalProperties === 'object' && !s.properties;
    return {
      type: values ? `map of string to ${describe(s.additionalProperties as JsonSchema).type}` : 'object',
      rules: [],
    };
  }
  if (s.type === undefined) return { type: 'any', rules: [] };
  const rules: string[] = [];
  const named = s.pattern === undefined ? undefined : NAMED_PATTERNS.get(s.pattern);
  if (s.pattern !== undefined && named === undefined) rules.push(`pattern \`${s.pattern}\``);
  if (s.enum) rules.push(`one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  if (s.const !== undefined) rules.push(`exactly ${JSON.stringify(s.const)}`);
  if (s.minLength !== undefined) rules.push(`min length ${s.minLength}`);
  if (s.maxLength !== undefined) rules.push(`max length ${s.maxLength}`);
  // z.int() adds the safe-integer bounds; they say nothing to a reader.
  if (s.minimum !== undefined && s.minimum > Number.MIN_SAFE_INTEGER) rules.push(`minimum ${s.minimum}`);
  if (s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER) rules.push(`maximum ${s.maximum}`);
  return { type: named ?? s.type, rules };
};

/** The object (or the object in an array, or a nullable object) whose fields a table lists. */
const objectOf = (s: JsonSchema): JsonSchema | undefined => {
  if (s.type === 'object' && s.properties) return s;
  if (s.type === 'array' && s.items) return objectOf(s.items);
  const others = s.anyOf?.filter((member) => member.type !== 'null');
  return others?.length === 1 && others[0] ? objectOf(others[0]) : undefined;
};

/** One table row per field, nested fields as `parent.child` and `list[].child`. */
const rows = (object: JsonSchema, prefix = ''): string[] =>
  Object.entries(object.properties ?? {}).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const { type, rules } = describe(field);
    const required = object.required?.includes(name) ? 'yes' : 'no';
    const row = tableRow([`\`${path}\``, type, required, rules.join('; ')]);
    const nested = objectOf(field);
    const childPrefix = field.type === 'array' ? `${path}[].` : `${path}.`;
    return [row, ...(nested ? rows(nested, childPrefix) : [])];
  });

/** A table row; `|` inside a cell (regex alternatives) is escaped so the table holds. */
const tableRow = (cells: readonly string[]): string =>
  `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;

const TABLE_HEAD = ['| Field | Type | Required | Rules |', '|---|---|---|---|'];

/** A schema as prose plus, when it has fields, a field table. */
const renderSchema = (s: JsonSchema, part: 'request' | 'answer'): string[] => {
  const object = objectOf(s);
  if (object && Object.keys(object.properties ?? {}).length === 0 && s.type === 'object') {
    return [part === 'request' ? 'No parameters.' : 'An empty object.'];
  }
  if (!object) {
    const { type, rules } = describe(s);
    return type === 'any'
      ? ['Nothing the app reads (`null` or absent).']
      : [`${type}${rules.length ? ` (${rules.join('; ')})` : ''}.`];
  }
  const intro =
    s.type === 'array'
      ? 'A JSON array; each item:'
      : s.anyOf
        ? 'An object, or `null`:'
        : part === 'request'
          ? 'Fields:'
          : 'An object:';
  return [intro, '', ...TABLE_HEAD, ...rows(object)];
};

const pact = existsSync(PACT_FILE)
  ? (JSON.parse(readFileSync(PACT_FILE, 'utf8')) as {
      interactions: PactInteraction[];
      metadata?: { nadi?: { apiVersion?: string } };
    })
  : undefined;
const interactions: readonly PactInteraction[] = pact?.interactions ?? [];
const pinnedBy = (e: Endpoint) =>
  interactions.filter((i) => i.request.method === e.method && i.request.path === e.path);

const renderPact = (e: Endpoint): string[] => {
  const found = pinnedBy(e);
  if (found.length === 0) return ['**Pact:** not pinned by an interaction yet (no adapter calls it so far).'];
  return [
    '**Pact interactions:**',
    '',
    ...found.map((i) => {
      const states = (i.providerStates ?? []).map((s) => `*${s.name}*`).join(', ') || 'no state';
      const content = i.response.body?.content;
      const code =
        content && typeof content === 'object' && !Array.isArray(content) ? content.code : undefined;
      return `- given ${states}: ${i.description} → HTTP ${i.response.status}${code === undefined ? '' : `, code ${code}`}`;
    }),
  ];
};

/** The refusals the contract pins for a call, and those every call with a token can answer. */
const renderRefusals = (e: Endpoint): string[] => {
  const pinned = refusalsOf(interactions, e).map(refusalLabel);
  const general = e.auth ? ['HTTP 401 (no valid token)', 'HTTP 403 (no permission)'] : [];
  return [
    `**Refusals:** ${pinned.length > 0 ? `pinned ${pinned.join('; ')}` : 'none pinned'}${general.length > 0 ? `; besides, as every call with a token: ${general.join(', ')}` : ''}.`,
  ];
};

/** Which shapes come from the spec and which are proposed here. */
const shapes = (e: Endpoint): string =>
  e.proposed.length === 0
    ? 'Payload and answer: **spec**'
    : `Proposed: **${e.proposed.map((part) => (part === 'request' ? 'payload' : 'answer')).join(' and ')}**`;

const renderEndpoint = (e: Endpoint): string[] => [
  `### \`${e.id}\` — \`${e.method} ${e.path}\``,
  '',
  e.summary,
  '',
  `Host: ${e.host} · Auth: ${e.auth ? 'yes' : 'no'} · Path: **${e.origin}** · ${shapes(e)}`,
  '',
  `**Request** (${e.method === 'GET' ? 'query string' : 'JSON body'}${e.proposed.includes('request') ? ', **proposed**' : ''}):`,
  '',
  ...renderSchema(jsonSchema(e.request, 'input'), 'request'),
  '',
  `**Answer \`data\`**${e.proposed.includes('response') ? ' (**proposed**)' : ''}:`,
  '',
  ...renderSchema(jsonSchema(e.response, 'output'), 'answer'),
  '',
  ...renderRefusals(e),
  '',
  ...renderPact(e),
  '',
];

const languages = Object.entries(API_LANGUAGE_CODES)
  .map(([locale, code]) => `\`${code}\` (${locale})`)
  .join(', ');

const INTRO = [
  '# NADI API catalogue',
  '',
  '<!-- Generated by `npx tsx scripts/api-catalogue.ts` from src/adapters/api/catalogue (ALL_ENDPOINTS) and',
  '     nadi-app-nadi-api.json. Do not edit: `npx tsx scripts/api-catalogue.ts --check` fails when stale. -->',
  '',
  'Every `/api/v1` call the NADI app makes, for the backend team. Each call is declared once in the app',
  '(method, path, request and answer schemas); the HTTP adapter, the mock backend, the Pact contract',
  '`nadi-app-nadi-api.json` in this folder and this page all come from that declaration.',
  '**Proposed** marks a path, payload or answer the product spec does not show (it says "not shown", or',
  'names no fields): designed by the app team in the style of the listed calls, to be confirmed or changed',
  'by the backend team. "Path: spec" means the path itself is in the spec.',
  '',
  '## Conventions',
  '',
  '- **Base URL:** `PUBLIC_API_BASE`. Calls with host `api2` go to the second, `api.`-prefixed host',
  '  (`PUBLIC_API_HOST_2`) when it is configured, else to the base URL.',
  '- **Paths:** `/api/v1/{module}/{camelCaseAction}`. GET sends its parameters in the query string;',
  '  POST sends a JSON body with `Content-Type: application/json`.',
  `- **Headers:** \`lang\` carries the API language code (also sent as \`Accept-Language\`): ${languages}.`,
  '  `Authorization: Bearer <token>` carries the token from `auth.login` on every call once the user has',
  '  one; calls with "Auth: yes" need it.',
  '- **Answer envelope:** `{"code": <number>, "msg": <string>, "data": <see each call>}`. Code 200 is',
  '  success. HTTP 401 or code 401 ends the session: the app logs out and shows `msg`. HTTP 400 shows',
  '  `msg` to the user; HTTP 403 reads as "no permission"; any other non-2xx status as "request failed";',
  '  HTTP 200 with another code as "server exception" (`auth.login` answers code 4001 for a signature',
  '  that does not match the address). An answer that is not JSON or not of the shape below is refused.',
  '- **Money** travels as decimal strings (`"15234.567891"`, pattern `^-?\\d+(\\.\\d+)?$`), never as JSON',
  '  numbers or in exponent form. Dates are ISO 8601 with a zone (`2025-01-08T09:30:00.000Z`).',
  '  Status and type codes are integers; flags are `0`/`1`. Lists page with `page` (from 1) and',
  '  `page_size` and answer `{list, total, page, page_size}`.',
  '- **Request envelope (optional, off by default):** with `PUBLIC_API_ENVELOPE=on` every non-GET body is',
  '  sent as `{"ts": <ms>, "nonce": <32 hex>, "data": <base64 of iv ‖ AES-256-GCM ciphertext of the',
  '  JSON body>, "sign": <hex HMAC-SHA256 over ts + nonce + data>}`. The receiver rejects a bad sign, a',
  '  `ts` more than 60 s off and a reused nonce. The keys ship in the browser bundle, so they are no',
  '  secret: the envelope guards integrity in transit and keeps payloads out of casual logs, no more.',
  '- **Pact provider states** used by the contract (each logs the user with token `pact-token` in, but',
  '  *no user is logged in*; in the two *fresh user* states that user is a new account, the buyer or its',
  '  referrer; ids a state creates are injected into the requests): ' +
    PROVIDER_STATES.map((state) => `*${state}*`).join(', ') +
    '. The login interactions',
  '  replay a real signature of the welcome message by wallet `0xf39F…2266`, so a backend verifies them',
  "  only if its `auth.loginMessage` text is that message (the mock's, in `src/mock/auth/auth.handlers.ts`).",
  '- **Checks:** `npm run test:contract` runs the consumer tests (the real HTTP adapter against the Pact',
  '  mock server, writing the contract), checks this page is current, and verifies the mock backend',
  '  against the contract with the states above. A backend verifies the same file with its own states.',
  '',
];

const modules = [...new Set(ALL_ENDPOINTS.map((e) => e.id.split('.')[0] ?? e.id))];

const overview = [
  '## All calls',
  '',
  '| Call | Method and path | Auth | Path | Proposed | Pact interactions |',
  '|---|---|---|---|---|---|',
  ...ALL_ENDPOINTS.map(
    (e) =>
      `| \`${e.id}\` | \`${e.method} ${e.path}\` | ${e.auth ? 'yes' : 'no'} | ${e.origin} | ${e.proposed.map((part) => (part === 'request' ? 'payload' : 'answer')).join(', ') || '—'} | ${pinnedBy(e).length} |`,
  ),
  '',
];

const generate = (): string =>
  [
    ...INTRO,
    ...overview,
    ...modules.flatMap((module) => [
      `## ${module}`,
      '',
      ...ALL_ENDPOINTS.filter((e) => e.id.startsWith(`${module}.`)).flatMap(renderEndpoint),
    ]),
  ]
    .join('\n')
    .replace(/\n+$/, '\n');

const readText = (file: string): string | undefined =>
  existsSync(file) ? readFileSync(file, 'utf8') : undefined;

const text = generate();
const versioning = apiVersioning({
  endpoints: ALL_ENDPOINTS,
  interactions,
  providerStates: PROVIDER_STATES,
  committedDocument: readText(OPENAPI),
  committedChangelog: readText(CHANGELOG),
  today: new Date().toISOString().slice(0, 10),
});
const openapiText = `${JSON.stringify(versioning.document, null, 2)}\n`;

if (process.argv.includes('--check')) {
  const stale = [
    ...(readText(README) === text ? [] : ['contracts/README.md']),
    ...(readText(OPENAPI) === openapiText ? [] : ['contracts/openapi.json']),
    ...(readText(CHANGELOG) === versioning.changelog ? [] : ['contracts/CHANGELOG.md']),
    ...(pact?.metadata?.nadi?.apiVersion === versioning.version
      ? []
      : [`the contract's API version (${pact?.metadata?.nadi?.apiVersion}, not ${versioning.version})`]),
  ];
  const validator = new Validator();
  const result = await validator.validate(versioning.document);
  const invalid = result.valid
    ? []
    : [`contracts/openapi.json is not valid OpenAPI 3.1: ${JSON.stringify(result.errors).slice(0, 2000)}`];
  const refusals = refusalProblems(ALL_ENDPOINTS, interactions);
  for (const problem of [...invalid, ...refusals]) console.error(problem);
  if (stale.length > 0)
    console.error(`out of date: ${stale.join(', ')}: run \`npx tsx scripts/api-catalogue.ts\``);
  if (stale.length + invalid.length + refusals.length > 0) process.exit(1);
  console.log(
    `API documents up to date: contracts/README.md, contracts/openapi.json (OpenAPI ${validator.version}, valid, ` +
      `version ${versioning.version}, ${ALL_ENDPOINTS.length} calls), contracts/CHANGELOG.md; every POST call pins a refusal, HTTP 401 and 403 pinned, every paged list an empty page`,
  );
} else {
  writeFileSync(README, text);
  writeFileSync(OPENAPI, openapiText);
  writeFileSync(CHANGELOG, versioning.changelog);
  if (pact) {
    pact.metadata = { ...pact.metadata, nadi: { apiVersion: versioning.version } };
    writeFileSync(PACT_FILE, `${JSON.stringify(pact, null, 2)}\n`);
  }
  console.log(
    `wrote contracts/README.md, contracts/openapi.json (version ${versioning.version}) and contracts/CHANGELOG.md ` +
      `(${ALL_ENDPOINTS.length} calls, ${interactions.length} interactions)${versioning.changes ? `: ${versioning.changes}` : ''}`,
  );
}
