import { parse, type ParsedQs } from 'qs';

/** Request parameters as Stripe's bracket form encoding decodes them (`line_items[0][price]`). */
export type Params = ParsedQs;

/** An error Stripe would answer: `{ error: { type, message, param?, code? } }` with its HTTP status. */
export class StripeApiError extends Error {
  readonly status: number;
  readonly param: string | undefined;
  readonly code: string | undefined;
  readonly type: 'invalid_request_error' | 'idempotency_error' | 'api_error';

  constructor(
    status: number,
    message: string,
    param?: string,
    code?: string,
    type: 'invalid_request_error' | 'idempotency_error' | 'api_error' = 'invalid_request_error',
  ) {
    super(message);
    this.status = status;
    this.param = param;
    this.code = code;
    this.type = type;
  }

  toBody() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.param ? { param: this.param } : {}),
        ...(this.code ? { code: this.code } : {}),
      },
    };
  }
}

export function noSuch(kind: string, id: string, param?: string): StripeApiError {
  return new StripeApiError(param ? 400 : 404, `No such ${kind}: '${id}'`, param, 'resource_missing');
}

export function parseParams(encoded: string): Params {
  // Stripe accepts up to 20 levels and long arrays (expand, line_items); qs's defaults are tighter.
  return parse(encoded, { depth: 20, arrayLimit: 100, parameterLimit: 5000 });
}

export function readString(params: Params | undefined, key: string): string | undefined {
  const value = params?.[key];
  return typeof value === 'string' ? value : undefined;
}

export function requireString(params: Params, key: string, param = key): string {
  const value = readString(params, key);
  if (value === undefined || value === '')
    throw new StripeApiError(400, `Missing required param: ${param}.`, param, 'parameter_missing');
  return value;
}

export function readObject(params: Params | undefined, key: string): Params | undefined {
  const value = params?.[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

/** An array parameter, sent indexed (`expand[0]=…`, how the SDK sends it) or bare (`expand[]=…`). */
export function readArray(params: Params | undefined, key: string): Params[] | string[] {
  const value = params?.[key];
  if (Array.isArray(value)) return value as Params[] | string[];
  // qs turns indices above arrayLimit, or mixed keys, into an object keyed by index.
  if (value && typeof value === 'object') return Object.values(value) as Params[] | string[];
  return [];
}

export function readStrings(params: Params | undefined, key: string): string[] {
  return readArray(params, key).filter((value): value is string => typeof value === 'string');
}

/** Metadata values are strings; an empty string removes a key, as on Stripe. */
export function readMetadata(params: Params | undefined, key = 'metadata'): Record<string, string> | undefined {
  const value = readObject(params, key);
  if (!value) return undefined;
  const metadata: Record<string, string> = {};
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry !== 'string')
      throw new StripeApiError(400, `Invalid value for ${key}[${name}]: must be a string.`, `${key}[${name}]`);
    if (entry !== '') metadata[name] = entry;
  }
  return metadata;
}

export function readBoolean(params: Params, key: string): boolean | undefined {
  const value = readString(params, key);
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new StripeApiError(400, `Invalid boolean: ${value}`, key);
}

export function readLimit(params: Params): number {
  const raw = readString(params, 'limit');
  if (raw === undefined) return 10;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw new StripeApiError(400, 'Invalid integer: limit must be between 1 and 100.', 'limit');
  }
  return limit;
}
