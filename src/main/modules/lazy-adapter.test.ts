import { describe, expect, it } from 'vitest';
import { lazyAdapter } from './lazy-adapter';

interface Greeter {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
}

class HelloGreeter implements Greeter {
  private calls = 0;
  async greet(name: string): Promise<string> {
    this.calls += 1;
    return `hello ${name}`;
  }
  async count(): Promise<number> {
    return this.calls;
  }
}

describe('lazyAdapter', () => {
  it('loads the adapter at the first call, once, and calls it as itself', async () => {
    let loads = 0;
    const port = lazyAdapter<Greeter>(
      async () => {
        loads += 1;
        return new HelloGreeter();
      },
      { greet: true, count: true },
    );
    expect(loads).toBe(0);
    expect(await port.greet('a')).toBe('hello a');
    expect(await port.greet('b')).toBe('hello b');
    expect(await port.count()).toBe(2);
    expect(loads).toBe(1);
  });

  it('fails the call when the download fails, and tries again at the next', async () => {
    let attempt = 0;
    const port = lazyAdapter<Greeter>(
      async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('offline');
        return new HelloGreeter();
      },
      { greet: true, count: true },
    );
    await expect(port.greet('a')).rejects.toThrow('offline');
    expect(await port.greet('a')).toBe('hello a');
  });
});
