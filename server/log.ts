// Structured logs. Secrets never reach a log line: request logs carry method,
// path (without query string), status and timing only, and the redaction list
// below catches secrets passed in objects by mistake.
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level = 'info'): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'access_token',
        '*.access_token',
        'refresh_token',
        '*.refresh_token',
        'authorization',
        '*.authorization',
        'apikey',
        '*.apikey',
        'headers.authorization',
        'headers.apikey',
        'headers.cookie',
        'jwtSecret',
        'anonKey',
        'serviceRoleKey',
        '*.jwtSecret',
        '*.anonKey',
        '*.serviceRoleKey',
      ],
      censor: '[redacted]',
    },
  });
}
