import { runBesideServer } from './beside-server.ts';
import { runCli } from './run-cli.ts';

await runCli(async (context) => {
  console.log(await runBesideServer(context, process.argv.slice(2)));
});
