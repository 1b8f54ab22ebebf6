import { makeAutoObservable } from 'mobx';

/** One recorded script error: when, where it came from, and its text with personal data removed. */
export interface ErrorRecord {
  readonly at: number;
  readonly source: 'script' | 'rejection' | 'render' | 'chunk';
  readonly name: string;
  readonly message: string;
}

/** How many records are kept: the last few are what a support person needs. */
export const ERROR_LOG_SIZE = 10;

/**
 * Removes what could identify a person or a session from an error text: 0x addresses, transaction hashes
 * and other long hex, bearer tokens and JWT-like strings, e-mail addresses, long digit runs (phones), and
 * query strings of URLs (invite codes, tokens).
 */
export function scrub(text: string): string {
  return text
    .replace(/0x[0-9a-fA-F]{8,}/g, '0x…')
    .replace(/\b[0-9a-fA-F]{32,}\b/g, '…')
    .replace(/Bearer\s+\S+/gi, 'Bearer …')
    .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '…')
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, '…@…')
    .replace(/\+?\d[\d\s-]{7,}\d/g, '…')
    .replace(/(https?:\/\/[^\s?]+)\?[^\s]*/g, '$1?…')
    .slice(0, 300);
}

/**
 * Script errors and unhandled rejections are kept out of the person's way (spec: swallowed silently), but
 * the last few are recorded here, scrubbed, for the diagnostics panel.
 */
export class ErrorLog {
  records: ErrorRecord[] = [];

  constructor(private readonly now: () => number = () => Date.now()) {
    makeAutoObservable<this, 'now'>(this, { now: false });
  }

  record(source: ErrorRecord['source'], error: unknown): void {
    const name = error instanceof Error ? error.name : typeof error;
    const message = error instanceof Error ? error.message : String(error);
    const entry: ErrorRecord = { at: this.now(), source, name: scrub(name), message: scrub(message) };
    this.records = [...this.records, entry].slice(-ERROR_LOG_SIZE);
  }
}
