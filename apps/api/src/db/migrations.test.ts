import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT, MIGRATIONS_DIR, REPO_ROOT } from '../platform/paths.ts';

const run = promisify(execFile);

describe('the committed migrations', () => {
  let workDir = '';
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it('match the schema: generating again finds nothing to migrate', async () => {
    workDir = await mkdtemp(join(API_ROOT, '.migration-check-'));
    await cp(MIGRATIONS_DIR, workDir, { recursive: true });
    const before = await readdir(workDir);
    const { stdout } = await run(
      join(REPO_ROOT, 'node_modules/.bin/tsx'),
      [
        '--conditions=@equicreators/source',
        join(REPO_ROOT, 'node_modules/drizzle-kit/bin.cjs'),
        'generate',
        '--dialect=postgresql',
        '--casing=snake_case',
        `--schema=./${relative(REPO_ROOT, join(API_ROOT, 'src/db/schema/index.ts'))}`,
        `--out=./${relative(REPO_ROOT, workDir)}`,
      ],
      { cwd: REPO_ROOT },
    );
    expect(stdout).toContain('No schema changes');
    expect(await readdir(workDir)).toEqual(before);
  });
});
