/**
 * The server's clock as this device best knows it. A phone whose clock is minutes off would have every
 * sealed request refused as stale (the envelope allows 60 s either way), login included, so the client
 * keeps the offset it reads from each answer's `Date` header and seals with the server's time.
 */
export class ServerTime {
  private offsetMs = 0;

  constructor(private readonly localNow: () => number = () => Date.now()) {}

  /** Milliseconds since the epoch on the server's clock, as last learnt. */
  now(): number {
    return this.localNow() + this.offsetMs;
  }

  /** The offset in use (server minus device), in milliseconds. */
  get offset(): number {
    return this.offsetMs;
  }

  /**
   * Learns from an answer's `Date` header, taken as the midpoint of the round trip. The header has whole
   * seconds, so a difference within 2 s of the offset in use is noise and changes nothing. Answers whether
   * the offset moved; a missing or unreadable header teaches nothing.
   */
  learn(dateHeader: string | null, sentAt: number, receivedAt: number): boolean {
    if (!dateHeader) return false;
    const server = Date.parse(dateHeader);
    if (!Number.isFinite(server)) return false;
    // The header is truncated to the second: half a second is its expected error.
    const offset = Math.round(server + 500 - (sentAt + receivedAt) / 2);
    if (Math.abs(offset - this.offsetMs) < 2_000) return false;
    this.offsetMs = offset;
    return true;
  }
}
