// Structured logs. Secrets never reach a log line: request logs carry method,
// path (without query string), status and timing only, and the redaction list
// below catches secrets passed in objects by mistake.
import fs from 'node:fs';
import pino from 'pino';

export type Logger = pino.Logger;

/** Batches not yet handed to their stream: written synchronously if the process exits first. */
const unwritten = new Set<() => void>();
process.on('exit', () => {
  for (const writeNow of [...unwritten]) writeNow();
});

/**
 * Logs go to `dest` (stdout by default) in batches: the lines of one event
 * loop turn (e.g. the request lines of all answers sent in it) leave in one
 * write instead of one syscall each, and still leave before the next turn,
 * so an operator (or a parent process) sees them at once. The batching is
 * ours, not sonic-boom's `minLength`: with that, lines logged while an
 * earlier write was still in flight stayed in the stream's buffer until some
 * later line came or the process exited, so a parent reading the output
 * waited for lines the server had long logged.
 */
export function createLogger(level = 'info', dest: number | string = 1): Logger {
  const stream = pino.destination({ dest, sync: false });
  const write = stream.write.bind(stream);
  let batch = '';
  const handOver = () => {
    unwritten.delete(writeNow);
    if (batch === '') return;
    const lines = batch;
    batch = '';
    try {
      write(lines);
    } catch {
      /* destroyed: nowhere to write */
    }
  };
  // At exit there is no next turn: what the stream holds first, then this batch, both synchronously.
  const writeNow = () => {
    unwritten.delete(writeNow);
    try {
      stream.flushSync();
      if (batch !== '') fs.writeSync((stream as unknown as { fd: number }).fd, batch);
    } catch {
      /* not open yet, or closed */
    }
    batch = '';
  };
  stream.write = (line: string) => {
    if (batch === '') {
      unwritten.add(writeNow);
      setImmediate(handOver);
    }
    batch += line;
    return true;
  };
  return pino(
    {
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
    },
    stream,
  );
}

const UUID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A client-link token (64 hex, ADR 026/031) or a JWT. */
const SECRET_SEGMENT =
  /^(?:[0-9a-f]{32,}|[0-9A-F]{32,}|[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,})$/;
/** Random base64url (40+ characters mixing digits, upper and lower case), unlike a readable slug. */
const RANDOM_SEGMENT = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])[A-Za-z0-9_-]{40,}$/;
const secretLike = (seg: string) =>
  seg.length >= 32 && !UUID_SEGMENT.test(seg) && (SECRET_SEGMENT.test(seg) || RANDOM_SEGMENT.test(seg));
/** Pages whose last segment is a client link's token, whatever it looks like. */
// The client pages (/invoice/<token>, /quotation/<token>) and the addresses links had before (ADR 050).
const TOKEN_PAGES =
  /^(\/(?:invoice|quotation|dashboard\/invoices\/view|dashboard\/quotations\/respond))\/[^/]+/;

/**
 * The path as it may be logged (ADR 035): a client link's token is the key to a
 * client's invoice or quotation, so the token segment of its page and any
 * segment that looks like a secret (32+ hex digits, random base64url, a JWT) is
 * written as `[token]`. Ids (UUIDs) and ordinary names stay readable.
 */
export function redactPath(path: string): string {
  const page = TOKEN_PAGES.exec(path);
  const head = page ? `${page[1]}/[token]` : '';
  const rest = page ? path.slice(page[0].length) : path;
  if (!page && !/[A-Za-z0-9_-]{32}|\./.test(rest)) return path;
  return (
    head +
    rest
      .split('/')
      .map((seg) => (secretLike(seg) ? '[token]' : seg))
      .join('/')
  );
}

export interface RequestLine {
  reqId: string;
  method: string;
  /** Without the query string: it can carry tokens (verify links, signed URLs). Token segments are redacted. */
  path: string;
  status: number;
  ms: number;
}

/**
 * The per-request access line, in pino's shape (`{"level":30,"time":…,…,"msg":"request"}`)
 * but written straight to the logger's stream: its fields are fixed and carry
 * no secret, and pino's redaction pass alone cost ≈ 5.5 µs a line (more than
 * the rest of the line). Follows the logger's level.
 */
export function requestLogger(log: Logger): (line: RequestLine) => void {
  const stream = (log as unknown as Record<symbol, { write(s: string): unknown } | undefined>)[
    pino.symbols.streamSym
  ];
  if (!stream) return (line) => log.info({ ...line, path: redactPath(line.path) }, 'request');
  return (l) => {
    if (!log.isLevelEnabled('info')) return;
    stream.write(
      `{"level":30,"time":${Date.now()},"reqId":${JSON.stringify(l.reqId)},"method":${JSON.stringify(l.method)},"path":${JSON.stringify(redactPath(l.path))},"status":${l.status},"ms":${l.ms},"msg":"request"}\n`,
    );
  };
}
