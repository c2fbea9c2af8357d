// Phoenix Presence state per topic: key → metas, one meta per tracking
// channel. Diffs and state use Phoenix's shapes ({key: {metas: [...]}}),
// which realtime-js turns into sync/join/leave events.

export type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
export type PresenceMap = Record<string, { metas: Meta[] }>;
export interface PresenceDiff {
  joins: PresenceMap;
  leaves: PresenceMap;
}

// Keys are client-chosen: a null prototype keeps "__proto__" an ordinary key.
const dict = (): PresenceMap => Object.create(null);

let refCounter = 0;
/** Phoenix refs are opaque strings; unique per process is enough here. */
function nextRef() {
  refCounter = (refCounter + 1) % Number.MAX_SAFE_INTEGER;
  return `F${Date.now().toString(36)}${refCounter.toString(36)}`;
}

/** One tracked entry: who tracked it (an opaque owner id) under which key. */
interface Entry {
  key: string;
  meta: Meta;
}

export class PresenceTopic {
  /** owner (a joined channel) → its entry */
  private readonly entries = new Map<object, Entry>();

  get size() {
    return this.entries.size;
  }

  state(): PresenceMap {
    const out = dict();
    for (const { key, meta } of this.entries.values()) {
      if (!Object.hasOwn(out, key)) out[key] = { metas: [] };
      out[key].metas.push(meta);
    }
    return out;
  }

  /** Tracks or updates the owner's meta; null when nothing changed. */
  track(owner: object, key: string, payload: Record<string, unknown>): PresenceDiff | null {
    const prev = this.entries.get(owner);
    if (prev && prev.key === key && samePayload(prev.meta, payload)) return null;
    const meta: Meta = { ...payload, phx_ref: nextRef() };
    const diff: PresenceDiff = { joins: dict(), leaves: dict() };
    if (prev) {
      if (prev.key === key) meta.phx_ref_prev = prev.meta.phx_ref;
      diff.leaves[prev.key] = { metas: [prev.meta] };
    }
    this.entries.set(owner, { key, meta });
    diff.joins[key] = { metas: [meta] };
    return diff;
  }

  untrack(owner: object): PresenceDiff | null {
    const prev = this.entries.get(owner);
    if (!prev) return null;
    this.entries.delete(owner);
    const leaves = dict();
    leaves[prev.key] = { metas: [prev.meta] };
    return { joins: dict(), leaves };
  }
}

function samePayload(meta: Meta, payload: Record<string, unknown>) {
  const { phx_ref: _r, phx_ref_prev: _p, ...rest } = meta;
  return JSON.stringify(rest) === JSON.stringify(payload);
}
