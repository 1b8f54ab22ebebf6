/**
 * The import rule of ../shared/architecture.md, checked on every `npm test`:
 *   domain      -> domain, decimal.js
 *   application -> domain, application, inversify, mobx
 *   adapters    -> domain, application, adapters, libraries for their transport
 *   ui          -> domain, application, ui, react & friends (and inversify's types for useViewModel)
 *   main        -> anything
 *   mock        -> domain, application (not its stores or use cases), the wire formats of adapters, libraries;
 *                  only main/in-page-mock.ts (and tests, scripts) import it; its browser part never reaches Node
 * Tests (*.test.*) may import what they test plus test libraries; production code never imports tests or fakes.
 * A feature folder imports another feature only through what that feature declares shared (SHARED below).
 * No cycles, no orphan modules.
 */
const notTest = '\\.test\\.tsx?$';

/**
 * Test helpers that live in src beside what they fake: fake-* (fake HTTP, WebSocket, EIP-1193 provider),
 * *test-kit* (the chain and mock-backend kits) and the seeded users' private keys. The demo wallet's
 * provider (demo-eip1193-provider.ts) and the in-memory order lock (the fallback without Web Locks) are
 * production code, so the pattern names files, not the words "demo" or "in-memory".
 */
const testHelper = '(^|/)(fake-[^/]+|[^/]*test-kit[^/]*|seed-keys)\\.tsx?$';
const testLibraries =
  '^node_modules/(vitest|@vitest|fast-check|@testing-library|@pact-foundation|@playwright)/';

/** The layers whose folders are feature folders: src/<layer>/<feature>/… */
const featureLayer = '(?:domain|application|adapters/api|adapters/socket|ui/screens)';

/**
 * What a feature may import from another feature's folders, as paths after `src/<layer>/`. One place: a
 * feature that becomes shared gets a line here with its reason.
 */
const SHARED = [
  // Not features: each layer's common code, the API catalogue (one declaration per endpoint of every
  // feature, read by every adapter and the mock) and the languages the app speaks.
  'shared/',
  'catalogue/',
  'language/',
  // Every purchase pays through the payment engine and its sheet.
  'payment/',
  // Node and mining purchases are pre-orders: the order model, its mapper, the pre-order popup.
  'orders/',
  // The auth session: the signed-in session, the load of its user and logging out (settings' demo reset ends
  // the session it removed). Not the login screens.
  'auth/(session\\.store|load-user\\.use-case|logout\\.use-case)\\.ts$',
  // The signing browser wallet: login, the network check and on-chain payment sign with it.
  'wallet/',
  // The user-info calls, shared by auth, home and team.
  'user/',
  // The app settings of common/config (chains, tokens, receivers) that payment and wallet read; not the
  // home screen itself.
  'home/(home\\.ts|home-api\\.port\\.ts)$',
  // The unread count and the newest notice: the shell's menu badge and home's notice line (the notice
  // screens themselves stay lazy).
  'notice/(notice\\.ts|notice-summary\\.store\\.ts)$',
  // Goods are delivered to an address of the user's book (mining devices today; mall, gold, car next).
  'address/',
  // Release records are one thing for gold orders and car applications: the car shop lists its own with
  // the gold shop's model, mapper and list, and shows its cars with the gold shop's styles and rich text.
  'gold/(gold|gold-release-status|gold-price-math|gold\\.mapper|gold-api\\.port|release-[a-z-]+|rich-text)\\.tsx?$',
  'gold/gold\\.css$',
];
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports only src/domain and decimal.js',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: notTest },
      to: { pathNot: ['^src/domain/', '^node_modules/decimal\\.js/'] },
    },
    {
      name: 'application-imports',
      comment: 'src/application imports domain, application, inversify and mobx only',
      severity: 'error',
      from: { path: '^src/application/', pathNot: notTest },
      to: {
        pathNot: [
          '^src/domain/',
          '^src/application/',
          '^node_modules/(inversify|@inversifyjs|mobx|decimal\\.js)/',
        ],
      },
    },
    {
      name: 'adapters-not-ui-or-main',
      comment: 'src/adapters never reach into the UI or the composition root',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: ['^src/ui/', '^src/main/'] },
    },
    {
      name: 'ui-imports',
      comment: 'src/ui imports domain, application, ui and its UI libraries, never adapters or main',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: notTest },
      to: {
        pathNot: [
          '^src/domain/',
          '^src/application/',
          '^src/ui/',
          '^locales/',
          '^node_modules/(react|react-dom|scheduler|mobx|mobx-react-lite|react-intl|@formatjs|intl-messageformat|react-router|@nutui|klinecharts|qrcode|@tanstack\\/react-virtual|@tanstack\\/virtual-core|dompurify|libphonenumber-js|decimal\\.js|inversify|@inversifyjs)/',
        ],
      },
    },
    {
      name: 'no-circular-layers',
      comment: 'a lower layer never imports a higher one (domain < application < adapters/ui < main)',
      severity: 'error',
      from: { path: '^src/(domain|application|adapters|ui)/' },
      to: { path: '^src/main/' },
    },
    {
      name: 'feature-imports-shared-only',
      comment:
        'a feature folder imports another feature only through what that feature declares shared (SHARED in .dependency-cruiser.cjs)',
      severity: 'error',
      from: { path: `^src/${featureLayer}/(?!catalogue/)([^/]+)/`, pathNot: [notTest, testHelper] },
      to: {
        path: `^src/${featureLayer}/(?!$1/)[^/]+/`,
        pathNot: `^src/${featureLayer}/(?:${SHARED.join('|')})`,
      },
    },
    {
      name: 'no-test-code-in-production',
      comment:
        'production code never imports tests, test helpers (fake-*, *test-kit*, seed-keys) or test libraries',
      severity: 'error',
      from: { path: '^src/', pathNot: [notTest, testHelper] },
      to: { path: ['^tests/', notTest, testHelper, testLibraries] },
    },
    {
      name: 'mock-imports',
      comment:
        'src/mock imports the domain, application ports and types (not stores or use cases), the API catalogue, the crypto envelope, the wire formats it serves, and libraries; never ui or main',
      severity: 'error',
      from: { path: '^src/mock/', pathNot: [notTest, testHelper] },
      to: {
        dependencyTypesNot: ['core'],
        pathNot: [
          '^src/mock/',
          '^src/domain/',
          '^src/application/(?!.*\\.(store|use-case)\\.ts$)',
          '^src/adapters/(api/catalogue|crypto)/',
          // The wire formats the mock speaks, written once with the app's adapters.
          '^src/adapters/chain/payment-abi\\.ts$',
          '^src/adapters/socket/(socket-runtime|trade/protocol-[ab]\\.codec|trade/socket-messages\\.schema)\\.ts$',
          '^scripts/chain/',
          '^node_modules/',
        ],
      },
    },
    {
      name: 'mock-only-from-composition-root',
      comment: 'only src/main/in-page-mock.ts (and tests, scripts) import the mock backend',
      severity: 'error',
      from: { path: '^src/(?!mock/)', pathNot: [notTest, testHelper, '^src/main/in-page-mock\\.ts$'] },
      to: { path: '^src/mock/' },
    },
    {
      name: 'mock-browser-part-not-server',
      comment:
        'the mock outside src/mock/server/ (core, browser, feature slices) never imports its server part, ws, ganache or scripts',
      severity: 'error',
      from: { path: '^src/mock/(?!server/)', pathNot: [notTest, testHelper] },
      to: { path: ['^src/mock/server/', '^node_modules/(ws|ganache)/', '^scripts/'] },
    },
    {
      name: 'mock-browser-part-no-node-builtins',
      comment: 'the mock outside src/mock/server/ never imports Node built-ins (node:http, node:net, …)',
      severity: 'error',
      from: { path: '^src/mock/(?!server/)', pathNot: [notTest, testHelper] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-circular',
      comment: 'no import cycles, within a layer or across',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment: 'every module is imported or imports something; dead files go',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: [
          '(^|/)[.][^/]+[.](?:js|cjs|mjs|ts|cts|mts|json)$',
          '\\.d\\.ts$',
          '(^|/)(tsconfig|package)\\.json$',
          '(^|/)[^/]+\\.config\\.[cm]?[jt]s$',
          '\\.test\\.tsx?$',
          '^src/main/main\\.tsx$',
          // The service worker: its own entry, bundled after the build (scripts/build/service-worker.ts).
          '^src/main/service-worker/service-worker\\.ts$',
          '^scripts/',
          '^tests/',
        ],
      },
      to: {},
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    // A git worktree may link node_modules to another checkout's; keep the `node_modules/…` paths the
    // rules name instead of the link's target.
    preserveSymlinks: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // No 'types': a package whose exports list types first (vitest, zod) would resolve to a .d.ts, which
      // `exclude` drops, and the import would escape every rule.
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    exclude: { path: '\\.d\\.ts$' },
  },
};
