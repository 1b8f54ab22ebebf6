import { makeAutoObservable } from 'mobx';
import type { AppErrorKind } from '../../domain/shared/app-error';

const ANSWER_REFRESH_GAP_MS = 60_000;

/** Why money may not move now (an error kind of the catalogue: the screen shows `error.<kind>`). */
export type MoneyBlock = Extract<AppErrorKind, 'offline'>;

/**
 * Whether the app is working from the network or from what it kept, app-wide.
 *
 * Two sources feed it: the browser's online/offline events (src/main/pwa.ts), and every API answer, which
 * either came from the network or from the service worker's cache with the time it was fetched
 * (adapters/api/connectivity-fetch.ts). From them it answers what the screens need: whether to show
 * "offline · as of HH:MM" and with which time, whether money may move (never while offline: nothing is
 * queued), and when to reload the screens after the connection comes back (`refreshes`).
 *
 * The time shown belongs to the screen on view: the oldest cached answer that reached it, else the last
 * time the network answered at all (screens keep what they loaded before the connection went).
 */
export class ConnectivityStore {
  /** What the browser says (navigator.onLine and its events). */
  online = true;
  /** Since the screens last loaded, an answer came from the cache: the network failed even if the browser
   *  thinks it is online. */
  networkFailed = false;
  /** Epoch ms of the last answer from the network; null before the first. */
  lastNetworkAt: number | null = null;
  /** Counts the times the screens should reload what they show (back online after stale data). */
  refreshes = 0;
  /** Writes (non-GET calls) under way: the update policy never reloads under one. */
  writesInFlight = 0;
  /** The screen on view (its path), to which cached answers are attributed. */
  private screen = '';
  private readonly asOfByScreen = new Map<string, number>();
  /** When a network answer last reloaded the screens (at most one a minute: a host that keeps failing while
   *  another answers must not reload the screens again and again). */
  private answerRefreshAt = Number.NEGATIVE_INFINITY;

  constructor() {
    makeAutoObservable<this, 'asOfByScreen' | 'answerRefreshAt'>(
      this,
      { asOfByScreen: true, answerRefreshAt: false },
      { autoBind: true },
    );
  }

  /** No network, or only cached answers: show the note, refuse to move money. */
  get offline(): boolean {
    return !this.online || this.networkFailed;
  }

  /** The time the figures on the screen on view are from, while offline; null when unknown. */
  get asOf(): number | null {
    return this.asOfByScreen.get(this.screen) ?? this.lastNetworkAt;
  }

  /** Why a money action is refused now, or null when it may go. */
  get moneyBlock(): MoneyBlock | null {
    return this.offline ? 'offline' : null;
  }

  /** The browser's word; coming back online after being offline reloads the screens. */
  setOnline(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    if (online) this.refresh();
  }

  /** An API answer arrived: from the network (`cachedAt` null) or kept by the service worker at `cachedAt`. */
  answered(cachedAt: number | null, now: number): void {
    if (cachedAt === null) {
      this.lastNetworkAt = now;
      if (!this.networkFailed) return;
      // The network answers again after cached answers were shown: the screens reload theirs.
      if (now - this.answerRefreshAt >= ANSWER_REFRESH_GAP_MS) {
        this.answerRefreshAt = now;
        this.refresh();
      } else {
        this.networkFailed = false;
      }
      return;
    }
    this.networkFailed = true;
    const known = this.asOfByScreen.get(this.screen);
    if (known === undefined || cachedAt < known) this.asOfByScreen.set(this.screen, cachedAt);
  }

  /** The screen on view changed (its path). */
  showScreen(path: string): void {
    this.screen = path;
  }

  writeStarted(): void {
    this.writesInFlight += 1;
  }

  writeEnded(): void {
    this.writesInFlight = Math.max(0, this.writesInFlight - 1);
  }

  private refresh(): void {
    this.networkFailed = false;
    this.asOfByScreen.clear();
    this.refreshes += 1;
  }
}
