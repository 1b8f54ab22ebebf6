// One word per thing (docs/glossary.md): scripts/check-locales.mjs holds the ten catalogues to
// locales/glossary/glossary.json. These tests run that script on the real catalogues and on copies with one
// drift each, so that a check which stopped looking would fail here.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BCP47_TAGS, LOCALES } from '../../src/domain/language/language';
import { fileOfMessage, readCatalogue } from '../support/catalogue';

const root = join(__dirname, '../..');
const locales = join(root, 'locales');

type Term = { term: string; use?: string[]; avoid?: string[] };
type Concept = {
  en: string;
  except?: string[];
  terms: Record<string, Term>;
  omit?: Record<string, string[]>;
};
const glossary = JSON.parse(readFileSync(join(locales, 'glossary/glossary.json'), 'utf8')) as {
  concepts: Record<string, Concept>;
};

function check(dir: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [join(root, 'scripts/check-locales.mjs'), dir], {
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A run of the check spawns Node: allow for a busy machine. */
const SPAWN_MS = 60_000;

const copies: string[] = [];
/** A copy of locales/ with some messages replaced: { th: { 'node.card.days': '…' } }. */
function drifted(changes: Record<string, Record<string, string>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'glossary-'));
  copies.push(dir);
  cpSync(locales, dir, { recursive: true });
  for (const [locale, messages] of Object.entries(changes))
    for (const [id, message] of Object.entries(messages)) {
      const path = fileOfMessage(locale, id, dir);
      expect(path, `${locale} ${id}`).not.toBeNull();
      const file = JSON.parse(readFileSync(path as string, 'utf8')) as Record<string, string>;
      file[id] = message;
      writeFileSync(path as string, JSON.stringify(file, null, 2));
    }
  return dir;
}
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe('the glossary', () => {
  it.each([
    'fund account',
    'trade account',
    'deposit',
    'withdraw',
    'transfer',
    'exchange',
    'savings',
    'stake',
    'node',
    'device',
    'miner',
    'power',
    'release',
    'redeem',
    'invite code',
    'wallet',
    'confirmations',
    'fee',
    'available',
    'notice',
    'burn',
  ])('names %s in all ten languages', (concept) => {
    const entry = glossary.concepts[concept];
    expect(entry, concept).toBeDefined();
    expect(Object.keys(entry?.terms ?? {}).sort()).toEqual([...LOCALES].sort());
    for (const term of Object.values(entry?.terms ?? {})) expect(term.term.trim()).not.toBe('');
  });

  it(
    'is followed by every catalogue',
    () => {
      const { status, output } = check(locales);
      expect(output).toMatch(/0 off the glossary \(\d+ concepts\)/);
      expect(status).toBe(0);
    },
    SPAWN_MS,
  );

  it('finds each concept in English messages (a pattern that matches nothing checks nothing)', () => {
    const english = readCatalogue('en');
    for (const [concept, { en }] of Object.entries(glossary.concepts)) {
      const named = Object.values(english).filter((message) => new RegExp(en, 'iu').test(message));
      expect(named.length, concept).toBeGreaterThan(0);
    }
  });
});

describe('the locale check fails', () => {
  const cases: [string, Record<string, Record<string, string>>, RegExp][] = [
    [
      'on a gambling word for staking a node (th)',
      { th: { 'node.card.days': 'ระยะเวลาการวางเดิมพัน' } },
      /th node\.card\.days: "เดิมพัน" for stake/,
    ],
    [
      'on pertaruhan for staking (ms)',
      { ms: { 'node.card.days': 'Tempoh pertaruhan' } },
      /ms node\.card\.days: "taruh" for stake/,
    ],
    [
      'on the second name of the fund account (ja)',
      { ja: { 'enum.accountKind.fund': '資金アカウント' } },
      /ja enum\.accountKind\.fund: "資金アカウント" for fund account/,
    ],
    [
      'on 저축 for savings (ko)',
      { ko: { 'home.quick.pledge': '저축' } },
      /ko home\.quick\.pledge: "저축" for savings/,
    ],
    [
      'on 릴리스 for release (ko)',
      { ko: { 'gold.release.released': '릴리스됨' } },
      /ko gold\.release\.released: "릴리스" for release/,
    ],
    [
      'on nút for a node (vn)',
      { vn: { 'enum.pledgeKind.node': 'Tiết kiệm nút' } },
      /vn enum\.pledgeKind\.node: "nút" for node/,
    ],
    [
      'on a word the glossary does not list at all (zh node as 结点)',
      { zh: { 'menu.node': '结点' } },
      /zh menu\.node: names node without "节点"/,
    ],
    [
      'on English left in a Malay message',
      { ms: { 'common.edit': 'Edit' } },
      /ms common\.edit: "Edit" is not used in ms/,
    ],
    [
      'on an unread badge without its noun (zh)',
      { zh: { 'notice.unreadBadge': '{count, number} 条新' } },
      /zh notice\.unreadBadge: names notice without "公告"/,
    ],
    [
      'on a notice taken as feminine (pt)',
      { pt: { 'notice.unread': 'Não lida' } },
      /pt notice\.unread: "lida" for notice/,
    ],
    ['on 你 in zh', { zh: { 'mining.miners.empty': '你还没有矿机' } }, /zh mining\.miners\.empty: "你"/],
    [
      'on half-width punctuation in a zhTw trade message',
      { zhTw: { 'trade.form.amount': '金額({coin})' } },
      /zhTw trade\.form\.amount: half-width "\("/,
    ],
    [
      'on "destroy" in English where the glossary says burn',
      { en: { 'user.pools.destroy': 'Destroy pool' } },
      /en user\.pools\.destroy: "Destroy" for burn/,
    ],
    [
      'on a second word for burn (pt)',
      { pt: { 'payment.method.destroyQuota': 'Pagar com cota de destruição' } },
      /pt payment\.method\.destroyQuota: "destrui" for burn/,
    ],
    [
      'on 收件地址 where zhTw says 收貨地址',
      { zhTw: { 'menu.address': '收件地址' } },
      /zhTw menu\.address: "收件地址" is not used in zhTw/,
    ],
    [
      'on a count that loses its thousands grouping (ja)',
      { ja: { 'funds.moneyLog.count': '{count} 件' } },
      /ja funds\.moneyLog\.count: \{count\} is a count/,
    ],
  ];
  // One copy holds every drift (each in its own message) and one run of the check must name each of them.
  let run: { status: number | null; output: string } = { status: null, output: '' };
  beforeAll(() => {
    const changes: Record<string, Record<string, string>> = {};
    for (const [, drift] of cases)
      for (const [locale, messages] of Object.entries(drift))
        changes[locale] = { ...changes[locale], ...messages };
    run = check(drifted(changes));
  }, SPAWN_MS);
  it('with status 1', () => {
    expect(run.status).toBe(1);
  });
  it.each(cases)('%s', (_, __, line) => {
    expect(run.output).toMatch(line);
  });

  it(
    'not where the English words mean something else (release to refresh)',
    () => {
      const { status, output } = check(drifted({ ko: { 'common.releaseToRefresh': '놓아서 새로고침' } }));
      expect(output).toMatch(/0 off the glossary/);
      expect(status).toBe(0);
    },
    SPAWN_MS,
  );
});

/** The arguments of a parsed message by kind: numeric (plural or number), select, or anything else. */
function argumentsOf(elements: readonly MessageFormatElement[], found = new Map<string, string>()) {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) found.set(element.value, 'numeric');
    else if (element.type === TYPE.select) found.set(element.value, 'select');
    else if (element.type === TYPE.argument && !found.has(element.value)) found.set(element.value, 'text');
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

describe('counts keep their thousands grouping', () => {
  const english = readCatalogue('en');
  const counted = Object.entries(english).flatMap(([id, message]) => {
    const numeric = [...argumentsOf(parse(message))].filter(([, kind]) => kind === 'numeric');
    return numeric.length ? [id] : [];
  });

  it('in enough messages to matter', () => {
    expect(counted.length).toBeGreaterThan(20);
  });

  // Every message with a count, formatted in its language with 12345 for each count: the language's own
  // grouping of 12345 ("12,345", "12.345", "12 345") appears, as a bare {count} would print "12345".
  it.each(LOCALES)('%s', (locale) => {
    const messages = readCatalogue(locale);
    const intl = createIntl({
      locale: BCP47_TAGS[locale],
      messages,
      onError: (error) => {
        throw error;
      },
    });
    const grouped = new Intl.NumberFormat(BCP47_TAGS[locale]).format(12345);
    const ungrouped: string[] = [];
    for (const id of counted) {
      const values: Record<string, unknown> = {};
      for (const [name, kind] of argumentsOf(parse(english[id] ?? '')))
        values[name] = kind === 'numeric' ? 12345 : kind === 'select' ? 'other' : 'x';
      for (const [name, kind] of argumentsOf(parse(messages[id] ?? '')))
        if (!(name in values)) values[name] = kind === 'numeric' ? 12345 : 'x';
      const text = String(intl.formatMessage({ id }, values as Record<string, string | number>));
      if (!text.includes(grouped)) ungrouped.push(`${id}: ${text}`);
    }
    expect(ungrouped).toEqual([]);
  });
});
