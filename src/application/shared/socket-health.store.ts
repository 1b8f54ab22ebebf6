import { makeAutoObservable } from 'mobx';
import type { SocketState } from '../../domain/shared/socket-state';

/**
 * What the live market socket last did, for the diagnostics panel: its state and when the last message
 * came. App-wide (the socket itself loads with the trade screen); `never opened` until then.
 */
export class SocketHealth {
  state: SocketState | null = null;
  /** Epoch ms of the last message; null before the first. */
  lastMessageAt: number | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setState(state: SocketState): void {
    this.state = state;
  }

  messageAt(at: number): void {
    this.lastMessageAt = at;
  }
}
