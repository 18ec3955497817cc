import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliFromSource } from '../cli-process.ts';
import { createCreator } from '../factories.ts';
import { startSmtpServer } from '../fake-smtp-server.ts';
import { readZipEntries } from '../zip-entries.ts';
import { eventually, START_TIMEOUT_MS, startAttackServer, type AttackServer } from './attack-server.ts';

/**
 * Issue 46, item 14: every e-mail ever sent was kept with its text, so a password-reset link read
 * from a backup archive changed a creator's password. On a production server with a mail relay,
 * the archive taken after the e-mail went holds its recipient and subject but no link, and every
 * token the attacker can dig out of the archive is refused by the reset.
 */
const EMAIL = 'imogen@example.com';
const TOKEN_IN_LINK = /reset-password\?token=([\w-]+)/g;

let server: AttackServer | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
const current = (): AttackServer => {
  if (!server) throw new Error('The attack server did not start');
  return server;
};

describe('a backup archive read by an attacker', () => {
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ server } = await startAttackServer({
      env: { NODE_ENV: 'production', SMTP_URL: smtp.url },
      seed: async ({ db }) => {
        await createCreator(db, { email: EMAIL });
      },
    }));
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  const post = (path: string, body: object) =>
    fetch(`${current().baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('holds no reset link that works', async () => {
    expect((await post('/api/fp/forgot-password', { email: EMAIL, type: 'contentCreator' })).status).toBe(200);
    const delivered = await eventually(async () => (smtp?.received.length ?? 0) > 0, 20_000);
    expect(delivered, current().output()).toBe(true);
    const sentLink = [...(smtp?.received[0]?.raw.replaceAll('=\r\n', '') ?? '').matchAll(TOKEN_IN_LINK)][0]?.[1];
    expect(sentLink).toBeTruthy();

    // The dispatcher empties the row just after the relay took the e-mail: the backup comes after.
    const backedUp = await eventually(async () => {
      const run = await runCliFromSource('backup-cli.ts', current().env, []);
      expect(run, current().output()).toMatchObject({ exitCode: 0 });
      const names = await readdir(join(current().dataDir, 'backups'));
      const latest = names.sort().at(-1) ?? '';
      const entries = readZipEntries(await readFile(join(current().dataDir, 'backups', latest)));
      const outbox = entries.get('database/mail_outbox.jsonl')?.toString('utf8') ?? '';
      return outbox.includes(EMAIL) && !outbox.includes('"status":"pending"');
    }, 30_000);
    expect(backedUp).toBe(true);

    const names = (await readdir(join(current().dataDir, 'backups'))).sort();
    const archive = readZipEntries(await readFile(join(current().dataDir, 'backups', names.at(-1) ?? '')));
    const outboxRows = (archive.get('database/mail_outbox.jsonl')?.toString('utf8') ?? '')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(outboxRows).toEqual([
      expect.objectContaining({
        to_address: EMAIL,
        status: 'sent',
        category: 'essential',
        text_body: '',
        html_body: null,
      }),
    ]);
    // The attacker searches every entry for a reset link, and tries whatever token-like text is in it.
    const everything = [...archive.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    expect(everything).not.toContain(sentLink);
    const tokens = [...everything.matchAll(TOKEN_IN_LINK)].map((match) => match[1] ?? '');
    expect(tokens).toEqual([]);
    const guesses = [
      '',
      ...new Set([...everything.matchAll(/"token_hash":"([^"]+)"/g)].map((match) => match[1] ?? '')),
    ];
    for (const token of guesses.filter(Boolean)) {
      const tried = await post('/api/fp/reset-password', { token, password: 'Taken-over-by-a-thief-1' });
      expect(tried.status).toBe(400);
    }
  });
});
