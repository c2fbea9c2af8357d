// The runner's clock with fake timers: it runs one interval after start and
// then on every beat, never two runs at once, keeps its beat when the database is away, and
// stop() waits for a run in progress so the database can close after it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Queryable, QueryResult } from '../db/types.ts';
import type { Logger } from '../log.ts';
import { startJobRunner } from './runner.ts';

function fakeLog() {
  return { warn: vi.fn(), error: vi.fn(), debug: vi.fn(), info: vi.fn() };
}

/** A database whose app.run_due_jobs() answers are handed out by the test, one per call. */
function fakeDb() {
  const calls: { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }[] = [];
  const db: Queryable = {
    query: <T>() =>
      new Promise<QueryResult<T>>((resolve, reject) => {
        calls.push({
          resolve: (rows) => resolve({ rows: rows as T[], rowCount: rows.length, fields: [] }),
          reject,
        });
      }),
    exec: async () => {},
  };
  return { db, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the embedded server runs due jobs on a beat', () => {
  it('runs one interval after start, then once per interval, and never starts a run while one is going', async () => {
    const { db, calls } = fakeDb();
    const runner = startJobRunner({ db, intervalMs: 60_000, log: fakeLog() as unknown as Logger });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);

    // The first run takes longer than a beat: no second run starts meanwhile.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);
    calls[0].resolve([]);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1].resolve([]);
    await runner.stop();
  });

  it('logs a failed job with its error, and keeps its beat when the database is away', async () => {
    const { db, calls } = fakeDb();
    const log = fakeLog();
    const runner = startJobRunner({ db, intervalMs: 1000, log: log as unknown as Logger });
    await vi.advanceTimersByTimeAsync(1000);
    calls[0].resolve([{ job: 'kernel.x', status: 'failed', error: 'boom' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.warn).toHaveBeenCalledWith({ job: 'kernel.x', error: 'boom' }, 'scheduled job failed');

    await vi.advanceTimersByTimeAsync(1000);
    calls[1].reject(new Error('connection refused'));
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith(
      { err: { message: 'connection refused' } },
      'running due jobs failed',
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(3);
    calls[2].resolve([]);
    await runner.stop();
  });

  it('stop() waits for the run in progress and arms no further run', async () => {
    const { db, calls } = fakeDb();
    const runner = startJobRunner({ db, intervalMs: 1000, log: fakeLog() as unknown as Logger });
    await vi.advanceTimersByTimeAsync(1000);
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    calls[0].resolve([]);
    await stopping;
    expect(stopped).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('its timer does not keep the process alive', async () => {
    vi.useRealTimers();
    const { db, calls } = fakeDb();
    const spy = vi.spyOn(globalThis, 'setTimeout');
    const runner = startJobRunner({ db, intervalMs: 50, log: fakeLog() as unknown as Logger });
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    spy.mockRestore();
    expect(timer.hasRef()).toBe(false);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0].resolve([]);
    await runner.stop();
  });
});
