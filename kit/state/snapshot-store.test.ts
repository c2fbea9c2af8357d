import { describe, expect, it, vi } from 'vitest';
import { createSnapshotStore } from './snapshot-store.ts';

describe('a snapshot store (what the session is kept in, ADR 097)', () => {
  it('a reader gets the same object until a change, then the merged value', () => {
    const store = createSnapshotStore({ user: null as string | null, checked: false });
    const first = store.get();
    expect(store.get()).toBe(first);
    store.set({ checked: true });
    expect(store.get()).toEqual({ user: null, checked: true });
    expect(store.get()).not.toBe(first);
  });

  it('subscribers hear of each change, not of a change that changes nothing, and not after unsubscribing', () => {
    const store = createSnapshotStore<{ user: string | null; checked: boolean }>({
      user: 'amina',
      checked: true,
    });
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.set({ user: 'amina' });
    expect(heard).not.toHaveBeenCalled();
    const before = store.get();
    store.set({ user: 'amina', checked: true });
    expect(store.get()).toBe(before);
    store.set({ user: 'kip' });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    store.set({ user: null });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('a subscriber that unsubscribes while being told does not keep the others from hearing', () => {
    const store = createSnapshotStore({ n: 0 });
    const second = vi.fn();
    const stopFirst = store.subscribe(() => stopFirst());
    store.subscribe(second);
    store.set({ n: 1 });
    store.set({ n: 2 });
    expect(second).toHaveBeenCalledTimes(2);
  });
});
