import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on 127.0.0.1 in front of the mock server, for the socket fault scenarios: `stall` stops
 * forwarding on every connection open now and keeps them open (a Wi-Fi or NAT that drops packets silently:
 * no close frame, no reset), while new connections pass as before. `listen` may reuse a port that refused
 * connections until then.
 */
export class StallProxy {
  private server: Server | null = null;
  private readonly pairs = new Set<[Socket, Socket]>();

  constructor(private readonly target: number) {}

  listen(port = 0): Promise<number> {
    const server = createServer((client) => {
      const upstream = connect(this.target, '127.0.0.1');
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      client.pipe(upstream);
      upstream.pipe(client);
      const end = () => {
        this.pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  }

  /** Every connection open now goes silent both ways and stays open. */
  stall(): void {
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  async close(): Promise<void> {
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A port nothing listens on (just freed by the system). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await new Promise<number>((resolve) =>
    probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port)),
  );
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
