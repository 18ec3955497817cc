import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const BASE = { JWT_SECRET: 'a-secret-that-is-long-enough-for-the-check', DATA_DIR: '/tmp/equicreators-config' };

describe('QUOTA_SCALE', () => {
  it('is 1 unless set', () => {
    expect(loadConfig({ ...BASE, NODE_ENV: 'test' }).quotaScale).toBe(1);
  });

  it('lowers every quota for a test server', () => {
    expect(loadConfig({ ...BASE, NODE_ENV: 'test', QUOTA_SCALE: '0.01' }).quotaScale).toBe(0.01);
  });

  it('accepts only a number above 0 and at most 1', () => {
    for (const value of ['0', '-1', '2', 'lots']) {
      expect(() => loadConfig({ ...BASE, NODE_ENV: 'test', QUOTA_SCALE: value })).toThrow(
        /QUOTA_SCALE must be a number/,
      );
    }
  });

  it('is refused in production', () => {
    const production = { ...BASE, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' };
    expect(() => loadConfig({ ...production, QUOTA_SCALE: '0.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, QUOTA_SCALE: '0.5' })).toThrow(/QUOTA_SCALE/);
  });
});
