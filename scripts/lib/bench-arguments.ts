/**
 * The value of a `--name value` or `--name=value` argument: undefined when the flag is absent, and
 * `fallback` (else '') when it is the last argument with nothing after it.
 */
export function flagValue(argv: readonly string[], flag: string, fallback = ''): string | undefined {
  const at = argv.findIndex((argument) => argument === flag || argument.startsWith(`${flag}=`));
  if (at === -1) return undefined;
  const argument = argv[at] ?? '';
  if (argument.includes('=')) return argument.slice(argument.indexOf('=') + 1);
  const next = argv[at + 1];
  return next === undefined || next.startsWith('--') ? fallback : next;
}
