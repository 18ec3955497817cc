import { createServer, type Socket } from 'node:net';

/** A Stripe that accepts connections and never answers: how a frozen or unreachable upstream looks. */
export type FrozenStripe = {
  url: string;
  /** Connections accepted so far (each SDK attempt opens or reuses one). */
  connections(): number;
  /** Resolves once a request has reached it, i.e. the caller is now waiting on Stripe. */
  waitForRequest(): Promise<void>;
  close(): Promise<void>;
};

export async function startFrozenStripe(): Promise<FrozenStripe> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  let waiters: (() => void)[] = [];
  const server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // Read and drop the request; never write a byte back.
    socket.on('data', () => {
      for (const wake of waiters) wake();
      waiters = [];
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => accepted,
    waitForRequest: () => new Promise<void>((resolve) => waiters.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
