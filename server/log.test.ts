import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger, redactPath, requestLogger } from './log.ts';

function collecting(level: string) {
  const lines: string[] = [];
  const log = pino({ level, base: undefined }, { write: (s: string) => lines.push(s) });
  return { log, lines };
}

const line = { reqId: 'r-1', method: 'GET', path: '/rest/v1/items', status: 200, ms: 1.5 };

describe('request log lines', () => {
  it('an operator reads the same JSON line pino would write for a request', () => {
    const { log, lines } = collecting('info');
    requestLogger(log)(line);
    log.info(line, 'request');
    expect(lines).toHaveLength(2);
    const [fast, viaPino] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(Object.keys(fast).sort()).toEqual(Object.keys(viaPino).sort());
    expect({ ...fast, time: 0 }).toEqual({ ...viaPino, time: 0 });
    expect(lines[0].endsWith('\n')).toBe(true);
  });

  it('a path with quotes or control characters stays one valid JSON line', () => {
    const { log, lines } = collecting('info');
    requestLogger(log)({ ...line, path: '/rest/v1/"x"\n{"level":60}' });
    expect(lines[0].split('\n').filter(Boolean)).toHaveLength(1);
    expect(JSON.parse(lines[0]).path).toBe('/rest/v1/"x"\n{"level":60}');
  });

  it('follows the logger level, also when it changes later', () => {
    const { log, lines } = collecting('warn');
    const write = requestLogger(log);
    write(line);
    expect(lines).toHaveLength(0);
    log.level = 'info';
    write(line);
    expect(lines).toHaveLength(1);
  });
});

describe('the server logger', () => {
  it('writes the lines of one event loop turn together, before the next turn', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safeworks-log-'));
    const file = path.join(dir, 'out.log');
    fs.writeFileSync(file, '');
    try {
      const log = createLogger('info', file);
      await new Promise((r) => setTimeout(r, 50)); // the file opens asynchronously
      log.info({ password: 'hunter2' }, 'one line');
      log.info('two lines');
      expect(fs.readFileSync(file, 'utf8')).toBe(''); // batched: nothing written during the turn
      await new Promise((r) => setTimeout(r, 100));
      const written = fs.readFileSync(file, 'utf8').trim().split('\n');
      expect(written.map((l) => JSON.parse(l).msg)).toEqual(['one line', 'two lines']);
      expect(written.join('\n')).not.toContain('hunter2');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  it('a line logged while the previous write is still in flight goes out without waiting for another line', async () => {
    // One thread-pool thread, kept busy: the first write waits its turn, and the second line is logged
    // meanwhile. The marker is written synchronously a second later; the second line must come before it.
    const script = `
      import crypto from 'node:crypto';
      import fs from 'node:fs';
      import { createLogger } from ${JSON.stringify(path.resolve(import.meta.dirname, 'log.ts'))};
      const log = createLogger('info');
      crypto.pbkdf2('x', 'y', 200000, 32, 'sha256', () => {});
      log.info('first');
      setTimeout(() => log.info('second'), 5);
      setTimeout(() => { fs.writeSync(1, 'MARKER\\n'); process.exit(0); }, 1500);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, UV_THREADPOOL_SIZE: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    await new Promise((r) => child.once('close', r));
    const lines = out.trim().split('\n');
    expect(lines.map((l) => (l === 'MARKER' ? l : JSON.parse(l).msg))).toEqual(['first', 'second', 'MARKER']);
  }, 20_000);
});

describe('client-link tokens never reach the request log', () => {
  const token = 'a3f1'.repeat(16);

  it('the token of an invoice or quotation page is written as [token]', () => {
    expect(redactPath(`/dashboard/invoices/view/${token}`)).toBe('/dashboard/invoices/view/[token]');
    expect(redactPath(`/dashboard/quotations/respond/${token}`)).toBe(
      '/dashboard/quotations/respond/[token]',
    );
    // Whatever the segment looks like (a shortened or mistyped token is still someone's key).
    expect(redactPath('/dashboard/quotations/respond/abc')).toBe('/dashboard/quotations/respond/[token]');
    // The pages' own addresses since ADR 050.
    expect(redactPath(`/invoice/${token}`)).toBe('/invoice/[token]');
    expect(redactPath('/quotation/abc')).toBe('/quotation/[token]');
    expect(redactPath('/invoices-and-more')).toBe('/invoices-and-more');
  });

  it('function and API paths that carry a token or a JWT lose it; ids, names and assets stay', () => {
    expect(redactPath(`/functions/v1/invoice-pdf/${token}`)).toBe('/functions/v1/invoice-pdf/[token]');
    expect(
      redactPath('/functions/v1/x/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlMTIz'),
    ).toBe('/functions/v1/x/[token]');
    const id = '0b6f1c9e-3a51-4a8e-9a7e-5d2c1f0e4b11';
    expect(redactPath(`/storage/v1/object/sales-documents/invoices/${id}/INV-2026-0001.pdf`)).toBe(
      `/storage/v1/object/sales-documents/invoices/${id}/INV-2026-0001.pdf`,
    );
    expect(redactPath('/dashboard/projects/fire-safety-audit-of-the-mombasa-plant-2026')).toBe(
      '/dashboard/projects/fire-safety-audit-of-the-mombasa-plant-2026',
    );
    expect(redactPath('/assets/index-B7x9aQ2c.js')).toBe('/assets/index-B7x9aQ2c.js');
  });

  it('the line written for a client opening their invoice carries no token', () => {
    const { log, lines } = collecting('info');
    requestLogger(log)({ ...line, path: `/invoice/${token}` });
    expect(lines[0]).not.toContain(token);
    expect(JSON.parse(lines[0]).path).toBe('/invoice/[token]');
  });
});
