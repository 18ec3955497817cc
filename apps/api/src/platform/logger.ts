import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from './config.ts';

/** The pino logger, typed as Fastify sees it so one instance serves the server and the CLI. */
export type Logger = FastifyBaseLogger;

/** Fields that must never reach a log line. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.auth',
  '*.code',
];

/**
 * Query parameters that carry one-time secrets (reset and e-mail-change tokens, signed file links,
 * codes); a message or error that quotes an address has their values replaced.
 */
const SECRET_QUERY_PARAMETER = /([?&](?:token|sig|exp|code|auth|key)=)[^&#\s"'<>]*/gi;

/** A text with the values of secret query parameters replaced. */
export function withoutSecrets(text: string): string {
  return text.replace(SECRET_QUERY_PARAMETER, '$1[redacted]');
}

/** The path without its query: a query may hold a token, a signature or an address. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * Fastify's request serializer, with the query string left out: a reset link's token or a signed
 * file link's `sig` would otherwise be written with every request line.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: pathOf(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function serializeError(error: Error) {
  const serialized = pino.stdSerializers.err(error);
  return {
    ...serialized,
    message: withoutSecrets(serialized.message),
    ...(serialized.stack ? { stack: withoutSecrets(serialized.stack) } : {}),
  };
}

const OPTIONS = {
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  serializers: { req: serializeRequest, err: serializeError },
  hooks: {
    // Messages are free text (Fastify's own quote the URL); their secrets go before they are written.
    logMethod(args: Parameters<pino.LogFn>, method: pino.LogFn) {
      const cleaned = args.map((arg: unknown) => (typeof arg === 'string' ? withoutSecrets(arg) : arg));
      return method.apply(this, cleaned as Parameters<pino.LogFn>);
    },
  },
} satisfies LoggerOptions;

/**
 * Structured JSON logs in production or when piped; readable lines for a developer at a terminal.
 * Tests pass a destination to read what was written.
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'isProduction'>,
  destination?: DestinationStream,
): Logger {
  const options = { ...OPTIONS, level: config.logLevel };
  if (destination) return pino(options, destination);
  if (config.isProduction || !process.stdout.isTTY) return pino(options);
  return pino({
    ...options,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  });
}
