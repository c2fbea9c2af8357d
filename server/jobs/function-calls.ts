// Edge-function calls queued by scheduled jobs (ADR 064, kernel migration *_kernel_function_calls.sql): a job
// that needs HTTP (asking a payment provider) queues `app.queue_function_call(name, body)`; this posts it to
// this server's /functions/v1/<name> with the service role key, as pg_net would on a hosted project. It drains
// soon after a NOTIFY function_calls (a job run by hand in Settings is felt at once) and on `every` beat for
// what was left; drains never overlap; the timer is unref'd; stop() waits for the drain in progress.
// The kernel knows no function by name: the job's module chose it.
import type { Db } from '../db/types.ts';
import type { Logger } from '../log.ts';

export interface FunctionCallRunner {
  stop(): Promise<void>;
}

interface Claimed {
  id: string;
  function_name: string;
  body: unknown;
  attempts: number;
}

/** How long one call may take before it counts as failed (the lease in SQL is longer: 5 minutes). */
const CALL_TIMEOUT_MS = 120_000;

/** Posts every waiting call once; returns how many were made. */
export async function drainFunctionCalls(opts: { db: Db; baseUrl: string; serviceKey: string; log: Logger }) {
  const { db, baseUrl, serviceKey, log } = opts;
  let made = 0;
  for (;;) {
    const calls = (await db.query<Claimed>('select * from app.claim_function_calls(10)')).rows;
    if (calls.length === 0) return made;
    for (const call of calls) {
      let error: string | null = null;
      try {
        const res = await fetch(`${baseUrl}/functions/v1/${encodeURIComponent(call.function_name)}`, {
          method: 'POST',
          headers: {
            apikey: serviceKey,
            Authorization: `Bearer ${serviceKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(call.body ?? {}),
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
        const text = await res.text();
        if (!res.ok) error = `${res.status}: ${text.slice(0, 300)}`;
      } catch (e) {
        error = (e as Error).message;
      }
      await db.query('select app.finish_function_call($1, $2, $3)', [call.id, error === null, error]);
      made += 1;
      if (error)
        log.warn(
          { function: call.function_name, attempt: call.attempts, error },
          'queued function call failed',
        );
      else log.debug({ function: call.function_name }, 'queued function call made');
    }
  }
}

export async function startFunctionCallRunner(opts: {
  db: Db;
  baseUrl: string;
  serviceKey: string;
  log: Logger;
  /** A drain every this many ms besides the NOTIFY ones; 0: only on NOTIFY. */
  everyMs: number;
}): Promise<FunctionCallRunner> {
  const { db, log } = opts;
  let stopped = false;
  let running = false;
  let again = false;
  let current: Promise<void> = Promise.resolve();
  let beat: NodeJS.Timeout | null = null;

  const drain = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    current = (async () => {
      do {
        again = false;
        try {
          await drainFunctionCalls(opts);
        } catch (e) {
          if (!stopped) log.error({ err: { message: (e as Error).message } }, 'queued function calls failed');
        }
      } while (again && !stopped);
      running = false;
    })();
  };

  const unlisten = await db.listen('function_calls', drain).catch((e) => {
    log.warn(
      { err: { message: (e as Error).message } },
      'queued function calls wait for the beat (LISTEN failed)',
    );
    return async () => {};
  });
  if (opts.everyMs > 0) {
    beat = setInterval(drain, opts.everyMs);
    beat.unref();
  }
  drain();
  return {
    async stop() {
      stopped = true;
      if (beat) clearInterval(beat);
      await current;
      await unlisten().catch(() => {});
    },
  };
}
