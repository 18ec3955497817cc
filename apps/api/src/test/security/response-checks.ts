/**
 * Words that only appear in a body when internals leak: a stack frame, a source path, a driver's
 * or the database's own message. The product's messages are sentences for people and use none.
 */
const LEAK_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'a stack frame', pattern: /\bat [\w$.<>]+ \(|\n\s+at /u },
  { name: 'a source path', pattern: /(?:\/work\/|\/home\/|\/src\/|node_modules|\.ts:\d+|\.js:\d+)/u },
  {
    name: 'SQL or a database error',
    pattern:
      /\b(?:select .+ from|insert into|update .+ set|syntax error at|violates .+ constraint|relation "|column "|pglite|postgres)\b/iu,
  },
  { name: 'a JavaScript error name', pattern: /\b(?:TypeError|ReferenceError|RangeError|SyntaxError):/u },
];

/** The parts of an answer the checks read: an injected response has them, so does one read over HTTP. */
export type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** What is wrong with an answer to a hostile request, or null when it is a proper refusal or success. */
export function problemWithAnswer(response: Answer): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  // A success may carry the caller's own text; only refusals are read for internals.
  if (response.statusCode < 400) return null;
  for (const { name, pattern } of LEAK_PATTERNS) {
    if (pattern.test(response.body)) return `leaks ${name}: ${response.body.slice(0, 300)}`;
  }
  const contentType = response.headers['content-type'];
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) {
    return `answered ${response.statusCode} as ${String(contentType)}, not JSON`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `answered ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (!isErrorBody(body))
    return `answered ${response.statusCode} without { message, code }: ${response.body.slice(0, 200)}`;
  return null;
}

function isErrorBody(body: unknown): body is { message: string; code: string } {
  if (typeof body !== 'object' || body === null) return false;
  const { message, code } = body as Record<string, unknown>;
  return typeof message === 'string' && message.length > 0 && typeof code === 'string' && code.length > 0;
}
