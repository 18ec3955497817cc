import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { MessageView, ThreadPage } from '@equicreators/shared';
import { fromSourceArgs } from '../from-source.ts';
import { connectLive, type LiveTestClient } from './live-test-client.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../../../../..');

/** For the chaos test: an API server in a process of its own (so it can be SIGKILLed), run from source. */
export async function spawnApiProcess(env: Record<string, string>, port: number) {
  const child = spawn(
    process.execPath,
    fromSourceArgs(),
    // Only what it is given (and no inherited DATABASE_URL or secrets): the test names its own database.
    { cwd: REPO_ROOT, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('The API process exited during start-up');
    const isUp = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return { url, kill: (signal: NodeJS.Signals) => child.kill(signal), exited };
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill('SIGKILL');
  throw new Error('The API process did not start in time');
}

/**
 * A thread as the web client renders it (docs/decisions/010): by seq only. `seq == last + 1`
 * appends, `seq <= last` is dropped, a gap and every `ready` fetch `?after=last`. Events are
 * applied one at a time, as a single-threaded UI would.
 */
export function createThreadRenderer(fetchAfter: (after: number) => Promise<ThreadPage>) {
  const rendered: MessageView[] = [];
  const anomalies: string[] = [];
  let last = 0;
  let queue: Promise<void> = Promise.resolve();
  const append = (message: MessageView) => {
    if (message.seq !== last + 1) anomalies.push(`appended ${message.seq} after ${last}`);
    rendered.push(message);
    last = message.seq;
  };
  const catchUp = async () => {
    for (;;) {
      const page = await fetchAfter(last);
      for (const message of page.items) if (message.seq > last) append(message);
      if (page.items.length === 0 || last >= page.lastSeq) return;
    }
  };
  const apply = (event: LiveTestClient['events'][number]) => {
    queue = queue
      .then(async () => {
        if (event.type === 'ready') return catchUp();
        if (event.type !== 'message') return;
        if (event.message.seq <= last) return;
        if (event.message.seq === last + 1) return append(event.message);
        return catchUp();
      })
      .catch((error: unknown) => {
        anomalies.push(`failed to apply ${event.type}: ${String(error)}`);
      });
  };
  return { rendered, anomalies, apply, last: () => last, settled: () => queue };
}

/**
 * A live stream that reconnects by itself (short jittered backoff) to the next server in `urls`
 * when its connection ends, as the web client does; `setOnline(false)` takes it off the network.
 */
export function createReconnectingStream(
  urls: () => string[],
  authorization: string,
  onEvent: (event: LiveTestClient['events'][number]) => void,
) {
  let current: LiveTestClient | null = null;
  let isOnline = true;
  let isStopped = false;
  let attempt = 0;
  let connections = 0;

  const run = async () => {
    while (!isStopped && isOnline) {
      const candidates = urls();
      const url = candidates[attempt % candidates.length] ?? '';
      try {
        const client = await connectLive(url, authorization, onEvent);
        if (client.response.status !== 200) throw new Error(`status ${String(client.response.status)}`);
        current = client;
        connections += 1;
        await client.ended;
      } catch {
        // Refused or unreachable: the next server, after a pause.
      }
      current = null;
      attempt += 1;
      await new Promise((done) => setTimeout(done, 50 + Math.random() * 150));
    }
  };
  let running = run();

  return {
    connections: () => connections,
    setOnline: async (online: boolean) => {
      isOnline = online;
      if (!online) {
        current?.close();
        await running;
      } else {
        running = run();
      }
    },
    stop: async () => {
      isStopped = true;
      current?.close();
      await running;
    },
  };
}

/** A local port nothing listens on right now. */
export function findFreePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}
