import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, type Logger } from './logger.ts';
import { createLogTransport } from './mail/mail-transport.ts';

/** A logger that writes its JSON lines to memory. */
function loggerIntoBuffer(): { logger: Logger; written: () => string } {
  let text = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'info', isProduction: true }, destination), written: () => text };
}

describe('the request log', () => {
  const { logger, written } = loggerIntoBuffer();
  const app = Fastify({ loggerInstance: logger });
  beforeAll(async () => {
    app.get('/api/files/:id', async () => ({ ok: true }));
    app.get('/api/broken', async (request) => {
      throw new Error(`Could not read http://localhost:3000${request.url}`);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('writes the path of each request without its query string', async () => {
    await app.inject({ method: 'GET', url: '/api/files/42?sig=SIGNATURE1&exp=1767225600' });
    await app.inject({ method: 'GET', url: '/reset-password?token=RESETTOKEN1' });
    await app.inject({ method: 'GET', url: '/confirm-email?token=CHANGETOKEN1#top' });

    const urls = written()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { req?: { url: string } })
      .flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toEqual(['/api/files/42', '/reset-password', '/confirm-email']);
    for (const secret of ['SIGNATURE1', 'RESETTOKEN1', 'CHANGETOKEN1', '1767225600']) {
      expect(written()).not.toContain(secret);
    }
  });

  it('leaves secret parameters out of messages and errors that quote an address', async () => {
    await app.inject({ method: 'GET', url: '/api/broken?token=ERRORTOKEN1&page=2' });
    logger.warn('Reply was already sent for /api/files/42?sig=SIGNATURE2&exp=1');
    expect(written()).toContain('?token=[redacted]&page=2');
    expect(written()).toContain('?sig=[redacted]&exp=[redacted]');
    expect(written()).not.toContain('ERRORTOKEN1');
    expect(written()).not.toContain('SIGNATURE2');
  });
});

describe('the e-mail log without SMTP', () => {
  it('names the e-mail by id and category and where to read it, never its address, subject or text', async () => {
    const { logger, written } = loggerIntoBuffer();
    const transport = createLogTransport(logger, 'http://localhost:3000/dev/outbox');
    await transport.send({
      id: 'c0ffee00-0000-4000-8000-000000000001',
      category: 'essential',
      to: 'ava@example.com',
      subject: 'Reset your password, Ava Sinclair',
      text: 'Your code is 482913. Reset: http://localhost:3000/reset-password?token=MAILTOKEN1',
    });
    expect(written()).toContain('c0ffee00-0000-4000-8000-000000000001');
    expect(written()).toContain('"category":"essential"');
    expect(written()).not.toContain('ava@example.com');
    expect(written()).not.toContain('Sinclair');
    expect(written()).toContain('read it at http://localhost:3000/dev/outbox');
    expect(written()).not.toContain('482913');
    expect(written()).not.toContain('MAILTOKEN1');
  });
});
