// The files `npm run new-feature -- <name>` writes: one feature's whole column, in the house's shapes
// (docs/adding-a-feature.md), for a feature `<f>` that lists its items (GET /api/v1/<f>/list).
import { camel, upper } from './derive.mjs';

/** The names of a feature in each spelling: kebab `f`, camel `c`, Pascal `P`, upper `U`, and its title. */
export function namesOf(f) {
  const c = camel(f);
  const P = c.charAt(0).toUpperCase() + c.slice(1);
  const title = f.charAt(0).toUpperCase() + f.slice(1).replace(/-/g, ' ');
  return { f, c, P, U: upper(f), title };
}

/** The template's own words, in the ten languages; `{name}` is the feature's title. */
export const WORDS = {
  title: Object.fromEntries(
    ['en', 'zh', 'zhTw', 'ja', 'ko', 'th', 'pt', 'ms', 'id', 'vn'].map((lang) => [lang, '{name}']),
  ),
  empty: {
    en: 'Nothing here yet.',
    zh: '这里还没有内容。',
    zhTw: '這裡還沒有內容。',
    ja: 'まだ何もありません。',
    ko: '아직 아무것도 없습니다.',
    th: 'ยังไม่มีรายการ',
    pt: 'Nada por aqui ainda.',
    ms: 'Belum ada apa-apa di sini.',
    id: 'Belum ada apa pun di sini.',
    vn: 'Chưa có gì ở đây.',
  },
  refresh: {
    en: 'Refresh',
    zh: '刷新',
    zhTw: '重新整理',
    ja: '更新',
    ko: '새로고침',
    th: 'รีเฟรช',
    pt: 'Atualizar',
    ms: 'Muat semula',
    id: 'Muat ulang',
    vn: 'Làm mới',
  },
  count: {
    en: '{count, plural, one {# item} other {# items}}',
    zh: '{count, plural, other {共 # 项}}',
    zhTw: '{count, plural, other {共 # 項}}',
    ja: '{count, plural, other {# 件}}',
    ko: '{count, plural, other {#개 항목}}',
    th: '{count, plural, other {# รายการ}}',
    pt: '{count, plural, =0 {nenhum item} one {# item} other {# itens}}',
    ms: '{count, plural, other {# item}}',
    id: '{count, plural, other {# item}}',
    vn: '{count, plural, other {# mục}}',
  },
};
export const LANGS = Object.keys(WORDS.empty);

/** The message file of one language: `<c>.title`, `<c>.empty`, `<c>.refresh`, `<c>.count`. */
export const messagesOf = (n, lang) =>
  `${JSON.stringify(
    Object.fromEntries(
      Object.keys(WORDS)
        .sort()
        .map((word) => [`${n.c}.${word}`, WORDS[word][lang].replace('{name}', n.title)]),
    ),
    null,
    2,
  )}\n`;

/** Every source file of the column: { path: text } (Biome formats them after). */
export function filesOf(n) {
  const { f, c, P, U } = n;
  return {
    [`src/domain/${f}/${f}.ts`]: `import type Decimal from 'decimal.js';
import { sumAmounts } from '../shared/money';

/** One item of ${f}: an amount of NADI, exact (a Decimal from the wire to the screen). */
export interface ${P}Item {
  readonly id: number;
  readonly name: string;
  readonly amount: Decimal;
}

/** The items, largest amount first (equal amounts by id), and their total. */
export interface ${P}Overview {
  readonly items: readonly ${P}Item[];
  readonly total: Decimal;
}

/** The rule of the list: largest amount first, equal amounts by id; the total is exact. */
export const overviewOf = (items: readonly ${P}Item[]): ${P}Overview => ({
  items: [...items].sort((a, b) => b.amount.comparedTo(a.amount) || a.id - b.id),
  total: sumAmounts(items.map((item) => item.amount)),
});
`,
    [`src/domain/${f}/${f}.test.ts`]: `import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { overviewOf } from './${f}';

const item = (id: number, amount: string) => ({ id, name: \`item \${id}\`, amount: new Decimal(amount) });

describe('${f} overview', () => {
  it('puts the largest amount first, equal amounts by id, and totals exactly', () => {
    const overview = overviewOf([item(2, '0.1'), item(3, '0.2'), item(1, '0.1')]);
    expect(overview.items.map((i) => i.id)).toEqual([3, 1, 2]);
    expect(overview.total.toString()).toBe('0.4');
  });

  it('totals nothing as zero', () => {
    expect(overviewOf([]).total.toString()).toBe('0');
  });
});
`,
    [`src/application/${f}/${f}-api.port.ts`]: `import type { ${P}Item } from '../../domain/${f}/${f}';

/** ${P} calls (\`${f}/*\`, proposed); every method fails with an AppError of an API kind. */
export const ${P}Api = Symbol.for('${P}Api');
export interface ${P}Api {
  /** The user's items (\`${f}/list\`). */
  list(): Promise<readonly ${P}Item[]>;
}
`,
    [`src/application/${f}/load-${f}.use-case.ts`]: `import { inject, injectable } from 'inversify';
import { type ${P}Overview, overviewOf } from '../../domain/${f}/${f}';
import { ${P}Api } from './${f}-api.port';

/** Loads the items and applies the list's rule (largest first, the exact total). */
@injectable()
export class Load${P}UseCase {
  constructor(@inject(${P}Api) private readonly api: ${P}Api) {}

  async execute(): Promise<${P}Overview> {
    return overviewOf(await this.api.list());
  }
}
`,
    [`src/application/${f}/load-${f}.use-case.test.ts`]: `import { describe, expect, it } from 'vitest';
import { Fake${P}Api } from '../../../tests/fakes/fake-${f}-api';
import { Load${P}UseCase } from './load-${f}.use-case';

describe('Load${P}UseCase', () => {
  it('answers the items largest first with their total', async () => {
    const overview = await new Load${P}UseCase(new Fake${P}Api()).execute();
    expect(overview.items.map((item) => item.id)).toEqual([2, 1]);
    expect(overview.total.toString()).toBe('15.5');
  });

  it('fails as the port fails', async () => {
    const api = new Fake${P}Api();
    api.failWith = new Error('offline');
    await expect(new Load${P}UseCase(api).execute()).rejects.toThrow('offline');
  });
});
`,
    [`src/adapters/api/catalogue/${f}.schema.ts`]: `import * as z from 'zod/mini';
import { decimalString, endpoint, noParams } from './endpoint';

/** One item of ${f}: its amount a decimal string. */
export const ${c}ItemWire = z.object({ id: z.number().check(z.int()), name: z.string(), amount: decimalString });

export const ${c}List = endpoint({
  id: '${c}.list',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/${f}/list',
  auth: true,
  origin: 'proposed',
  summary: "The user's ${f} items, each with its amount.",
  request: noParams,
  response: z.object({ list: z.array(${c}ItemWire) }),
});

/** The ${f} calls, all proposed (appended to ALL_ENDPOINTS). */
export const ${U}_ENDPOINTS = [${c}List] as const;
`,
    [`src/adapters/api/${f}/${f}.mapper.ts`]: `import type * as z from 'zod/mini';
import type { ${P}Item } from '../../../domain/${f}/${f}';
import { amountOrZero } from '../../../domain/shared/money';
import type { ${c}ItemWire } from '../catalogue/${f}.schema';

export const to${P}Item = (wire: z.output<typeof ${c}ItemWire>): ${P}Item => ({
  id: wire.id,
  name: wire.name,
  amount: amountOrZero(wire.amount),
});
`,
    [`src/adapters/api/${f}/http-${f}-api.adapter.ts`]: `import { inject, injectable } from 'inversify';
import type { ${P}Api } from '../../../application/${f}/${f}-api.port';
import type { ${P}Item } from '../../../domain/${f}/${f}';
import { ${c}List } from '../catalogue/${f}.schema';
import { HttpClient } from '../http-client';
import { to${P}Item } from './${f}.mapper';

/** ${P} calls over HTTP (loaded with the ${f} screens). */
@injectable()
export class Http${P}Api implements ${P}Api {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async list(): Promise<readonly ${P}Item[]> {
    return (await this.http.call(${c}List, {})).list.map(to${P}Item);
  }
}
`,
    [`src/adapters/api/${f}/http-${f}-api.adapter.test.ts`]: `import { describe, expect, it } from 'vitest';
import { makeHttpKit } from '../../../../tests/fakes/fake-http';
import { Http${P}Api } from './http-${f}-api.adapter';

describe('Http${P}Api', () => {
  it('lists the items with exact amounts', async () => {
    const kit = makeHttpKit({ token: 't' });
    kit.fetch.answer({ list: [{ id: 1, name: 'One', amount: '0.1' }] });
    const items = await new Http${P}Api(kit.client).list();
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/${f}/list');
    expect(items.map((item) => [item.id, item.name, item.amount.toString()])).toEqual([[1, 'One', '0.1']]);
  });

  it('refuses an answer that does not fit', async () => {
    const kit = makeHttpKit({ token: 't' });
    kit.fetch.answer({ list: [{ id: 1, name: 'One', amount: 'lots' }] });
    await expect(new Http${P}Api(kit.client).list()).rejects.toMatchObject({ kind: 'malformed' });
  });
});
`,
    [`src/mock/${f}/${f}.state.ts`]: `import * as z from 'zod/mini';
import type { MockState, StateSlice } from '../core/mock-state';

export const mock${P}ItemSchema = z.object({ id: z.number(), name: z.string(), amount: z.string() });
export type Mock${P}Item = z.infer<typeof mock${P}ItemSchema>;

export const SEED_${U}_ITEMS: readonly Mock${P}Item[] = [
  { id: 1, name: 'First', amount: '10.5' },
  { id: 2, name: 'Second', amount: '5' },
];

/** ${P}'s keys of the mock state (optional, so that older snapshots still restore). */
export const ${U}_SLICE = {
  schema: z.object({ ${c}Items: z.optional(z.array(mock${P}ItemSchema)) }),
  seed: () => ({ ${c}Items: SEED_${U}_ITEMS.map((item) => ({ ...item })) }),
} satisfies StateSlice;

/** The ${f} items of the mock state. */
export class ${P}Book {
  constructor(private readonly state: MockState) {}

  all(): Mock${P}Item[] {
    return [...(this.state.part(${U}_SLICE).${c}Items ?? [])];
  }

  /** Puts the seed back (a provider state). */
  reset(): void {
    this.state.part(${U}_SLICE).${c}Items = SEED_${U}_ITEMS.map((item) => ({ ...item }));
  }

  /** Removes every item (a provider state). */
  clear(): void {
    this.state.part(${U}_SLICE).${c}Items = [];
  }
}
`,
    [`src/mock/${f}/${f}.handlers.ts`]: `import { ${c}List } from '../../adapters/api/catalogue/${f}.schema';
import { type Implementation, implementAuthed, ok } from '../core/handler';
import { ${P}Book } from './${f}.state';

export const ${U}_HANDLERS: readonly Implementation[] = [
  implementAuthed(${c}List, ({ state }) => ok({ list: new ${P}Book(state).all() })),
];
`,
    [`src/mock/${f}/${f}.feature.ts`]: `import type { MockFeature } from '../core/mock-feature';
import { ${U}_HANDLERS } from './${f}.handlers';
import { ${P}Book, ${U}_SLICE } from './${f}.state';

/** ${P}: the user's items. */
export const ${U}_FEATURE: MockFeature = {
  name: '${f}',
  handlers: ${U}_HANDLERS,
  slice: ${U}_SLICE,
  providerStates: [
    {
      name: 'the user has ${f} items',
      apply: ({ state }) => {
        new ${P}Book(state).reset();
        return {};
      },
    },
    {
      name: 'there are no ${f} items',
      apply: ({ state }) => {
        new ${P}Book(state).clear();
        return {};
      },
    },
  ],
};
`,
    [`src/mock/${f}/${f}.handlers.test.ts`]: `import { describe, expect, it } from 'vitest';
import { call, login, makeBackend, seededWallet } from '../testing/test-kit';

describe('${f} handlers', () => {
  it('lists the seeded items to a logged-in user, and refuses without a token', async () => {
    const { backend } = makeBackend();
    const token = await login(backend, seededWallet(10001));
    const answer = await call(backend, 'GET', '/api/v1/${f}/list', { token });
    expect(answer.json.data.list.map((item: { id: number }) => item.id)).toEqual([1, 2]);
    const anonymous = await call(backend, 'GET', '/api/v1/${f}/list');
    expect(anonymous.json.data).toBeFalsy();
  });
});
`,
    [`src/ui/screens/${f}/${f}.routes.ts`]: `import type { RouteSpec } from '../../app/route-spec';

/** ${P}: the list of items. */
export const ${c}Routes: readonly RouteSpec[] = [
  {
    path: '/${f}',
    title: '${c}.title',
    parent: '/index',
    features: ['${f}'],
    load: () => import('./${f}.screen'),
  },
];
`,
    [`src/ui/screens/${f}/${f}.view-models.ts`]: `import type { ViewModelsOf } from '../../app/route-spec';

/** The view-models each ${f} route resolves, for the wiring test (the app never imports this file). */
export const ${c}ViewModels: ViewModelsOf = {
  '/${f}': () => import('./${f}.vm').then((m) => [m.${P}Vm]),
};
`,
    [`src/ui/screens/${f}/${f}.vm.ts`]: `import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Load${P}UseCase } from '../../../application/${f}/load-${f}.use-case';
import type { ${P}Overview } from '../../../domain/${f}/${f}';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface ${P}Params {
  readonly active: boolean;
}

/** ${P} (\`/${f}\`): the items, largest first, and their total; every visit reloads them. */
@injectable()
export class ${P}Vm implements ViewModel<${P}Params> {
  readonly overview: Loadable<${P}Overview>;
  private readonly visit = new Visit();

  constructor(@inject(Load${P}UseCase) private readonly load: Load${P}UseCase) {
    this.overview = new Loadable(() => this.load.execute());
    makeAutoObservable<this, 'load' | 'visit'>(
      this,
      { load: false, visit: false, overview: false },
      { autoBind: true },
    );
  }

  /** Loaded, and no items. */
  get empty(): boolean {
    return this.overview.data !== null && this.overview.data.items.length === 0;
  }

  attach({ active }: ${P}Params): void {
    if (this.visit.attach(active)) void this.refresh();
  }

  detach(): void {
    this.visit.leave();
  }

  async refresh(): Promise<void> {
    await this.overview.load();
  }
}
`,
    [`src/ui/screens/${f}/${f}.vm.test.ts`]: `import { describe, expect, it } from 'vitest';
import { Fake${P}Api } from '../../../../tests/fakes/fake-${f}-api';
import { settle } from '../../../../tests/support/settle';
import { Load${P}UseCase } from '../../../application/${f}/load-${f}.use-case';
import { ${P}Vm } from './${f}.vm';

const world = () => {
  const api = new Fake${P}Api();
  return { api, vm: new ${P}Vm(new Load${P}UseCase(api)) };
};

describe('${P}Vm', () => {
  it('loads the items once per visit, largest first', async () => {
    const { api, vm } = world();
    vm.attach({ active: true });
    expect(vm.overview.firstLoad).toBe(true);
    vm.attach({ active: true });
    await settle();
    expect(vm.overview.data?.items.map((item) => item.id)).toEqual([2, 1]);
    expect(api.calls).toBe(1);
    expect(vm.empty).toBe(false);
  });

  it('says when there is nothing, and keeps the failure for a retry', async () => {
    const { api, vm } = world();
    api.items = [];
    vm.attach({ active: true });
    await settle();
    expect(vm.empty).toBe(true);
    api.failWith = new Error('offline');
    await vm.refresh();
    expect(vm.overview.error).toBeInstanceOf(Error);
    api.failWith = undefined;
    await vm.refresh();
    expect(vm.overview.error).toBeNull();
  });
});
`,
    [`src/ui/screens/${f}/${f}.screen.tsx`]: `import '../../shared/styles/cards.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { formatAmount } from '../../../domain/shared/money-format';
import { usePageActive } from '../../app/page-context';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { ${P}Vm } from './${f}.vm';

/** ${P}: the items, largest first, with their total; an error with a retry, or a word when there are none. */
const ${P}Screen = observer(function ${P}Screen() {
  const vm = useViewModel(${P}Vm, { active: usePageActive() });
  const { data, firstLoad, failedEmpty, error } = vm.overview;
  return (
    <div className="screen-body" data-testid="${f}-screen">
      {firstLoad ? (
        <SkeletonList rows={2} />
      ) : failedEmpty ? (
        <ErrorState error={error} failure="load" onRetry={() => void vm.refresh()} />
      ) : vm.empty || !data ? (
        <EmptyState messageId="${c}.empty" />
      ) : (
        <>
          <ErrorLine error={error} failure="load" />
          <p className="muted">
            <FormattedMessage id="${c}.count" values={{ count: data.items.length }} />
          </p>
          <ul className="plain-list">
            {data.items.map((item) => (
              <li key={item.id} className="card row" data-testid="${f}-item">
                <span className="ellipsis">{item.name}</span>
                <span>{formatAmount(item.amount)}</span>
              </li>
            ))}
          </ul>
          <button type="button" className="button secondary" onClick={() => void vm.refresh()}>
            <FormattedMessage id="${c}.refresh" />
          </button>
        </>
      )}
    </div>
  );
});

export default ${P}Screen;
`,
    [`src/main/modules/${f}.module.ts`]: `import { ContainerModule } from 'inversify';
import { Http${P}Api } from '../../adapters/api/${f}/http-${f}-api.adapter';
import { ${P}Api } from '../../application/${f}/${f}-api.port';
import { Load${P}UseCase } from '../../application/${f}/load-${f}.use-case';
import { ${P}Vm } from '../../ui/screens/${f}/${f}.vm';

/** ${P}: the adapter, the use case and the screen's view-model (lazy, with its first screen). */
export const ${c}Module = new ContainerModule(({ bind }) => {
  bind(${P}Api).to(Http${P}Api).inSingletonScope();
  bind(Load${P}UseCase).toSelf();
  bind(${P}Vm).toSelf();
});
`,
    [`tests/fakes/fake-${f}-api.ts`]: `import Decimal from 'decimal.js';
import type { ${P}Api } from '../../src/application/${f}/${f}-api.port';
import type { ${P}Item } from '../../src/domain/${f}/${f}';

/** ${P} items in memory; \`failWith\` fails the next calls, \`calls\` counts them. */
export class Fake${P}Api implements ${P}Api {
  items: ${P}Item[] = [
    { id: 1, name: 'First', amount: new Decimal('5.5') },
    { id: 2, name: 'Second', amount: new Decimal('10') },
  ];
  failWith: unknown = undefined;
  calls = 0;

  async list(): Promise<readonly ${P}Item[]> {
    this.calls += 1;
    if (this.failWith !== undefined) throw this.failWith;
    return [...this.items];
  }
}
`,
    [`tests/contract/${f}.pact.test.ts`]: `import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { Http${P}Api } from '../../src/adapters/api/${f}/http-${f}-api.adapter';
import { ${c}List } from '../../src/adapters/api/catalogue/${f}.schema';
import { contractKit, decimal, PACT_TOKEN, pactInteractions, success } from './support/pact-kit';

const { eachLike, integer, string } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new Http${P}Api(contractKit(url, PACT_TOKEN).client);

describe('${f} contract', () => {
  it('${c}.list answers the items with their amounts', async () => {
    await interaction(
      {
        given: 'the user has ${f} items',
        endpoint: ${c}List,
        description: 'the ${f} items',
        answer: success({ list: eachLike({ id: integer(1), name: string('First'), amount: decimal('10.5') }) }),
      },
      async (server) => {
        const [first] = await api(server.url).list();
        expect(first?.amount.toString()).toBe('10.5');
      },
    );
  });

  it('${c}.list with no items answers an empty list', async () => {
    await interaction(
      {
        given: 'there are no ${f} items',
        endpoint: ${c}List,
        description: 'the ${f} items when there are none',
        answer: success({ list: [] }),
      },
      async (server) => {
        expect(await api(server.url).list()).toEqual([]);
      },
    );
  });
});
`,
  };
}
