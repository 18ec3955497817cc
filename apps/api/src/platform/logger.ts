import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
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

/** Structured JSON logs in production or when piped; readable lines for a developer at a terminal. */
export function createLogger(config: Pick<Config, 'logLevel' | 'isProduction'>): Logger {
  const options = { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  if (config.isProduction || !process.stdout.isTTY) return pino(options);
  return pino({
    ...options,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  });
}
