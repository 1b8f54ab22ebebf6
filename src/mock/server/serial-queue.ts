/**
 * Runs tasks one at a time, in the order they were given: what one account sends on a chain must not race
 * for its nonces (the local chain's funding grants from the deployer, the funds withdrawals from the hot
 * wallet). A failed task does not stop the ones after it.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => {});
    return result;
  }
}
