import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplate } from '../db/client.ts';
import './provided-context.ts';

/** Migrates one embedded database for the run; each test file starts its own from this copy. */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'equicreators-test-template-'));
  const templatePath = join(folder, 'pglite.tar');
  const template = await createPgliteTemplate();
  await writeFile(templatePath, Buffer.from(await template.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
