import type { Container } from 'inversify';
import { reaction } from 'mobx';
import { cachedAtOf } from '../adapters/api/cached-answer';
import { commonConfig } from '../adapters/api/catalogue/home.schema';
import { SessionStore } from '../application/auth/session.store';
import { PaymentActivity } from '../application/payment/payment-activity.port';
import { AppConfig } from '../application/shared/app-config';
import { type AppUpdater, AppUpdateStore } from '../application/shared/app-update.store';
import { ConnectivityStore } from '../application/shared/connectivity.store';
import { runningBuild } from '../ui/app/new-version';
import { forgetWithoutSession } from './forget-session-traces';
import { pageRunsBuild, RUNTIME_CACHES, SW_MESSAGES } from './service-worker/sw-rules';

/**
 * The installable, offline app's platform side, in the browser: the service worker's registration and
 * updates, the online/offline events, and forgetting kept answers at logout (the install prompt is caught
 * from the start by install-prompt.ts). The decisions (when to take an update, what to offer for installing, what offline means
 * for a screen) are the application's stores; this file only connects them to the browser.
 */

/** How soon the API is asked again while the browser says online but the API is out of reach. */
const RETRY_MS = 2000;

/** When the code that says whether a payment is under way is loaded, after the start (startPwa). */
const CHECKS_WARM_MS = 5000;

/** How often a long-open app looks for a new version when it comes back to the foreground. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/** How long the page waits for a waiting worker to say which build it is (an older worker never says). */
const WHICH_BUILD_MS = 1000;

/** Asks a worker which build it is (SW_MESSAGES.whichBuild); null when it does not say in time. */
function askBuild(worker: ServiceWorker): Promise<string[] | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), WHICH_BUILD_MS);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      const build = event.data;
      resolve(Array.isArray(build) && build.every((item) => typeof item === 'string') ? build : null);
    };
    worker.postMessage({ type: SW_MESSAGES.whichBuild }, [channel.port2]);
  });
}

/**
 * Takes a waiting service worker over on request, then reloads the page into the new version, unless the
 * page already runs the worker's build: after a deployment the page reloads into the new version itself
 * (src/ui/app/new-version.ts) while the old worker still controls it, and the new worker, installed a
 * moment later, takes over with no second reload.
 */
class ServiceWorkerUpdater implements AppUpdater {
  waiting: ServiceWorker | null = null;
  private reloading = false;

  takeOver(): void {
    const worker = this.waiting;
    if (!worker || !('serviceWorker' in navigator)) return;
    void askBuild(worker).then((build) => {
      if (!build || !pageRunsBuild(runningBuild(document), build)) {
        navigator.serviceWorker.addEventListener('controllerchange', () => {
          if (this.reloading) return;
          this.reloading = true;
          window.location.reload();
        });
      }
      worker.postMessage({ type: SW_MESSAGES.skipWaiting });
    });
  }
}

/** Registers /sw.js (after the page has loaded: it never competes with the first paint). */
function registerServiceWorker(updater: ServiceWorkerUpdater, updates: AppUpdateStore): void {
  const controlledAtLoad = navigator.serviceWorker.controller !== null;
  const start = async () => {
    const registration = await navigator.serviceWorker.register('/sw.js');
    // A version installed while an older one controls the page waits for the person's next navigation.
    const track = (worker: ServiceWorker | null) => {
      if (!worker || !navigator.serviceWorker.controller) return;
      updater.waiting = worker;
      updates.setWaiting(true);
    };
    track(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed') track(worker);
      });
    });
    if (!controlledAtLoad) {
      // First visit: the worker takes the page over once active; the chunks already loaded are kept too.
      const ready = await navigator.serviceWorker.ready;
      const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
      ready.active?.postMessage({ type: SW_MESSAGES.keepAssets, urls });
    }
    let checkedAt = Date.now();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible' || Date.now() - checkedAt < UPDATE_CHECK_MS) return;
      checkedAt = Date.now();
      registration.update().catch(() => undefined);
    });
  };
  void start().catch(() => undefined);
}

/** Whether the API answers from the network (not from the worker's cache); never fails. */
async function apiReachable(probeUrl: string): Promise<boolean> {
  try {
    const response = await fetch(probeUrl, { cache: 'no-store' });
    return cachedAtOf(response.headers) === null;
  } catch {
    return false;
  }
}

/**
 * The browser's online/offline word, for the connectivity store. The browser says "online" as soon as a
 * network is up, which may be before the API can be reached: the store hears it once the API answers from
 * the network (`probeUrl`, a small public GET; null for the in-page mock), so that the screens reload into
 * fresh data rather than into errors. While the browser says online but answers still come from the cache
 * (the server out of reach), the network is asked again every few seconds; its first answer reloads them.
 */
function watchConnectivity(store: ConnectivityStore, probeUrl: string | null): void {
  store.setOnline(navigator.onLine);
  let tries = 0;
  const comeBack = async () => {
    if (!navigator.onLine) return;
    if (probeUrl === null || (await apiReachable(probeUrl))) {
      store.setOnline(true);
      return;
    }
    tries += 1;
    setTimeout(() => void comeBack(), Math.min(RETRY_MS * tries, 30_000));
  };
  window.addEventListener('online', () => {
    tries = 0;
    void comeBack();
  });
  window.addEventListener('offline', () => store.setOnline(false));
  let timer: ReturnType<typeof setInterval> | undefined;
  reaction(
    () => store.online && store.networkFailed,
    (stale) => {
      clearInterval(timer);
      if (stale && probeUrl !== null) {
        timer = setInterval(() => {
          void apiReachable(probeUrl).then((fresh) => fresh && store.answered(null, Date.now()));
        }, RETRY_MS);
      }
    },
  );
}

/**
 * Forgets the kept API answers: the page deletes them itself (a page no worker controls yet), and tells the
 * worker, which also drops the answers of requests still under way, arriving after the session ended
 * (sw-rules.ts, AnswerGenerations). Never fails.
 */
export function forgetKeptAnswers(): void {
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    navigator.serviceWorker.controller?.postMessage({ type: SW_MESSAGES.forgetAnswers });
  }
  if (typeof caches !== 'undefined') caches.delete(RUNTIME_CACHES.api).catch(() => undefined);
}

/** The app's updater (AppUpdater): main.tsx binds one that loads this file and calls it. */
export const serviceWorkerUpdater = new ServiceWorkerUpdater();

/**
 * Connects the app's stores to the browser, once the page has loaded (this file is a chunk of its own, out
 * of the first load). The service worker is registered in production builds only: the dev server rebuilds
 * files under the same names, and tests never run this file.
 */
export function startPwa(container: Container): void {
  // The app settings (common/config): a small public GET, the same for everyone.
  const apiBase = container.get<AppConfig>(AppConfig).apiBase;
  const probeUrl = apiBase ? apiBase.replace(/\/+$/, '') + commonConfig.path : null;
  watchConnectivity(container.get(ConnectivityStore), probeUrl);
  // Answers kept for offline use belong to their session (the worker keys them by it): forgotten whenever no
  // token is held, as the other traces of a session are (forget-session-traces.ts).
  forgetWithoutSession(container.get(SessionStore), [forgetKeptAnswers]);
  if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
    registerServiceWorker(serviceWorkerUpdater, container.get(AppUpdateStore));
  }
  // Whether a payment is under way is asked before any reload into a new version; its code (a chunk out of
  // the first load) is loaded a while after the start, so that a deployment, which removes the old
  // version's chunks, does not take it away first (src/ui/app/new-version.ts).
  const payments = container.get<PaymentActivity>(PaymentActivity);
  setTimeout(() => void payments.inProgress().catch(() => undefined), CHECKS_WARM_MS);
}
