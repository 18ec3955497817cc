import { AppError, type HealthResponse } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';

export type HealthDependencies = Pick<AppContext, 'database' | 'clock' | 'startedAt' | 'version'>;

/** The Node.js major of this process (`24`); the start-up banner in the server's log prints the whole version. */
export function nodeMajor(): string {
  return process.versions.node.split('.')[0] ?? '';
}

/**
 * Reports the engine, the version and the Node.js running, and proves the database answers; 503
 * when it does not.
 */
export async function checkHealth({
  database,
  clock,
  startedAt,
  version,
}: HealthDependencies): Promise<HealthResponse> {
  const started = performance.now();
  try {
    await database.ping();
  } catch (error) {
    throw new AppError('UNAVAILABLE', `The ${database.engine} database is not answering.`, { cause: error });
  }
  return {
    status: 'ok',
    database: { engine: database.engine, ok: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
    uptimeSeconds: Math.floor((clock.now().getTime() - startedAt.getTime()) / 1000),
    version,
    // The major only: the exact release would tell a stranger which published flaws it still has.
    node: nodeMajor(),
  };
}
