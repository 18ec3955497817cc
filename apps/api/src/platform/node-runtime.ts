/**
 * The Node.js line the product runs on (decision 023). `engines` in package.json says the same, and
 * a test keeps them equal. This module imports nothing: main.ts reads it before anything else loads,
 * so an older Node is refused in one line instead of failing somewhere in a dependency.
 */
export const REQUIRED_NODE = { major: 24, minor: 11, patch: 0 } as const;

/** `>=24.11.0`, as package.json's `engines.node` writes it. */
export const REQUIRED_NODE_RANGE = `>=${REQUIRED_NODE.major}.${REQUIRED_NODE.minor}.${REQUIRED_NODE.patch}`;

/** Why this Node cannot run the server, in one line; undefined when it can. */
export function unsupportedNodeReason(version: string): string | undefined {
  const bare = version.replace(/^v/, '');
  const given = bare.split('.').map(Number);
  const required = [REQUIRED_NODE.major, REQUIRED_NODE.minor, REQUIRED_NODE.patch];
  // The first part that differs decides; all equal is the minimum itself.
  const differing = required.findIndex((part, index) => (given[index] ?? 0) !== part);
  if (differing === -1 || (given[differing] ?? 0) > (required[differing] ?? 0)) return undefined;
  return (
    `EquiCreators needs Node.js ${REQUIRED_NODE.major}.${REQUIRED_NODE.minor} or newer (${REQUIRED_NODE.major} LTS); ` +
    `this is Node.js ${bare}. Start it through npm (npm start), which runs the Node ` +
    `${REQUIRED_NODE.major} that npm ci installed, or install Node ${REQUIRED_NODE.major} LTS.`
  );
}
