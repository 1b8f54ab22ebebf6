/**
 * Holds the calls of a fake: while held, every call waits at `pass()` until the test releases it, so a
 * test can look at a busy state (a spinner, a disabled button) before the answer arrives.
 */
export class Gate {
  private gate: Promise<void> | null = null;

  /** Holds every call from now on; the answer releases them all. */
  hold(): () => void {
    let release = () => {};
    this.gate = new Promise<void>((resolve) => {
      release = () => {
        this.gate = null;
        resolve();
      };
    });
    return release;
  }

  async pass(): Promise<void> {
    if (this.gate) await this.gate;
  }
}
