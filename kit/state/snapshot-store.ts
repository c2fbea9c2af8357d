// A value with subscribers, in the shape React's useSyncExternalStore reads. The kernel keeps the session in
// one (kernel/session/use-session.ts), so a public page reads who is signed in without jotai's store in its
// first download (issue 27, ADR 097). Written here rather than taken from a library: twenty lines over React's
// own primitive, where a package would be a second state library beside jotai for two values.

export interface SnapshotStore<T extends object> {
  /** The current value: the same object until set() changes it, as useSyncExternalStore requires. */
  get(): T;
  /** Merges `change` into the value and tells every subscriber; a change that changes nothing tells no one. */
  set(change: Partial<T>): void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createSnapshotStore<T extends object>(initial: T): SnapshotStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(change) {
      let changed = false;
      for (const key in change) if (!Object.is(change[key], value[key])) changed = true;
      if (!changed) return;
      value = { ...value, ...change };
      // A copy: a listener that unsubscribes (or subscribes another) while being told must not upset the loop.
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
