import net from 'node:net';

/**
 * A TCP proxy in front of the test PostgreSQL that a test can cut: its connections are dropped and
 * new ones refused (as a database that went down), then let through again. The app under test
 * reaches its database through it; the test's own checks go to the database directly.
 */
export interface PgProxy {
  /** `dbUrl` with its host and port the proxy's. */
  url: string;
  /** Drops every open connection and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function pgProxy(dbUrl: string): Promise<PgProxy> {
  const target = new URL(dbUrl);
  const open = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
  const url = new URL(dbUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cut() {
      down = true;
      for (const s of open) s.destroy();
      open.clear();
    },
    restore() {
      down = false;
    },
    close: () => new Promise((res) => server.close(() => res())),
  };
}
