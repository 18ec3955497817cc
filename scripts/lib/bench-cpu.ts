import { readFile } from 'node:fs/promises';
import pg from 'pg';

/** CPU time (ms) used so far by the server process(es) and by the PostgreSQL backends serving it. */
export type CpuTotals = { node: number; postgres: number };

export type CpuSampler = { sample: () => Promise<CpuTotals>; close: () => Promise<void> };

// Linux counts process CPU in clock ticks of 1/100 s (getconf CLK_TCK).
const MS_PER_TICK = 10;

/**
 * Reads /proc: the server's own CPU and that of every PostgreSQL backend connected to the bench
 * database (its pool; found through pg_stat_activity), so a load's cost per request can be split
 * into node and PostgreSQL the way 008 did. With PGlite (no URL) PostgreSQL runs inside node and
 * `postgres` stays 0. A backend that closes during a run takes its CPU with it (the pool keeps its
 * connections while busy, so this is rare); other databases' backends are never counted.
 */
export async function createCpuSampler(
  serverPids: number | readonly number[],
  databaseUrl: string | undefined,
): Promise<CpuSampler> {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await client?.connect();
  return {
    async sample() {
      const pids = typeof serverPids === 'number' ? [serverPids] : serverPids;
      const node = (await Promise.all(pids.map((pid) => ticksOf(pid)))).reduce((sum, ticks) => sum + ticks, 0);
      if (!client) return { node, postgres: 0 };
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      const backends = await Promise.all(rows.map((row) => ticksOf(row.pid).catch(() => 0)));
      return { node, postgres: backends.reduce((sum, ticks) => sum + ticks, 0) };
    },
    close: async () => {
      await client?.end();
    },
  };
}

/** CPU time (ms) a process has used so far, user and system. */
export async function ticksOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from field 3 on: utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}
