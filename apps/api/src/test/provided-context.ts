// What the global setups hand to the test files (see vitest's provide/inject).
declare module 'vitest' {
  // Module augmentation only works with interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { adminUrl: string; templateName: string; runId: string };
  }
}

export {};
