// The ports and build folders of the e2e runs, in one place for scripts/e2e.mjs (which builds), for
// playwright.config.ts (which starts the servers and points each worker at its own) and for the WebKit journey
// (tests/webkit/servers.ts, slot 0). Worker slot N adds 10×N to the base ports (E2E_APP_PORT, E2E_MOCK_PORT,
// E2E_CHAIN_PORT) and builds into `<E2E_DIST>-N`; slot 0 keeps the plain names. The size budget
// (scripts/live-build.mjs) starts the same mock backend.

/**
 * How node itself starts the Node mock backend and the preview server (the arguments after `node`): through
 * npx, each server also starts npm (about 1 s of CPU), and tsx's own command a second node.
 */
export const MOCK_SERVER_ARGS = ['--import', 'tsx', 'scripts/mock-server.ts'];
export const PREVIEW_ARGS = ['node_modules/@rsbuild/core/bin/rsbuild.js', 'preview'];

/** How many e2e workers, each a slot with servers of its own (E2E_WORKERS, default 2). */
export const e2eWorkers = () => Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const SLOT_STRIDE = 10;

/** The ports of one slot. BSC's chain sits one above NADI's. */
export function slotPorts(slot) {
  const app = Number(process.env.E2E_APP_PORT ?? 14173) + slot * SLOT_STRIDE;
  const chain = Number(process.env.E2E_CHAIN_PORT ?? 18545) + slot * SLOT_STRIDE;
  const mock = Number(process.env.E2E_MOCK_PORT ?? 18787) + slot * SLOT_STRIDE;
  return { app, mock, chain, bsc: chain + 1 };
}

/** The build folder of one slot: the e2e build. */
export function slotDist(slot) {
  const app = `${process.env.E2E_DIST ?? 'dist-e2e'}${slot ? `-${slot}` : ''}`;
  return { app };
}
