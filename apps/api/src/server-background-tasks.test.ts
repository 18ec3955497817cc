import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig, type Config } from './platform/config.ts';
import { createLogger } from './platform/logger.ts';
import { queueMail } from './platform/mail/mailer.ts';
import { serverProcesses } from './db/schema/index.ts';
import type { Database } from './db/client.ts';
import { startServer } from './server.ts';
import { mailsTo } from './test/outbox.ts';
import { createPostgresTestDatabase, testDatabaseEngine } from './test/test-database.ts';

const silentLogger = createLogger({ logLevel: 'silent', isProduction: true });
const TO = 'queued@tasks.test';

/** BACKGROUND_TASKS (issue 23): a process with it off serves requests and runs no timed task. */
describe('the server’s background tasks', () => {
  let dataDir = '';
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'equicreators-tasks-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  async function configWith(env: Record<string, string>): Promise<Config> {
    const database =
      testDatabaseEngine() === 'postgres'
        ? await createPostgresTestDatabase().then((created) => {
            onTestFinished(() => created.drop());
            return { DATABASE_URL: created.url };
          })
        : {};
    return loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      DATA_DIR: dataDir,
      ...database,
      ...env,
    });
  }

  it('with BACKGROUND_TASKS=off leaves a queued mail queued, and a server with them on sends it', async () => {
    const off = await configWith({ BACKGROUND_TASKS: 'off' });
    const idle = await startServer(off, silentLogger);
    try {
      expect((await fetch(`${idle.url}/api/health`)).status).toBe(200);
      await queueMail(idle.database.db, {
        category: 'essential',
        to: TO,
        subject: 'Waiting',
        text: 'Sent by whoever runs the tasks.',
      });
      // An absence cannot be waited for: a running dispatcher passes every second (the first at
      // start), so this leaves it more than one pass after the mail was queued.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await mailsTo(idle.database.db, TO)).map((mail) => mail.status)).toEqual(['pending']);
    } finally {
      await idle.close();
    }

    // The same outbox with the tasks on (the default): the mail goes, so the check above could fail.
    const on = { ...off, backgroundTasks: true };
    const busy = await startServer(on, silentLogger);
    try {
      const deadline = Date.now() + 10_000;
      let statuses: string[] = [];
      while (Date.now() < deadline) {
        statuses = (await mailsTo(busy.database.db, TO)).map((mail) => mail.status);
        if (statuses[0] === 'sent') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(statuses).toEqual(['sent']);
    } finally {
      await busy.close();
    }
  });

  it('beats whether or not it runs the tasks, and a server closed on purpose deletes its row', async () => {
    // The first beat is written right after listening: waited for, as the dispatcher's mail above.
    const heartbeatRows = async (db: Database, count: number) => {
      const deadline = Date.now() + 10_000;
      let rows = await db.select().from(serverProcesses);
      while (rows.length !== count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        rows = await db.select().from(serverProcesses);
      }
      return rows;
    };
    const off = await configWith({ BACKGROUND_TASKS: 'off' });
    const idle = await startServer(off, silentLogger);
    try {
      const rows = await heartbeatRows(idle.database.db, 1);
      expect(rows.map((row) => ({ pid: row.pid, runsBackgroundTasks: row.runsBackgroundTasks }))).toEqual([
        { pid: process.pid, runsBackgroundTasks: false },
      ]);
    } finally {
      await idle.close();
    }

    // The same database: the closed server's row is gone, the new one's is there.
    const busy = await startServer({ ...off, backgroundTasks: true }, silentLogger);
    try {
      const rows = await heartbeatRows(busy.database.db, 1);
      expect(rows.map((row) => row.runsBackgroundTasks)).toEqual([true]);
    } finally {
      await busy.close();
    }
  });
});
