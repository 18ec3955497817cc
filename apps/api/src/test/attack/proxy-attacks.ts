import { PAGE_PATTERNS, WEB_VITAL_NAMES, WEB_VITAL_RATINGS, WEB_VITALS_LIMITS } from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { VITAL_BUCKETS } from '../../modules/vitals/vital-buckets.ts';
import type { AttackServer } from './attack-server.ts';

let server: AttackServer;

const DAY_MS = 24 * 60 * 60_000;
/** The client the proxy saw, appended on the right of whatever the client wrote. */
const forwardedFor = (spoofed: string, client: string) => ({ 'x-forwarded-for': `${spoofed}, ${client}` });

function login(email: string, headers: Record<string, string>) {
  return fetch(`${server.baseUrl}/api/brands/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password: 'Not-the-password-1' }),
  });
}

/** Runs `count` tasks, `concurrency` at a time; every loop here is bounded in count. */
async function runBounded(count: number, concurrency: number, task: (index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Issue 18, "the proof" (d): a server behind a loopback proxy (TRUST_PROXY=127.0.0.1: this test is
 * that proxy). A proxy appends the address it saw to X-Forwarded-For, so what a client writes
 * stays on the left; only the right-most entry may be believed.
 */
export function describeProxyAttacks(suite: () => { server: AttackServer }): void {
  describe('limits behind a trusted loopback proxy', () => {
    beforeAll(() => {
      ({ server } = suite());
    });

    it('keeps counting login attempts per client when the left-most X-Forwarded-For changes every try', async () => {
      const attacker = '203.0.113.7';
      const statuses: number[] = [];
      // Ten tries a minute per address (DECISIONS); each try a new address on the left and a new e-mail.
      for (let index = 0; index < 11; index += 1) {
        const response = await login(
          `nobody${String(index)}@example.test`,
          forwardedFor(`198.51.100.${String(index)}`, attacker),
        );
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(statuses, server.output()).toEqual([...Array.from({ length: 10 }, () => 401), 429]);
      // Another client behind the same proxy is not held back by the attacker's count.
      expect((await login('someone@example.test', forwardedFor('198.51.100.99', '203.0.113.8'))).status).toBe(401);
    });
  });
}

/**
 * Issue 18, "the proof" (e), on the same server. It stops the server to count the table's rows
 * (an embedded database opens in one process at a time), so it runs last.
 */
export function describeVitalsFlood(suite: () => { server: AttackServer }): void {
  describe('a flood of web vitals', () => {
    beforeAll(() => {
      ({ server } = suite());
    });

    it('keeps the web vitals table bounded through 10,000 reports, from one address and from many', async () => {
      const startedAt = Date.now();
      // One page, every metric in turn, values spread over the whole range (log-uniform): each report
      // a new row if the table kept samples. One metric a report keeps 10,000 posts quick on PGlite.
      const page = PAGE_PATTERNS[0];
      let sent = 0;
      const report = () => {
        sent += 1;
        return [
          {
            name: WEB_VITAL_NAMES[sent % WEB_VITAL_NAMES.length],
            value: Math.round(Math.exp(Math.random() * Math.log(WEB_VITALS_LIMITS.maxValue))),
            rating: WEB_VITAL_RATINGS[sent % WEB_VITAL_RATINGS.length],
            page,
          },
        ];
      };
      const counts = { accepted: 0, refused: 0 };
      const post = async (headers: Record<string, string>) => {
        const response = await fetch(`${server.baseUrl}/api/vitals`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(report()),
        });
        await response.arrayBuffer();
        if (response.status === 204) counts.accepted += 1;
        else if (response.status === 429) counts.refused += 1;
        else throw new Error(`POST /api/vitals answered ${String(response.status)}`);
      };

      // 1,000 from one client: its address's limit refuses most of them.
      await runBounded(1_000, 16, () => post(forwardedFor('10.9.9.9', '203.0.113.20')));
      expect(counts.refused).toBeGreaterThan(500);
      // 9,000 from 180 clients, 50 each: no address's limit hides what the table does.
      await runBounded(9_000, 16, (index) => post(forwardedFor('10.9.9.9', `10.20.${String(index % 180)}.1`)));
      expect(counts.accepted).toBeGreaterThan(8_000);

      const daysSpanned = Math.floor(Date.now() / DAY_MS) - Math.floor(startedAt / DAY_MS) + 1;
      await server.stop();
      const rows = await server.withDatabase(async (db) => {
        // Every table of web vitals, whatever the schema names them: the bound holds for all of them.
        const tables = (await db.execute(
          sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_name like 'web_vital%'`,
        )) as { rows: { name: string }[] };
        let total = 0;
        for (const { name } of tables.rows) {
          const counted = (await db.execute(sql`select count(*)::int as total from ${sql.identifier(name)}`)) as {
            rows: { total: number }[];
          };
          total += counted.rows[0]?.total ?? 0;
        }
        return total;
      });
      // At most one row per page, metric, bucket and day, whatever the traffic (1,370 a day here):
      // far fewer than the 9,000 and more metrics accepted, which a table of samples would hold.
      const bound = WEB_VITAL_NAMES.length * VITAL_BUCKETS.count * daysSpanned;
      console.info(
        `[attack] vitals: ${String(counts.accepted)} accepted, ${String(counts.refused)} refused (429) in ` +
          `${((Date.now() - startedAt) / 1000).toFixed(0)} s; ${String(rows)} rows (bound ${String(bound)})`,
      );
      expect(rows).toBeLessThanOrEqual(bound);
      expect(rows).toBeLessThan(counts.accepted / 2);
    }, 150_000);
  });
}
