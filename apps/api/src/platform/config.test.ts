import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts on embedded defaults with nothing set', () => {
    const config = loadConfig({ INIT_CWD: '/srv/app' });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('/srv/app/data');
    expect(config.database.url).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
    expect(config.isProduction).toBe(false);
  });

  it('names the variable and the value in one line when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc").',
    );
    const message = captureMessage(() => loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x' }));
    expect(message).toContain('PORT must be a whole number from 0 to 65535 (got "70000")');
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// connection URL');
    expect(message.split('\n')).toHaveLength(1);
  });

  it('refuses production without SMTP_URL in one line: no code, reset or receipt would leave', () => {
    expect(captureMessage(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }))).toBe(
      'Invalid configuration: SMTP_URL is required in production (without a mail relay no sign-in code, password reset or receipt leaves the server).',
    );
  });

  it('requires JWT_SECRET in production, and no demo data there by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required in production/);
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com:587',
    });
    expect(config.seedDemoData).toBe(false);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });

  it('reads the optional services and treats empty values as unset', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://equicreators.example/',
      SUPPORT_EMAIL: 'help@example.com',
      SEED_DEMO_DATA: 'false',
      PORT: '',
    });
    expect(config.database.url).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.mail.smtpUrl).toBe('smtp://mail.example.com:587');
    expect(config.publicUrl).toBe('https://equicreators.example');
    expect(config.mail.supportEmail).toBe('help@example.com');
    expect(config.seedDemoData).toBe(false);
    expect(config.port).toBe(3000);
  });

  it('trusts no proxy unless told which: addresses, CIDRs, named ranges or a hop count', () => {
    for (const unset of [
      {},
      { TRUST_PROXY: '' },
      { TRUST_PROXY: 'false' },
      { TRUST_PROXY: 'no' },
      { TRUST_PROXY: '0' },
    ]) {
      expect(loadConfig(unset).trustProxy).toEqual({ kind: 'none' });
    }
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual({
      kind: 'addresses',
      addresses: ['127.0.0.1'],
    });
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, fd00::/8 ,::1, loopback' }).trustProxy).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.0/8', 'fd00::/8', '::1', 'loopback'],
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
  });

  it.each([
    'true',
    'yes',
    'TRUE',
    '0.0.0.0/0',
    '::/0',
    '10.0.0.0/33',
    'fd00::/129',
    'proxy.example.com',
    '10.0.0.1,',
    '-1',
    '1.5',
  ])('refuses TRUST_PROXY=%s in one line that explains the choices', (value) => {
    const message = captureMessage(() => loadConfig({ TRUST_PROXY: value }));
    expect(message).toBe(
      `Invalid configuration: TRUST_PROXY must name the proxies to trust: an address (10.0.0.2), a comma-separated list of addresses, CIDRs or loopback/linklocal/uniquelocal (10.0.0.0/8, fd00::/8), or a hop count (1); "true" would let any client choose its IP with X-Forwarded-For (got ${JSON.stringify(value)}).`,
    );
  });

  it('serves the developer outbox only when NODE_ENV=development is set on purpose', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).isDevOutboxEnabled).toBe(true);
    const unset = loadConfig({});
    expect(unset.nodeEnv).toBe('development');
    expect(unset.isDevOutboxEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).isDevOutboxEnabled).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example.com:587' })
        .isDevOutboxEnabled,
    ).toBe(false);
  });

  it('listens on loopback outside production unless HOST says otherwise (the dev outbox and demo logins stay local)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '192.168.1.20' }).host).toBe('192.168.1.20');
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example.com:587' };
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('keeps uploads on disk by default, and in a bucket with STORAGE=s3 and its settings', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    const s3 = {
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'uploads',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const aws = loadConfig({ ...s3, S3_ENDPOINT: '', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: '' }).storage;
    expect(aws).toMatchObject({ endpoint: null, region: 'eu-west-1', forcePathStyle: false });
  });

  it('names in one line what STORAGE=s3 is missing, and refuses an unknown STORAGE', () => {
    const message = captureMessage(() => loadConfig({ STORAGE: 's3', S3_ACCESS_KEY_ID: 'key' }));
    expect(message).toBe('Invalid configuration: STORAGE=s3 also needs S3_BUCKET, S3_SECRET_ACCESS_KEY.');
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE must be one of disk, s3 \(got "ftp"\)/);
    expect(() => loadConfig({ STORAGE: 's3', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http/);
  });

  describe('several processes (issue 23)', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example.com:587' };

    it('names the process with INSTANCE_ID, and runs the timed tasks unless BACKGROUND_TASKS=off', () => {
      expect(loadConfig({})).toMatchObject({ instanceId: null, backgroundTasks: true });
      expect(loadConfig({ ...s3, INSTANCE_ID: 'api-2', BACKGROUND_TASKS: 'off' })).toMatchObject({
        instanceId: 'api-2',
        backgroundTasks: false,
      });
      expect(loadConfig({ BACKGROUND_TASKS: 'on' }).backgroundTasks).toBe(true);
      expect(() => loadConfig({ BACKGROUND_TASKS: 'false' })).toThrow(/BACKGROUND_TASKS must be on or off/);
      expect(() => loadConfig({ ...s3, INSTANCE_ID: 'api 2' })).toThrow(/INSTANCE_ID must be 1 to 64 letters/);
    });

    it('refuses in one line several instances with uploads on the local disk', () => {
      for (const env of [{ INSTANCE_ID: 'api-1' }, { INSTANCE_ID: 'api-1', STORAGE: 'disk' }]) {
        expect(captureMessage(() => loadConfig(env))).toBe(
          'Invalid configuration: INSTANCE_ID says several processes serve the site, so uploads need STORAGE=s3 ' +
            '(with STORAGE=disk each process would keep its own files).',
        );
      }
      expect(loadConfig({ ...production, ...s3, INSTANCE_ID: 'api-1' }).storage.kind).toBe('s3');
    });

    it('refuses production without JWT_SECRET, whatever else is set', () => {
      expect(captureMessage(() => loadConfig({ NODE_ENV: 'production', ...s3, INSTANCE_ID: 'api-1' }))).toBe(
        'Invalid configuration: JWT_SECRET is required in production (at least 32 random characters).',
      );
    });

    it('refuses TRUST_PROXY=true in production as everywhere, and takes an address, CIDR or hop count', () => {
      expect(captureMessage(() => loadConfig({ ...production, TRUST_PROXY: 'true' }))).toMatch(
        /^Invalid configuration: TRUST_PROXY must name the proxies to trust: .* \(got "true"\)\.$/,
      );
      expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.2' }).trustProxy.kind).toBe('addresses');
      expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8' }).trustProxy.kind).toBe('addresses');
      expect(loadConfig({ ...production, TRUST_PROXY: '1' }).trustProxy).toEqual({ kind: 'hops', hops: 1 });
    });
  });

  it('refuses an SMTP address that is not smtp:// or smtps://', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });
});

function captureMessage(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected an error');
}
