import { configure } from '@testing-library/dom';

/**
 * How long `findBy…` and `waitFor` wait for the screen to show what a test expects: 5 s instead of Testing
 * Library's 1 s. A safety net, not a figure (as vitest.config.ts's testTimeout): a home test waited more
 * than 1 s for its lazy user card once, in a run where the unit tests shared the two cores with the
 * browsers' install and the builds. A test that passes waits only as long as the screen takes.
 */
configure({ asyncUtilTimeout: 5_000 });
