// Runs the mail sender beside the scheduled jobs (ADR 010, 016): a drain every
// MAIL_INTERVAL_SECONDS (default: the jobs' interval), and a prompt one shortly
// after a NOTIFY email_outbox (app.queue_email, auth's queued messages). Drains
// never overlap; the timer is unref'd; stop() waits for the drain in progress.
import type { Db } from '../db/types.ts';
import type { Logger } from '../log.ts';
import { type DrainOptions, drainOutbox } from './sender.ts';

export interface MailRunner {
  /** Drain soon (debounced); what a NOTIFY does. */
  kick(): void;
  stop(): Promise<void>;
}

export async function startMailRunner(opts: {
  /** What each drain uses; a function is asked before every drain (Settings → Email can change it). */
  drain: DrainOptions | (() => Promise<DrainOptions>);
  db: Db;
  intervalMs: number;
  log: Logger;
  /** Delay between a NOTIFY and its drain (default 250 ms), so a burst is one drain. */
  promptMs?: number;
}): Promise<MailRunner> {
  const { intervalMs, log } = opts;
  const promptMs = opts.promptMs ?? 250;
  let timer: NodeJS.Timeout | null = null;
  let timerAt = 0;
  let stopped = false;
  let running = false;
  let again = false;
  let current: Promise<void> = Promise.resolve();

  const arm = (ms: number) => {
    if (stopped) return;
    const at = Date.now() + ms;
    if (timer && timerAt <= at) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(() => {
      timer = null;
      current = tick();
    }, ms);
    timer.unref();
  };

  const tick = async () => {
    running = true;
    try {
      const r = await drainOutbox(typeof opts.drain === 'function' ? await opts.drain() : opts.drain);
      if (r.sent.length || r.retrying.length || r.failed.length)
        log.info(
          { sent: r.sent.length, retrying: r.retrying.length, failed: r.failed.length },
          'mail drained',
        );
      for (const id of r.failed) log.warn({ email: id }, 'email failed');
    } catch (e) {
      if (!stopped) log.error({ err: { message: (e as Error).message } }, 'draining the mail outbox failed');
    }
    running = false;
    if (again) {
      again = false;
      arm(promptMs);
    } else arm(intervalMs);
  };

  const kick = () => {
    if (stopped) return;
    if (running) again = true;
    else arm(promptMs);
  };

  const unlisten = await opts.db.listen('email_outbox', kick).catch((e) => {
    log.warn({ err: { message: (e as Error).message } }, 'no prompt mail delivery (LISTEN failed)');
    return async () => {};
  });
  // A first drain soon after start: mail queued while the server was down goes out at once.
  arm(Math.min(intervalMs, 2_000));
  return {
    kick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
      await unlisten().catch(() => {});
    },
  };
}
