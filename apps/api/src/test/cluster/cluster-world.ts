import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../migrate-database.ts';
import { createThreads, type AttackThread } from '../attack/attack-cast.ts';
import { createCreator, sessionLogin } from '../factories.ts';
import { startSmtpServer } from '../fake-smtp-server.ts';
import { startTestS3Server } from '../s3-server.ts';
import { createPostgresTestDatabase } from '../test-database.ts';
import { type Cluster, startCluster } from './cluster.ts';

/** Threads of their own for the crash test's steady load, one per client. */
export const LOAD_CLIENTS = 3;

/** What the cluster proof runs on: the processes, and what they share. */
export type World = {
  cluster: Cluster;
  thread: AttackThread;
  /** Threads of their own for the steady load of the crash test. */
  loadThreads: AttackThread[];
  creatorAuthorization: string;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  databaseUrl: string;
  cleanUp: () => Promise<void>;
};

/**
 * A PostgreSQL database of its own (copied from the run's migrated template), an s3rver bucket, a
 * fake SMTP server, a seeded thread and creator, then three processes behind haproxy. Everything is
 * released when the start fails half-way.
 */
export async function startWorld(haproxy: string): Promise<World> {
  const postgres = await createPostgresTestDatabase();
  const s3 = await startTestS3Server();
  const smtp = await startSmtpServer();
  const dataDir = await mkdtemp(join(tmpdir(), 'equicreators-cluster-'));
  const cleanUp = async () => {
    await smtp.close();
    await s3.close();
    await postgres.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const jwtSecret = randomBytes(32).toString('hex');
    const handle = await openDatabase({ engine: 'postgres', url: postgres.url, poolSize: 2 });
    let thread: AttackThread;
    let loadThreads: AttackThread[];
    let creatorAuthorization: string;
    try {
      await migrateDatabase(handle);
      const login = sessionLogin(handle.db, jwtSecret);
      [thread, ...loadThreads] = (await createThreads({ db: handle.db, login }, 1 + LOAD_CLIENTS)) as [
        AttackThread,
        ...AttackThread[],
      ];
      creatorAuthorization = await login(await createCreator(handle.db, { firstName: 'Feedreader' }));
    } finally {
      await handle.close();
    }
    // No web build: the processes start faster, and no page is under test here.
    const noWebBuild = join(dataDir, 'no-web-build');
    await mkdir(noWebBuild);
    const cluster = await startCluster({
      processes: 3,
      dataDir,
      haproxy,
      env: {
        PATH: process.env.PATH ?? '',
        JWT_SECRET: jwtSecret,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: noWebBuild,
        DATABASE_URL: postgres.url,
        DATABASE_POOL_SIZE: '4',
        TRUST_PROXY: '127.0.0.1',
        BACKGROUND_TASKS: 'on',
        SMTP_URL: smtp.url,
        ...s3.env,
      },
    });
    return { cluster, thread, loadThreads, creatorAuthorization, smtp, databaseUrl: postgres.url, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
