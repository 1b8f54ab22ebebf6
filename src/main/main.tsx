import './reflect-metadata';
import '../ui/app/app.css';
import type { AppConfig } from '../application/shared/app-config';
import { openingScreenStart } from '../ui/app/opening-screen';
import { hashFormOfPathLink, homeFormOfBareEntry } from '../ui/app/path-link';
import { ConfigError, parseConfig, withDemoOverrides } from './config';

/** A configuration error stops the start with a page that names the variable. */
function showConfigError(root: HTMLElement, error: ConfigError): void {
  root.innerHTML = '';
  const box = document.createElement('main');
  box.className = 'screen';
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = 'Configuration error';
  const detail = document.createElement('p');
  detail.className = 'mono';
  detail.textContent = error.message;
  box.append(title, detail);
  root.append(box);
}

/** The installed app's start shows the opening screen once; later starts go straight to home. */
function startOpeningScreen(): void {
  try {
    const opening = openingScreenStart(window.location.hash, localStorage.getItem('openScreenSeen') === '1');
    if (opening.hash) window.history.replaceState(null, '', `/${opening.hash}`);
    if (opening.markSeen) localStorage.setItem('openScreenSeen', '1');
  } catch {
    // Storage refused (a private window of some browsers): the opening screen shows at each start.
  }
}

/** Lets the browser run what waits (input, a frame) before the start goes on. */
const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  // A link in the spec's path form (`/node/detail/3?code=…`) opens the same screen as its hash form.
  const hashForm = hashFormOfPathLink(window.location);
  if (hashForm) window.history.replaceState(null, '', hashForm);
  startOpeningScreen();
  // The bare entry is home: named before the first render, so that the app adopts the drawn home page.
  const homeForm = homeFormOfBareEntry(window.location);
  if (homeForm) window.history.replaceState(null, '', homeForm);
  let config: AppConfig;
  try {
    config = parseConfig(__NADI_ENV__, window.location.origin);
    if (__NADI_DEMO_HOOKS__) config = withDemoOverrides(config, window.localStorage);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    showConfigError(root, error);
    return;
  }
  // The start is cut into tasks, so that no long one holds the page drawn at build time (input,
  // scrolling) while the app starts: the composition root and the app's components are bundled with this
  // file but set up one after the other (start.ts, render-app.tsx).
  await yieldToBrowser();
  const { start } = await import(/* webpackMode: "eager" */ './start');
  await start(root, config, yieldToBrowser);
}

void boot();
