import pg from 'pg';

/** Runs statements on the server's admin database (the one TEST_DATABASE_URL names). */
export async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The same server address with another database name. */
export function urlForDatabase(adminUrl: string, databaseName: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** Database names here are made by the tests themselves; this keeps them safe to interpolate. */
export function quoteIdentifier(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name ${name}`);
  return `"${name}"`;
}
