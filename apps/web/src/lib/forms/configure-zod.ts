/**
 * NOTE: Zod compiles fast parsers with `new Function` when it may; our CSP forbids eval, and merely
 * probing for it files a CSP violation. Zod reads this global when it first loads, so each page
 * script sets it before anything that validates is loaded (those modules are all loaded lazily).
 * Importing zod's `config` instead would pull all of zod into the page's first script.
 */
export function configureZodWithoutEval(): void {
  (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
}
