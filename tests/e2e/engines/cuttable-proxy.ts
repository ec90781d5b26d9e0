import { request as httpRequest, Agent, createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A loopback HTTP proxy in front of the engines' own demo API, which a test can cut: WebDriver
 * classic has no network switch, so "offline" here is a server that is gone. Cut, nothing listens
 * on the port and every open connection is dropped, so the browser's next request fails at once
 * (connection refused), as on a phone whose network went away without the system noticing:
 * navigator.onLine stays true. It also records every API call it passed on, so a test can count
 * what the app really sent.
 */
export interface CuttableProxy {
  /** The origin the browser opens, e.g. http://127.0.0.1:41234. */
  readonly origin: string;
  /** Every /api/ call passed on to the server, as 'METHOD /path'. */
  readonly apiCalls: string[];
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startCuttableProxy(upstream: string): Promise<CuttableProxy> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true });
  const sockets = new Set<Socket>();
  const apiCalls: string[] = [];
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((incoming, outgoing) => {
        const path = incoming.url ?? '/';
        if (path.startsWith('/api/') || process.env.PROXY_ALL)
          apiCalls.push(`${incoming.method} ${path.split('?')[0]}`);
        const forwarded = httpRequest(
          {
            host: target.hostname,
            port: target.port,
            method: incoming.method,
            path,
            headers: incoming.headers,
            agent,
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
            answer.pipe(outgoing);
          },
        );
        forwarded.on('error', () => outgoing.destroy());
        incoming.pipe(forwarded);
      });
      next.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        if (typeof address === 'object' && address) port = address.port;
        server = next;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const closing = server;
      server = undefined;
      if (!closing) return resolve();
      closing.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  await listen();
  return {
    origin: `http://127.0.0.1:${port}`,
    apiCalls,
    cut: stop,
    restore: async () => {
      if (!server) await listen();
    },
    close: async () => {
      await stop();
      agent.destroy();
    },
  };
}
