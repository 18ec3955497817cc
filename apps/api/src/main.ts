import { unsupportedNodeReason } from './platform/node-runtime.ts';

// The version is checked before the server's modules load: on an older Node one of them could fail
// to link or warn first, and the refusal would not be the one line it is.
const refusal = unsupportedNodeReason(process.versions.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
await import('./run-server.ts');
