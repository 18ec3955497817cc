import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import type { Logger } from './logger.ts';

/**
 * How `npm run admin` reaches a server that holds the embedded database (docs/decisions/017): the
 * server listens on 127.0.0.1 only, on a port of the system's choosing, and writes that port with a
 * random token to DATA_DIR/admin-channel.json, readable by its owner alone. Whoever can read that
 * file can read the database itself, so the channel opens no way in that was not there.
 */
const CHANNEL_FILE = 'admin-channel.json';
const LOOPBACK = '127.0.0.1';
const MAX_BODY_BYTES = 16 * 1024;
// argon2 for create-admin, a transaction for the others: seconds at worst on a busy machine.
const ANSWER_TIMEOUT_MS = 60_000;

const ChannelFileSchema = z.object({ pid: z.number().int(), port: z.number().int(), token: z.string().min(32) });
const CommandSchema = z.object({ args: z.array(z.string().max(1000)).max(8) });
const AnswerSchema = z.union([z.object({ line: z.string() }), z.object({ message: z.string() })]);
type Answer = z.infer<typeof AnswerSchema>;

export type AdminChannel = {
  /** Removes the file and stops listening once the commands in flight have answered. */
  close(): Promise<void>;
};

/** Serves `run` to the command line of this machine until closed; `run` answers the line to print. */
export async function openAdminChannel(options: {
  dataDir: string;
  logger: Logger;
  run: (args: string[]) => Promise<string>;
}): Promise<AdminChannel> {
  const token = randomBytes(32).toString('base64url');
  const server = createServer((request, response) => {
    void answerCommand(request, token, options).then(({ status, answer }) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    }, respondWithFailure(response));
  });
  server.requestTimeout = ANSWER_TIMEOUT_MS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const path = join(options.dataDir, CHANNEL_FILE);
  // Written whole under another name, then renamed: a reader never sees half a file, and the
  // file is created 0600 even where a stale one had other permissions.
  const temporary = `${path}.${String(process.pid)}.tmp`;
  await rm(temporary, { force: true });
  await writeFile(temporary, JSON.stringify({ pid: process.pid, port, token }), { mode: 0o600, flag: 'wx' });
  await rename(temporary, path);
  return {
    close: async () => {
      await rm(path, { force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function answerCommand(
  request: IncomingMessage,
  token: string,
  { logger, run }: { logger: Logger; run: (args: string[]) => Promise<string> },
): Promise<{ status: number; answer: Answer }> {
  if (request.method !== 'POST' || request.url !== '/') return { status: 404, answer: { message: 'Not found.' } };
  if (!isTokenGiven(request.headers.authorization, token)) {
    return { status: 401, answer: { message: 'The admin channel refused the token.' } };
  }
  const command = CommandSchema.safeParse(await readJson(request));
  if (!command.success) return { status: 400, answer: { message: 'The admin channel expects { args: string[] }.' } };
  const name = command.data.args[0] ?? '';
  try {
    const line = await run(command.data.args);
    // Who changed what, for the operator reading the log later (never the arguments: a password).
    logger.info({ command: name }, 'An admin command from the command line ran');
    return { status: 200, answer: { line } };
  } catch (error) {
    logger.warn({ command: name, err: error }, 'An admin command from the command line failed');
    return { status: 422, answer: { message: error instanceof Error ? error.message : String(error) } };
  }
}

function isTokenGiven(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > MAX_BODY_BYTES) return null;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function respondWithFailure(response: ServerResponse) {
  return () => {
    if (!response.headersSent) response.writeHead(500).end();
  };
}

/**
 * Runs an admin command in the server whose pid holds the embedded database, through its channel.
 * Refuses (AdminChannelError) when that process offers none, rather than talk to a port a stale
 * file names.
 */
export async function callAdminChannel(
  dataDir: string,
  serverPid: number | null,
  args: string[],
  timeoutMs: number = ANSWER_TIMEOUT_MS,
): Promise<string> {
  const unreachable = new AdminChannelError(
    `The embedded database in ${dataDir} is in use by another process${serverPid ? ` (pid ${String(serverPid)})` : ''} ` +
      'that does not take admin commands: a command-line tool, or a server still starting. ' +
      'Try again once the server has started, stop that process, or set DATABASE_URL.',
  );
  const channel = ChannelFileSchema.safeParse(
    await readFile(join(dataDir, CHANNEL_FILE), 'utf8')
      .then((text) => JSON.parse(text) as unknown)
      .catch(() => null),
  );
  if (!channel.success || serverPid === null || channel.data.pid !== serverPid) throw unreachable;
  const response = await fetch(`http://${LOOPBACK}:${String(channel.data.port)}/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${channel.data.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ args }),
    signal: AbortSignal.timeout(timeoutMs),
  }).catch(() => null);
  const answer = AnswerSchema.safeParse(await response?.json().catch(() => null));
  if (!response || !answer.success) throw unreachable;
  if ('line' in answer.data) return answer.data.line;
  throw new AdminChannelError(answer.data.message);
}

/** The command failed in the server, or no server took it: the message is all the user needs. */
export class AdminChannelError extends Error {
  override name = 'AdminChannelError';
}
