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
  const [major = 0, minor = 0, patch = 0] = version.replace(/^v/, '').split('.').map(Number);
  const required = [REQUIRED_NODE.major, REQUIRED_NODE.minor, REQUIRED_NODE.patch];
  const given = [major, minor, patch];
  const firstDifference = given.findIndex((part, index) => part !== required[index]);
  const isNewEnough = firstDifference === -1 || (given[firstDifference] ?? 0) > (required[firstDifference] ?? 0);
  if (isNewEnough) return undefined;
  return (
    `EquiCreators needs Node.js ${REQUIRED_NODE.major}.${REQUIRED_NODE.minor} or newer (${REQUIRED_NODE.major} LTS); ` +
    `this is Node.js ${version.replace(/^v/, '')}. Start it through npm (npm start), which runs the Node ` +
    `${REQUIRED_NODE.major} that npm ci installed, or install Node ${REQUIRED_NODE.major} LTS.`
  );
}
