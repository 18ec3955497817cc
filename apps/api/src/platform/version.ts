import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROOT } from './paths.ts';

/** The API package's version, reported by /api/health and the OpenAPI document. */
export function readVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(join(API_ROOT, 'package.json'), 'utf8'));
  return typeof manifest === 'object' &&
    manifest !== null &&
    'version' in manifest &&
    typeof manifest.version === 'string'
    ? manifest.version
    : '0.0.0';
}
