import net from 'node:net';

/**
 * A TCP proxy between a CMS and a real server (PostgreSQL, Redis, SMTP) that a test can break on purpose:
 * `down()` drops every connection and refuses new ones (the server stopped), `mute()` accepts and forwards
 * nothing (the server stalled), `restart()` drops every connection but keeps accepting (the server restarted),
 * `up()` passes traffic again. The real server is never touched, so other suites sharing it go on.
 */
export type FaultProxy = {
  port: number;
  url: (scheme: string, suffix?: string) => string;
  up: () => void;
  down: () => void;
  mute: () => void;
  restart: () => void;
  close: () => Promise<void>;
  /** Connections currently open through the proxy. */
  connections: () => number;
};

type Mode = 'up' | 'down' | 'mute';

export const startFaultProxy = async (target: { host: string; port: number }): Promise<FaultProxy> => {
  let mode: Mode = 'up';
  const pairs = new Set<{ client: net.Socket; server?: net.Socket }>();

  const dropAll = () => {
    for (const pair of pairs) {
      pair.client.destroy();
      pair.server?.destroy();
    }
    pairs.clear();
  };

  const server = net.createServer((client) => {
    if (mode === 'down') return void client.destroy();
    const pair: { client: net.Socket; server?: net.Socket } = { client };
    pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      pair.server?.destroy();
      pairs.delete(pair);
    });
    if (mode === 'mute') return; // accepted, never answered
    const upstream = net.connect(target.port, target.host);
    pair.server = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    url: (scheme, suffix = '') => `${scheme}://127.0.0.1:${port}${suffix}`,
    up: () => void (mode = 'up'),
    down: () => {
      mode = 'down';
      dropAll();
    },
    mute: () => {
      mode = 'mute';
      dropAll();
    },
    restart: () => dropAll(),
    connections: () => pairs.size,
    close: async () => {
      dropAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

/** host/port of a postgres:// or redis:// URL, for pointing a proxy at it. */
export const hostAndPort = (url: string, defaultPort: number) => {
  const u = new URL(url);
  return { host: u.hostname || '127.0.0.1', port: Number(u.port || defaultPort) };
};
