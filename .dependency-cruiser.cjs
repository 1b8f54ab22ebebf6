/**
 * The import rule of ../shared/architecture.md, checked on every `npm test`:
 *   domain      -> domain, decimal.js
 *   application -> domain, application, inversify, mobx
 *   adapters    -> domain, application, adapters, libraries for their transport
 *   ui          -> domain, application, ui, react & friends (and inversify's types for useViewModel)
 *   main        -> anything
 * Tests (*.test.*) may import what they test plus test libraries.
 */
const notTest = '\\.test\\.tsx?$';
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
          '^node_modules/(react|react-dom|scheduler|mobx|mobx-react-lite|react-intl|@formatjs|intl-messageformat|react-router|@nutui|klinecharts|qrcode|dompurify|libphonenumber-js|decimal\\.js|inversify|@inversifyjs)/',
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
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    exclude: { path: '\\.d\\.ts$' },
  },
};
