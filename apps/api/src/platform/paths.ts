import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits at apps/api/{src,dist}/platform/, so two levels up is the API package
// whether the server runs from TypeScript sources or from the build.
const platformDir = dirname(fileURLToPath(import.meta.url));

export const API_ROOT = resolve(platformDir, '../..');
export const REPO_ROOT = resolve(API_ROOT, '../..');
/** Migrations are data read at run time, so the build reads them from the sources too. */
export const MIGRATIONS_DIR = resolve(API_ROOT, 'src/db/migrations');
export const DEFAULT_WEB_DIST_DIR = resolve(REPO_ROOT, 'apps/web/dist');
