import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../fake-smtp-server.ts';
import { createOutsiderBrand, createThreads } from './attack-cast.ts';
import { START_TIMEOUT_MS, startAttackServer } from './attack-server.ts';
import { describeImageAttacks } from './image-attacks.ts';
import { describeProxyAttacks, describeVitalsFlood } from './proxy-attacks.ts';
import { describeUploadAttacks, UPLOAD_THREADS, type UploadSuite } from './upload-attacks.ts';

/**
 * Issue 18, "the proof": one API process, run from source on this run's engine, configured as in
 * production behind a loopback proxy, attacked in turn (docs/decisions/015). One process for
 * the whole file: its start costs more than most of the tests, and the tests run one after the
 * other, so no measurement disturbs another. The quotas (a test-only QUOTA_SCALE) and the dev
 * outbox (other NODE_ENVs) need servers configured otherwise, in their own files.
 */
let suite: UploadSuite | undefined;
// Production refuses to start without a mail relay: this one keeps what it is sent.
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
const current = (): UploadSuite => {
  if (!suite) throw new Error('The attack server did not start');
  return suite;
};

describe('a production server under attack', () => {
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const { server, seeded } = await startAttackServer({
      env: { NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1', SMTP_URL: smtp.url },
      seed: async (tools) => ({
        threads: await createThreads(tools, UPLOAD_THREADS),
        outsider: await createOutsiderBrand(tools),
      }),
    });
    suite = { server, ...seeded };
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await suite?.server.dispose();
    await smtp?.close();
  });

  describeUploadAttacks(current);
  describeProxyAttacks(current);
  describeImageAttacks(current);

  it('does not serve the dev outbox in production', async () => {
    const { server } = current();
    expect((await fetch(`${server.baseUrl}/api/dev/outbox`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/dev/outbox`, { headers: { accept: 'text/html' } })).status).toBe(404);
  });

  // Last: it stops the server to count rows.
  describeVitalsFlood(current);
});
