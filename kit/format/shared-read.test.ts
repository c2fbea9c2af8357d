// @vitest-environment jsdom
// The site's shared reads (ADR 067): what the server put in the page is used as it is, for the
// hydration render too, with no request; without it the value is asked for once, however many
// components use it; a refresh reads it again.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sharedRead } from './shared-read.ts';

describe('a value the page shares', () => {
  it('comes from the served page without asking the server', () => {
    const load = vi.fn(async () => 'from the server');
    const read = sharedRead(() => 'Kilima Safety Ltd', load);
    const { result } = renderHook(() => read.use());
    expect(result.current).toBe('Kilima Safety Ltd');
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the served value the first render read: the page does not render again when it subscribes', () => {
    // Each read of the page's copy parses it into a new object (site/cms/website-content.ts): read again on
    // subscribing, it was a change to useSyncExternalStore, which rendered every reader again at once — a served
    // service page, whose quote form lost its server copy for that render (issue 27).
    const read = sharedRead(
      () => ({ services: [] as string[] }),
      async () => ({ services: [] }),
    );
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return read.use();
    });
    const first = result.current;
    expect(renders).toBe(1);
    expect(result.current).toBe(first);
  });

  it('is asked for once when the page did not carry it, and shared by every user', async () => {
    const load = vi.fn(async () => 'Kilima Safety Ltd');
    const read = sharedRead(() => undefined, load);
    const first = renderHook(() => read.use());
    const second = renderHook(() => read.use());
    expect(first.result.current).toBeUndefined();
    await act(async () => {});
    expect(first.result.current).toBe('Kilima Safety Ltd');
    expect(second.result.current).toBe('Kilima Safety Ltd');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is read again on refresh, and keeps the old value when the read fails', async () => {
    let name = 'Old name';
    const read = sharedRead(
      () => undefined,
      async () => {
        if (name === 'fail') throw new Error('offline');
        return name;
      },
    );
    const { result } = renderHook(() => read.use());
    await act(async () => {});
    name = 'New name';
    await act(() => read.refresh());
    expect(result.current).toBe('New name');
    name = 'fail';
    await act(() => read.refresh());
    expect(result.current).toBe('New name');
  });
});
