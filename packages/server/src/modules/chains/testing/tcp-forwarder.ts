import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from './node-process.js';

export interface TcpForwarder {
  /** The loopback port it listens on (the same after down() and up()). */
  port: number;
  /** Cuts every connection and stops listening: the endpoint is unreachable until up(). */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Tests only: a loopback TCP relay in front of a node's endpoint (its ZMQ publisher or its
 * WebSocket), so a test can take the push connection down and bring it back while the node itself
 * stays up for the other files of the run.
 */
export async function startTcpForwarder(target: { host: string; port: number }): Promise<TcpForwarder> {
  const port = await freePort();
  const open = new Set<Socket>();
  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolveListen, reject) => {
      const next = createServer((client) => {
        const upstream = connect(target.port, target.host);
        open.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          open.delete(client);
          open.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolveListen();
      });
    });
  const down = async () => {
    const closing = server;
    server = undefined;
    for (const socket of open) socket.destroy();
    open.clear();
    if (closing !== undefined) await new Promise<void>((resolveClose) => closing.close(() => resolveClose()));
  };
  await listen();
  return { port, down, up: listen, stop: down };
}
