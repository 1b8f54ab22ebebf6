import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, loadEnv, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { firstPaint } from './scripts/build/first-paint';
import { precompiledMessages } from './scripts/build/precompile-messages';
import { contentSecurityPolicy, parseHeadersFile } from './scripts/build/security-headers';
import { buildServiceWorker } from './scripts/build/service-worker';
import { parseChainPins } from './src/domain/payment/chain-pins';
import { demoChainPinsText } from './src/mock/core/mock-chain-pins';

// Every PUBLIC_* variable (from the environment or .env files) is handed to the app as one object,
// `__NADI_ENV__`, which src/main/config.ts validates at start-up. Unset variables are simply absent.
const { rawPublicVars } = loadEnv({ prefixes: ['PUBLIC_'] });
const publicEnv: Record<string, string> = {};
for (const [key, value] of Object.entries({ ...rawPublicVars, ...process.env })) {
  if (key.startsWith('PUBLIC_') && typeof value === 'string') publicEnv[key] = value;
}

// The money addresses pinned per chain (PUBLIC_CHAIN_CONTRACTS, src/domain/payment/chain-pins.ts). The profile
// as src/main/config.ts reads it: a demo build without pins of its own gets those of every chain the mock can
// announce; a live build without valid pins stops here, naming the variable.
const profile = publicEnv.PUBLIC_PROFILE?.trim() || (publicEnv.PUBLIC_API_BASE?.trim() ? 'live' : 'demo');
const pinsText = publicEnv.PUBLIC_CHAIN_CONTRACTS?.trim() ?? '';
if (profile === 'demo' && pinsText === '') publicEnv.PUBLIC_CHAIN_CONTRACTS = demoChainPinsText();
if (profile === 'live') {
  if (pinsText === '') {
    throw new Error(
      'PUBLIC_CHAIN_CONTRACTS must be set for a live build: the money addresses of every chain the app pays on, ' +
        '<chainId>:USDT=0x…,NADI=0x…,payment=0x…,receiver=0x… joined by ";"',
    );
  }
  try {
    if (parseChainPins(pinsText).size === 0) throw new Error('it names no chain');
  } catch (error) {
    throw new Error(
      `PUBLIC_CHAIN_CONTRACTS is not valid for a live build: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/**
 * Draws the icons and builds the service worker (`sw.js`) once the site is built: workbox-build's
 * injectManifest after the build, since workbox-webpack-plugin does not work with rspack (README).
 */
const serviceWorker: RsbuildPlugin = {
  name: 'nadi-service-worker',
  setup(api) {
    api.onAfterBuild(async ({ environments, stats }) => {
      if (stats?.hasErrors()) return;
      // The web build's folder (a production build has a second, Node environment: first-paint.ts).
      const { count, size } = await buildServiceWorker(environments.web?.distPath ?? distRoot);
      console.log(`service worker: ${count} files precached, ${(size / 1024).toFixed(1)} KB`);
    });
  },
};

const distRoot = process.env.NADI_DIST ?? 'dist';

/** What the diagnostics panel says of the build: the package version and when it was built. */
const packageVersion: string = JSON.parse(readFileSync('package.json', 'utf8')).version ?? '0.0.0';
const builtAt = new Date().toISOString();

/** The headers a static host would send for the build being previewed: the `_headers` written with it. */
const previewHeaders = (): Record<string, string> => {
  const file = join(distRoot, '_headers');
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : {};
};

// The mock backend runs inside the page only when there is no API base (the plain demo build). Deciding it
// here, as a constant, lets a build with an API base drop the mock's code altogether (main.tsx); the
// check-live-build script fails when a live build still carries any of it.
const inPageMock = !publicEnv.PUBLIC_API_BASE?.trim();

export default defineConfig(({ command }) => ({
  plugins: [
    pluginReact(),
    precompiledMessages,
    // The page drawn at build time, the inline style and script with their hashes in the policy, `_headers`;
    // then the icons and the service worker, whose precache list takes the finished index.html.
    ...(command === 'build' ? [firstPaint(publicEnv, distRoot), serviceWorker] : []),
  ],
  source: {
    entry: { index: './src/main/main.tsx' },
    decorators: { version: 'legacy' },
    define: {
      __NADI_ENV__: JSON.stringify(publicEnv),
      __NADI_IN_PAGE_MOCK__: JSON.stringify(inPageMock),
      // Known at build time, so that a build without test hooks carries none of their code.
      __NADI_DEMO_HOOKS__: JSON.stringify(publicEnv.PUBLIC_DEMO_HOOKS === 'on'),
      __NADI_BUILD__: JSON.stringify({
        version: packageVersion,
        builtAt: command === 'build' ? builtAt : null,
      }),
    },
  },
  resolve: {
    alias: {
      '@': './src',
      // The MetaMask SDK pulls a React Native storage module that has no place in a browser.
      '@react-native-async-storage/async-storage': false,
      // react-router's package points bundlers at its development build; the production one has its
      // development warnings switched off, which lets the minifier drop them.
      'react-router$': './node_modules/react-router/dist/production/index.mjs',
      // Inversify's container imports the whole Reflect metadata proposal; the app needs three of its calls
      // (src/main/reflect-metadata.ts), about 2 KB gzip less in the first load.
      'reflect-metadata/lite$': './src/main/reflect-metadata.ts',
    },
  },
  html: {
    title: 'NADI',
    template: './public/index.html',
    // The dev server needs eval for hot reload, so the policy goes only into built pages.
    tags:
      command === 'dev'
        ? []
        : [
            {
              tag: 'meta',
              attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(publicEnv) },
              head: true,
              append: false,
            },
          ],
  },
  output: {
    // e2e builds go to their own folder so that they never overwrite the plain demo build.
    distPath: { root: distRoot },
    // The first chunk names every lazy chunk's hash (the runtime's chunk map); 8 hex digits instead of 10
    // keep the map smaller and are still unique (the service worker's cache-busting rule wants 8 or more).
    filenameHash: 'contenthash:8',
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 3000),
    // A link in the spec's path form (`/node/detail/3`) gets index.html, which turns it into the hash route
    // (src/ui/app/path-link.ts); static hosts are configured the same way (README, "Hosting").
    historyApiFallback: true,
    // `npm run preview` serves a build with the headers a static host would send (`_headers`).
    ...(command === 'preview' && { headers: previewHeaders() }),
    // The journeys' servers send the files as they are (PREVIEW_COMPRESS=off): over the loopback, gzipping
    // every answer again only spends the cores the browsers need.
    ...(process.env.PREVIEW_COMPRESS === 'off' && { compress: false }),
  },
  tools: {
    // Every constructor parameter names its token with @inject (src/main/wiring.test.ts resolves them all
    // with tsconfig's emitDecoratorMetadata off too), so the design-type metadata rsbuild's legacy
    // decorators would emit for each class is dead weight in the first load.
    swc: (config) => {
      if (config.jsc?.transform) config.jsc.transform.decoratorMetadata = false;
    },
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
}));
