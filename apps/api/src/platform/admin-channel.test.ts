import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminChannelError, callAdminChannel, openAdminChannel, type AdminChannel } from './admin-channel.ts';
import { createLogger } from './logger.ts';

const logger = createLogger({ logLevel: 'silent', isProduction: true });

describe('the admin channel of a running server', () => {
  let dataDir = '';
  let channel: AdminChannel | null = null;
  let received: string[][] = [];
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'equicreators-channel-'));
    received = [];
    channel = await openAdminChannel({
      dataDir,
      logger,
      run: (args) => {
        received.push(args);
        if (args[0] === 'fail') return Promise.reject(new Error('No brand account uses ghost@example.com.'));
        return Promise.resolve(`ran ${args.join(' ')}`);
      },
    });
  });
  afterEach(async () => {
    await channel?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const channelFile = () => join(dataDir, 'admin-channel.json');
  const readChannelFile = async () =>
    JSON.parse(await readFile(channelFile(), 'utf8')) as { pid: number; port: number; token: string };

  it('runs a command for the process that can read its owner-only file, and answers its line', async () => {
    expect((await stat(channelFile())).mode & 0o777).toBe(0o600);
    expect((await readChannelFile()).pid).toBe(process.pid);
    expect(await callAdminChannel(dataDir, process.pid, ['mark-paid', 'a@example.com'])).toBe(
      'ran mark-paid a@example.com',
    );
    const failure = callAdminChannel(dataDir, process.pid, ['fail', 'ghost@example.com']);
    await expect(failure).rejects.toBeInstanceOf(AdminChannelError);
    await expect(failure).rejects.toThrow('No brand account uses ghost@example.com.');
  });

  it('refuses a caller without the token, and anything but a command', async () => {
    const { port, token } = await readChannelFile();
    const post = (authorization: string, body: string) =>
      fetch(`http://127.0.0.1:${String(port)}/`, { method: 'POST', headers: { authorization }, body });
    const command = JSON.stringify({ args: ['mark-paid', 'a@example.com'] });
    expect((await post('', command)).status).toBe(401);
    expect((await post(`Bearer ${token.slice(1)}x`, command)).status).toBe(401);
    expect((await post(`Bearer ${token}`, '{"args":"mark-paid"}')).status).toBe(400);
    expect((await post(`Bearer ${token}`, 'x'.repeat(20_000))).status).toBe(400);
    expect((await fetch(`http://127.0.0.1:${String(port)}/`)).status).toBe(404);
    expect(received).toEqual([]);
  });

  it('talks only to the process that holds the database, and says so when it offers no channel', async () => {
    await expect(callAdminChannel(dataDir, process.pid + 1, ['mark-paid', 'a@example.com'])).rejects.toThrow(
      /in use by another process \(pid \d+\) that does not take admin commands/,
    );
    await channel?.close();
    channel = null;
    await expect(stat(channelFile())).rejects.toThrow();
    await expect(callAdminChannel(dataDir, process.pid, ['mark-paid', 'a@example.com'])).rejects.toBeInstanceOf(
      AdminChannelError,
    );
    expect(received).toEqual([]);
  });
});
