#!/usr/bin/env node
// `npm test`'s check "browsers", beside the checks before the journeys: every Debian package the run's browsers need (the e2e
// journeys' headless Chromium and fonts, the size budget's Chromium, the WebKit journey's WebKitGTK and Xvfb)
// in one apt-get call. Installing waits mostly on the network and the disk, so beside the checks that keep the
// cores busy it costs little; one after another, at the step that needs each, a fresh machine waited for
// them about a minute (WebKitGTK's alone took 50 s of the WebKit step). On a machine that has them all, it
// only looks. The steps still check their own browser (scripts/chromium.mjs, scripts/webkit.mjs), so that
// each script run alone installs what it needs.
import { aptInstall, canInstall, missingChromium } from './chromium.mjs';
import { missingWebKit } from './webkit.mjs';

const missing = [
  ...new Set([...missingChromium('headless-shell'), ...missingChromium('chromium'), ...missingWebKit()]),
];
if (missing.length === 0) {
  console.log('browsers: all installed');
} else {
  if (canInstall()) aptInstall(missing);
  // The steps that need them say what to run, and fail or warn as they must.
  else console.warn(`browsers: ${missing.join(', ')} missing and this user cannot install them`);
}
