/**
 * Malformed and odd answers for the chaos run, made from a well-formed answer of the endpoint (a sample of the
 * Pact contract): wrong types, missing fields, huge and odd numbers, out-of-range and unreal dates, extra
 * fields, odd strings and arrays, truncated JSON, bodies that are not JSON, wrong answer codes and HTTP
 * statuses. Deterministic for a seed.
 */

export interface ChaosAnswer {
  readonly status: number;
  readonly body: string;
  /** What was done to the sample, for the report. */
  readonly kind: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** mulberry32: small, fast, seeded. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class AnswerMaker {
  constructor(private readonly random: () => number) {}

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  /** One answer made from `sample` (the `data` of a well-formed answer; undefined when none is known). */
  make(sample: Json | undefined): ChaosAnswer {
    const data = clone(sample ?? null);
    const roll = this.random();
    const ok = (value: unknown, kind: string, code: unknown = 200): ChaosAnswer => ({
      status: 200,
      body: JSON.stringify({ code, msg: 'success', data: value }),
      kind,
    });
    if (roll < 0.04) return ok(data, 'unchanged');
    if (roll < 0.12) {
      // Extra fields alone keep the answer well-formed: the mappers must take them and pass the rest on.
      return ok(this.mutate(this.mutate(data, 'extra')[0], 'extra')[0], 'extra fields');
    }
    if (roll < 0.62) {
      const steps = 1 + Math.floor(this.random() * 3);
      const kinds: string[] = [];
      let value: Json = data;
      for (let i = 0; i < steps; i++) {
        const [next, kind] = this.mutate(value);
        value = next;
        kinds.push(kind);
      }
      return ok(value, kinds.join('+'));
    }
    if (roll < 0.7) {
      const text = JSON.stringify({ code: 200, msg: 'success', data });
      return { status: 200, body: text.slice(0, Math.floor(this.random() * text.length)), kind: 'truncated' };
    }
    if (roll < 0.77) return { status: 200, body: this.pick(NOT_JSON), kind: 'not json' };
    if (roll < 0.86) {
      const code = this.pick(CODES);
      const body: Record<string, unknown> = { code, msg: this.pick(MESSAGES), data };
      if (this.random() < 0.2) delete body.code;
      if (this.random() < 0.2) delete body.data;
      return { status: 200, body: JSON.stringify(body), kind: `code ${JSON.stringify(code)}` };
    }
    if (roll < 0.93) {
      const status = this.pick(STATUSES);
      const body = this.pick([
        JSON.stringify({ code: status, msg: 'no' }),
        '',
        '<html>oops</html>',
        '{"msg":',
      ]);
      return { status, body, kind: `http ${status}` };
    }
    // The envelope itself is wrong: data missing, data bare, data in the wrong place.
    const shapes: [unknown, string][] = [
      [{ code: 200, msg: 'success' }, 'no data'],
      [{ code: 200, msg: 'success', data: null }, 'data null'],
      [data, 'bare data'],
      [{ code: 200, msg: 'success', result: data }, 'data misnamed'],
      [[{ code: 200, data }], 'envelope in an array'],
      [{ code: 200, msg: 'success', data: JSON.stringify(data) }, 'data as text'],
    ];
    const [value, kind] = this.pick(shapes);
    return { status: 200, body: JSON.stringify(value), kind };
  }

  /** One change somewhere inside `value`. */
  private mutate(value: Json, forced?: 'extra'): [Json, string] {
    const nodes = paths(value);
    const node = nodes.length > 0 ? this.pick(nodes) : null;
    const kind =
      forced ?? this.pick(['type', 'missing', 'number', 'date', 'extra', 'string', 'array'] as const);
    if (node === null) return [this.odd(kind), `root ${kind}`];
    const { parent, key } = node;
    const current = (parent as Record<string | number, Json>)[key] as Json;
    const set = (next: Json | undefined) => {
      if (next === undefined && !Array.isArray(parent)) delete (parent as Record<string, Json>)[key];
      else (parent as Record<string | number, Json>)[key] = next ?? null;
    };
    switch (kind) {
      case 'missing':
        set(undefined);
        break;
      case 'extra': {
        const target =
          typeof current === 'object' && current !== null && !Array.isArray(current) ? current : parent;
        if (!Array.isArray(target))
          (target as Record<string, Json>)[this.pick(EXTRA_KEYS)] = this.odd('type');
        break;
      }
      case 'date':
        set(typeof current === 'string' ? this.pick(BAD_DATE_TEXTS) : this.pick(BAD_DATE_NUMBERS));
        break;
      case 'number':
        set(typeof current === 'string' ? this.pick(ODD_NUMBER_TEXTS) : this.pick(ODD_NUMBERS));
        break;
      default:
        set(this.odd(kind, current));
    }
    return [value, `${kind} at ${String(key)}`];
  }

  /** A value of another type, an odd string or an odd array. */
  private odd(kind: string, current?: Json): Json {
    if (kind === 'string') return this.pick(ODD_STRINGS);
    if (kind === 'array') {
      const item = Array.isArray(current) ? (current[0] ?? null) : (current ?? null);
      return this.pick<Json>([
        [],
        [null],
        [item, item],
        Array.from({ length: 2000 }, () => clone(item)),
        { 0: item },
      ]);
    }
    const others: Json[] = [null, true, 0, -1, 1.5, '', 'x', [], {}, '0', 'null'];
    return this.pick(others.filter((other) => typeof other !== typeof current || other === null));
  }
}

const clone = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

/** Every [parent, key] inside a JSON value, depth first. */
function paths(value: Json): { parent: Json[] | Record<string, Json>; key: string | number }[] {
  const out: { parent: Json[] | Record<string, Json>; key: string | number }[] = [];
  const walk = (node: Json) => {
    if (Array.isArray(node)) {
      // Long lists: a few entries are enough to reach every field.
      node.slice(0, 3).forEach((child, index) => {
        out.push({ parent: node, key: index });
        walk(child);
      });
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        out.push({ parent: node, key });
        walk(child);
      }
    }
  };
  walk(value);
  return out;
}

const HUGE = '9'.repeat(400);
const ODD_NUMBERS: Json[] = [1e308, -1e308, 9e15, 2 ** 53 + 2, -0, 0.1 + 0.2, 1e-300, -1, 1.5, 4294967296];
const ODD_NUMBER_TEXTS: Json[] = [
  '1e400',
  HUGE,
  `${HUGE}.${HUGE}`,
  '-0',
  'NaN',
  'Infinity',
  '0x1f',
  ' 1',
  '1.',
  '.5',
  '1,5',
  '-',
  '１２',
  '1e-7',
  '00001.000000000000000000001',
];
const BAD_DATE_NUMBERS: Json[] = [9e15, -1, -8.64e15, 4102444800000, 8.64e15 + 1, 1.5, 1e20];
const BAD_DATE_TEXTS: Json[] = [
  '2026-13-45T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '9999-12-31T23:59:60Z',
  '2026-01-01',
  'yesterday',
  '',
  '1767225600000',
];
const ODD_STRINGS: Json[] = [
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  '\ud800',
  '😀‮',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  '../../etc/passwd',
];
const EXTRA_KEYS = ['extra', '__proto__', 'constructor', 'toString', 'then', 'length', 'code'];
const NOT_JSON = [
  '',
  ' ',
  'null',
  'true',
  '[]',
  '"ok"',
  '0',
  '{',
  'undefined',
  'NaN',
  '<!doctype html><title>502 Bad Gateway</title>',
  '\ufeff{"code":200,"data":null}',
  '{"code":200,"data":{}}{"code":200}',
  '\u0000\u0001\u0002',
];
const CODES: unknown[] = [
  401,
  500,
  0,
  -1,
  404,
  4001,
  4101,
  4301,
  4303,
  4306,
  4201,
  '200',
  200.5,
  null,
  1e308,
];
const MESSAGES: unknown[] = ['', 'failed', 42, null, 'x'.repeat(10_000), { text: 'no' }];
const STATUSES = [204, 301, 400, 401, 403, 404, 409, 429, 500, 502, 503, 504];
