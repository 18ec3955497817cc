import { join } from 'node:path';
import { API_ROOT } from '../platform/paths.ts';

/**
 * Node's arguments that run one of the API's entry files (`main.ts`, `cli/db-cli.ts`…) from its
 * TypeScript sources, as `npm run dev` does: Node 24 strips the types itself, and the condition reads
 * the shared package from its sources too (decisions 005 and 023).
 */
export function fromSourceArgs(entry = 'main.ts', ...args: string[]): string[] {
  return ['--conditions=@equicreators/source', join(API_ROOT, 'src', entry), ...args];
}
