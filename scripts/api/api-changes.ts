/**
 * The shape of the API as the backend team sees it, read from an OpenAPI document: per call its auth, its
 * request fields and its answer's `data` fields, each with its type. Comparing the committed document's shape
 * with the one the declaration gives now yields the changes that contracts/CHANGELOG.md records and the next
 * version: removed or changed calls and fields raise the major version, additions the minor one.
 */
import type { Json, JsonObject } from './openapi-document';

/** Field path (`list[].amount`, `?` after an optional one) to its type. */
type Fields = Record<string, string>;
export interface CallShape {
  readonly auth: boolean;
  readonly request: Fields;
  readonly answer: Fields;
}
/** `METHOD path` to its shape. */
export type ApiShape = Record<string, CallShape>;

const isObject = (node: Json | undefined): node is JsonObject =>
  typeof node === 'object' && node !== null && !Array.isArray(node);

/** A one-line type: a reference's name, an enum or const, or the type with its pattern and format. */
const typeOf = (node: JsonObject): string => {
  if (typeof node.$ref === 'string') return node.$ref.split('/').pop() ?? node.$ref;
  if (node.const !== undefined) return `const ${JSON.stringify(node.const)}`;
  if (Array.isArray(node.enum)) return `enum ${JSON.stringify(node.enum)}`;
  const members = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  if (Array.isArray(members)) return members.filter(isObject).map(typeOf).sort().join(' | ');
  const type = Array.isArray(node.type) ? node.type.join(' | ') : String(node.type ?? 'any');
  return [type, node.format && `format ${node.format}`, node.pattern && `pattern ${node.pattern}`]
    .filter(Boolean)
    .join(', ');
};

/** Every field of a schema, nested ones as `a.b` and `list[].b`. */
const fieldsOf = (node: Json | undefined, prefix: string, into: Fields): Fields => {
  if (!isObject(node)) return into;
  const members = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  if (Array.isArray(members)) {
    for (const member of members) fieldsOf(member, prefix, into);
    return into;
  }
  if (isObject(node.items)) fieldsOf(node.items, `${prefix}[]`, into);
  const required = Array.isArray(node.required) ? node.required : [];
  for (const [name, field] of Object.entries(isObject(node.properties) ? node.properties : {})) {
    if (!isObject(field)) continue;
    const path = `${prefix ? `${prefix}.` : ''}${name}${required.includes(name) ? '' : '?'}`;
    into[path] = typeOf(field);
    fieldsOf(field, path, into);
  }
  return into;
};

const jsonContent = (node: Json | undefined): JsonObject | undefined => {
  const content = isObject(node) && isObject(node.content) ? node.content['application/json'] : undefined;
  return isObject(content) && isObject(content.schema) ? content.schema : undefined;
};

/** The answer's `data` schema of a 200 (the success member of a `oneOf` with the refusal). */
const dataSchema = (operation: JsonObject): Json | undefined => {
  const schema = jsonContent(isObject(operation.responses) ? operation.responses['200'] : undefined);
  const success = Array.isArray(schema?.oneOf) ? schema.oneOf[0] : schema;
  return isObject(success) && isObject(success.properties) ? success.properties.data : undefined;
};

const requestFields = (operation: JsonObject): Fields => {
  const fields: Fields = {};
  for (const parameter of Array.isArray(operation.parameters) ? operation.parameters : []) {
    if (!isObject(parameter) || parameter.in !== 'query' || !isObject(parameter.schema)) continue;
    fields[`${parameter.name}${parameter.required ? '' : '?'}`] = typeOf(parameter.schema);
  }
  return fieldsOf(jsonContent(operation.requestBody), '', fields);
};

/** The shape of every call of a document. */
export const shapeOf = (document: JsonObject): ApiShape => {
  const shape: Record<string, CallShape> = {};
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    for (const [method, operation] of Object.entries(isObject(item) ? item : {})) {
      if (!isObject(operation)) continue;
      shape[`${method.toUpperCase()} ${path}`] = {
        auth: Array.isArray(operation.security) && operation.security.length > 0,
        request: requestFields(operation),
        answer: fieldsOf(dataSchema(operation), '', {}),
      };
    }
  }
  return shape;
};

export interface ShapeChanges {
  readonly added: string[];
  readonly removed: string[];
  readonly changed: string[];
}

const fieldChanges = (
  call: string,
  part: 'request' | 'answer',
  before: Fields,
  after: Fields,
): ShapeChanges => {
  const where = `\`${call}\` ${part === 'request' ? 'request' : 'answer `data`'}`;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const changes: ShapeChanges = { added: [], removed: [], changed: [] };
  for (const key of keys) {
    const [was, now] = [before[key], after[key]];
    if (was === undefined) changes.added.push(`field \`${key}\` (${now}) in ${where}`);
    else if (now === undefined) changes.removed.push(`field \`${key}\` (${was}) from ${where}`);
    else if (was !== now) changes.changed.push(`field \`${key}\` in ${where}: ${was} → ${now}`);
  }
  return changes;
};

/** What moved between two shapes, as lines for the changelog. */
export const compareShapes = (before: ApiShape, after: ApiShape): ShapeChanges => {
  const changes = { added: [] as string[], removed: [] as string[], changed: [] as string[] };
  for (const call of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const [was, now] = [before[call], after[call]];
    if (!was) changes.added.push(`call \`${call}\``);
    else if (!now) changes.removed.push(`call \`${call}\``);
    else {
      if (was.auth !== now.auth) changes.changed.push(`\`${call}\` auth: ${was.auth} → ${now.auth}`);
      for (const part of ['request', 'answer'] as const) {
        const found = fieldChanges(call, part, was[part], now[part]);
        changes.added.push(...found.added);
        changes.removed.push(...found.removed);
        changes.changed.push(...found.changed);
      }
    }
  }
  return changes;
};

export const hasChanges = (c: ShapeChanges): boolean =>
  c.added.length + c.removed.length + c.changed.length > 0;

/** The next version: major for a removal or change, minor for additions only, the same when nothing moved. */
export const nextVersion = (version: string, c: ShapeChanges): string => {
  const [major = 1, minor = 0] = version.split('.').map(Number);
  if (c.removed.length + c.changed.length > 0) return `${major + 1}.0.0`;
  if (c.added.length > 0) return `${major}.${minor + 1}.0`;
  return version;
};

/** A changelog entry for one version. */
export const changelogEntry = (version: string, date: string, c: ShapeChanges): string =>
  [
    `## ${version} — ${date}`,
    '',
    ...(['added', 'removed', 'changed'] as const).flatMap((kind) =>
      c[kind].length === 0
        ? []
        : [`### ${kind[0]?.toUpperCase()}${kind.slice(1)}`, '', ...c[kind].map((line) => `- ${line}`), ''],
    ),
  ].join('\n');
