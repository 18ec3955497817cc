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

  it('requires JWT_SECRET in production, and no demo data there by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required in production/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
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
