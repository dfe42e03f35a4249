import type { FastifyServerOptions } from 'fastify';
import type { Env } from './config/env.js';

/** Secrets never reach the log, whichever object carries them. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.secret',
  '*.token',
  '*.user_token',
  '*.session_key',
  'databaseUrl',
  'env.databaseUrl',
];

export function loggerOptions(
  env: Pick<Env, 'logLevel' | 'nodeEnv'>,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level: env.logLevel,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    ...(stream === undefined ? {} : { stream }),
  };
}
