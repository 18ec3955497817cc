import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../migrate-database.ts';
import { quoteIdentifier, urlForDatabase, withAdminClient } from './postgres-admin.ts';
import './provided-context.ts';

/**
 * Makes a migrated template database for this run on the PostgreSQL server of TEST_DATABASE_URL;
 * each test file copies it, and everything this run made is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const runId = randomBytes(4).toString('hex');
  const templateName = `ec_tpl_${runId}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${quoteIdentifier(templateName)}`));
  const template = await openDatabase({ engine: 'postgres', url: urlForDatabase(adminUrl, templateName), poolSize: 2 });
  try {
    await migrateDatabase(template);
  } finally {
    await template.close();
  }
  project.provide('postgresTemplate', { adminUrl, templateName, runId });

  return async () => {
    await withAdminClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`ec_%_${runId}%`],
      );
      for (const { datname } of rows)
        await client.query(`drop database if exists ${quoteIdentifier(datname)} with (force)`);
    });
  };
}
