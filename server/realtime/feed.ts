// The postgres_changes feed: NOTIFY realtime_changes (sent after commit by
// the capture trigger of server/db/platform/0005_realtime.sql) → matching
// bindings → filters → row-level security as each subscriber → one
// `postgres_changes` message per channel with the ids of its bindings.
//
// Visibility follows Supabase: INSERT/UPDATE are delivered only if the
// subscriber can SELECT the row (looked up by primary key with the
// subscriber's role and claims); DELETE is not checked against policies,
// only table privilege, and then carries only the primary key when the table
// has RLS enabled.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { requestContextStatement } from '../db/types.ts';
import { FILTER_SQL_OPS } from './filters.ts';
import type { ChangeSub, CompiledFilter, JoinedChannel } from './types.ts';

export const CHANGES_CHANNEL = 'realtime_changes';
const MAX_QUEUE = 10_000;
const OUTBOX_KEEP_MINUTES = 5;
const FILTERS_PER_QUERY = 500;
const SIGNATURE_LENGTH = 64;

interface Change {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp: string;
  columns: { name: string; type: string }[];
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  pk: string[];
  pk_values: (string | null)[];
  rls: boolean;
  full_identity: boolean;
}

export const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

function isChange(v: unknown): v is Change {
  const c = v as Change;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.schema === 'string' &&
    typeof c.table === 'string' &&
    (c.type === 'INSERT' || c.type === 'UPDATE' || c.type === 'DELETE') &&
    Array.isArray(c.pk) &&
    Array.isArray(c.pk_values) &&
    Array.isArray(c.columns)
  );
}

function matches(sub: ChangeSub, c: Change) {
  return (
    (sub.event === '*' || sub.event === c.type) &&
    (sub.schema === '*' || sub.schema === c.schema) &&
    (sub.table === null || sub.table === c.table)
  );
}

export class ChangeFeed {
  private readonly ctx: AppContext;
  private readonly subs = new Set<ChangeSub>();
  private queue: string[] = [];
  private draining = false;
  private idle: Promise<void> = Promise.resolve();
  private unlisten: (() => Promise<void>) | null = null;
  private cleanup: NodeJS.Timeout | null = null;
  private secret: string | null = null;

  constructor(ctx: AppContext) {
    this.ctx = ctx;
  }

  async start() {
    const r = await this.ctx.db.query<{ secret: string }>(
      'select secret from realtime.change_secret limit 1',
    );
    this.secret = r.rows[0]?.secret ?? null;
    this.unlisten = await this.ctx.db.listen(CHANGES_CHANNEL, (p) => this.enqueue(p), {
      lost: (err, retryInMs) =>
        this.ctx.log.warn(
          { err: { message: err.message }, retryInMs },
          'realtime: LISTEN connection lost, reconnecting',
        ),
      // NOTIFY does not wait for absent listeners: changes made during the gap reached nobody.
      restored: () =>
        this.ctx.log.warn(
          'realtime: LISTEN connection restored; changes made while it was down were not delivered',
        ),
    });
    this.cleanup = setInterval(() => void this.cleanOutbox(), 60_000);
    this.cleanup.unref();
    await this.cleanOutbox();
  }

  async stop() {
    if (this.cleanup) clearInterval(this.cleanup);
    this.queue = [];
    await this.idle;
    await this.unlisten?.().catch(() => {});
  }

  add(sub: ChangeSub) {
    this.subs.add(sub);
  }

  remove(sub: ChangeSub) {
    this.subs.delete(sub);
  }

  get subscriptionCount() {
    return this.subs.size;
  }

  private async cleanOutbox() {
    try {
      await this.ctx.db.query(
        `delete from realtime.change_outbox where created_at < now() - make_interval(mins => $1)`,
        [OUTBOX_KEEP_MINUTES],
      );
    } catch (e) {
      this.ctx.log.warn({ err: { message: (e as Error).message } }, 'realtime: outbox cleanup failed');
    }
  }

  private enqueue(payload: string) {
    if (this.subs.size === 0) return;
    if (this.queue.length >= MAX_QUEUE) {
      this.queue.shift();
      this.ctx.log.warn('realtime: change queue full, dropped the oldest change');
    }
    this.queue.push(payload);
    if (!this.draining) this.idle = this.drain();
  }

  // One change at a time keeps every subscriber's events in commit order.
  private async drain() {
    this.draining = true;
    try {
      for (let p = this.queue.shift(); p !== undefined; p = this.queue.shift()) {
        try {
          await this.process(p);
        } catch (e) {
          this.ctx.log.error({ err: { message: (e as Error).message } }, 'realtime: change dispatch failed');
        }
      }
    } finally {
      this.draining = false;
    }
  }

  /** The body of a notification signed by the capture trigger; null for anything else. */
  private verified(raw: string): string | null {
    if (!this.secret || raw.length < SIGNATURE_LENGTH) return null;
    const body = raw.slice(SIGNATURE_LENGTH);
    const expected = createHash('sha256')
      .update(this.secret + body, 'utf8')
      .digest();
    const given = Buffer.from(raw.slice(0, SIGNATURE_LENGTH), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected) ? body : null;
  }

  private async process(raw: string) {
    const body = this.verified(raw);
    if (body === null) {
      this.ctx.log.warn('realtime: ignored a realtime_changes notification without a valid signature');
      return;
    }
    let text = body;
    let parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return;
    const outboxId = (parsed as { outbox?: unknown }).outbox;
    if (typeof outboxId === 'number') {
      const r = await this.ctx.db.query<{ payload: string }>(
        'select payload from realtime.change_outbox where id = $1',
        [outboxId],
      );
      if (r.rows.length === 0) return;
      text = r.rows[0].payload;
      parsed = JSON.parse(text);
    }
    if (!isChange(parsed)) return;
    const change = parsed;
    const candidates = [...this.subs].filter((s) => !s.channel.closed && matches(s, change));
    if (candidates.length === 0) return;

    const passing = await this.applyFilters(text, change, candidates);
    const groups = new Map<string, ChangeSub[]>();
    for (const s of passing) {
      const key =
        change.type === 'DELETE' || !change.rls
          ? s.channel.role
          : `${s.channel.role}\u0000${JSON.stringify(s.channel.claims)}`;
      const g = groups.get(key);
      if (g) g.push(s);
      else groups.set(key, [s]);
    }
    const visible = await this.visibleGroups(change, [...groups.values()]);

    const byChannel = new Map<JoinedChannel, number[]>();
    for (const s of visible.flat()) {
      if (s.channel.closed) continue;
      const ids = byChannel.get(s.channel);
      if (ids) {
        if (!ids.includes(s.id)) ids.push(s.id);
      } else byChannel.set(s.channel, [s.id]);
    }
    if (byChannel.size === 0) return;
    const dataJson = JSON.stringify(this.wireData(change));
    for (const [channel, ids] of byChannel) {
      channel.outlet.sendPrepared(
        { joinRef: null, ref: null, topic: channel.topic, event: 'postgres_changes' },
        `{"ids":${JSON.stringify(ids)},"data":${dataJson}}`,
      );
    }
  }

  /** The `data` realtime-js reads: record/old_record converted with `columns`. */
  private wireData(c: Change) {
    const data: Record<string, unknown> = {
      schema: c.schema,
      table: c.table,
      commit_timestamp: c.commit_timestamp,
      type: c.type,
      columns: c.columns,
      errors: null,
    };
    if (c.type !== 'DELETE') data.record = c.record ?? {};
    if (c.type !== 'INSERT') {
      let old = c.old_record ?? {};
      // Deletes skip the policy check, so with RLS on only the key leaves the database.
      if (c.type === 'DELETE' && c.rls)
        old = Object.fromEntries(c.pk.filter((k) => k in old).map((k) => [k, old[k]]));
      data.old_record = old;
    }
    return data;
  }

  private async applyFilters(text: string, change: Change, subs: ChangeSub[]): Promise<ChangeSub[]> {
    // As Realtime does: a filter on a column the change does not carry (a delete
    // without replica identity full carries only the key) does not apply.
    const carried = change.type === 'DELETE' ? (change.old_record ?? {}) : (change.record ?? {});
    const applies = (f: CompiledFilter) => Object.hasOwn(carried, f.column);
    const distinct = new Map<string, CompiledFilter>();
    for (const s of subs) for (const f of s.filters) if (applies(f)) distinct.set(filterKey(f), f);
    if (distinct.size === 0) return subs;
    const source = change.type === 'DELETE' ? 'old_record' : 'record';
    const filters = [...distinct.values()];
    const results = new Map<string, boolean>();
    const evaluate = async (list: CompiledFilter[]) => {
      const params: unknown[] = [text];
      const exprs = list.map((f, i) => {
        params.push(f.column);
        const col = `(($1::jsonb -> '${source}') ->> $${params.length}::text)::${f.sqlType}`;
        if (f.op === 'in') {
          params.push(JSON.stringify(f.value));
          return `coalesce(${col} = any(array(select e::${f.sqlType} from jsonb_array_elements_text($${params.length}::jsonb) e)), false) as f${i}`;
        }
        params.push(f.value);
        return `coalesce(${col} ${FILTER_SQL_OPS[f.op]} $${params.length}::text::${f.sqlType}, false) as f${i}`;
      });
      const r = await this.ctx.db.query<Record<string, boolean>>(`select ${exprs.join(', ')}`, params);
      list.forEach((f, i) => {
        results.set(filterKey(f), r.rows[0]?.[`f${i}`] === true);
      });
    };
    // Chunks keep every statement far below PostgreSQL's bind parameter limit.
    for (let i = 0; i < filters.length; i += FILTERS_PER_QUERY) {
      const chunk = filters.slice(i, i + FILTERS_PER_QUERY);
      try {
        await evaluate(chunk);
      } catch {
        // One uncastable value (e.g. an array column) must not hide the others.
        for (const f of chunk) await evaluate([f]).catch(() => results.set(filterKey(f), false));
      }
    }
    return subs.filter((s) => s.filters.every((f) => !applies(f) || results.get(filterKey(f)) === true));
  }

  /** The groups (subscribers sharing role, and claims where RLS applies) allowed to see the change. */
  private async visibleGroups(change: Change, groups: ChangeSub[][]): Promise<ChangeSub[][]> {
    if (groups.length === 0) return [];
    const privileged = await this.selectPrivileged(change, [
      ...new Set(groups.map((g) => g[0].channel.role)),
    ]);
    const allowed = groups.filter((g) => privileged.has(g[0].channel.role));
    if (change.type === 'DELETE' || !change.rls) return allowed;
    if (change.pk.length === 0 || change.pk.length !== change.pk_values.length) return [];
    // PGlite has one connection; PostgreSQL checks in a few transactions side by side.
    const lanes = this.ctx.db.kind === 'postgres' ? Math.min(4, allowed.length) : 1;
    const chunks: ChangeSub[][][] = Array.from({ length: lanes }, () => []);
    allowed.forEach((g, i) => {
      chunks[i % lanes].push(g);
    });
    const seen = await Promise.all(chunks.map((c) => this.rowVisibleTo(change, c)));
    return chunks.flatMap((c, i) => c.filter((_, j) => seen[i][j]));
  }

  /** Roles with SELECT on the table, asked as the owner (no role switch needed). */
  private async selectPrivileged(change: Change, roles: string[]): Promise<Set<string>> {
    try {
      const r = await this.ctx.db.query<{ role: string; ok: boolean }>(
        `select r as role, has_table_privilege(r, format('%I.%I', $1::text, $2::text), 'SELECT') as ok
           from jsonb_array_elements_text($3::jsonb) as r`,
        [change.schema, change.table, JSON.stringify(roles)],
      );
      return new Set(r.rows.filter((x) => x.ok === true).map((x) => x.role));
    } catch {
      return new Set();
    }
  }

  /**
   * Looks the changed row up by primary key as each group's role and claims, all in one
   * transaction (role and claims switched between lookups); one failing policy falls back
   * to a transaction per group so it cannot hide the row from the others.
   */
  private async rowVisibleTo(change: Change, groups: ChangeSub[][]): Promise<boolean[]> {
    if (groups.length === 0) return [];
    const where = change.pk.map((k, i) => `${quoteIdent(k)} = $${i + 1}`).join(' and ');
    const lookup = `select 1 from ${quoteIdent(change.schema)}.${quoteIdent(change.table)} where ${where} limit 1`;
    const ctxOf = (g: ChangeSub[]) => ({
      role: g[0].channel.role,
      claims: g[0].channel.claims,
      statementTimeoutMs: 5000,
    });
    try {
      return await this.ctx.db.requestTransaction(ctxOf(groups[0]), async (tx) => {
        const out: boolean[] = [];
        for (const [i, g] of groups.entries()) {
          if (i > 0) {
            const s = requestContextStatement(ctxOf(g));
            await tx.query(s.sql, s.params);
          }
          out.push((await tx.query(lookup, change.pk_values)).rows.length > 0);
        }
        return out;
      });
    } catch {
      if (groups.length === 1) return [false];
      return Promise.all(groups.map(async (g) => (await this.rowVisibleTo(change, [g]))[0]));
    }
  }
}

const filterKey = (f: CompiledFilter) => JSON.stringify([f.column, f.op, f.value, f.sqlType]);
