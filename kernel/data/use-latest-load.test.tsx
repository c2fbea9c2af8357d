import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestLoad } from './use-latest-load.ts';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('loading a screen’s data, latest request first', () => {
  it('keeps the newer answer when an older one arrives late', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { result, rerender } = renderHook(({ load }) => useLatestLoad(load), {
      initialProps: { load: () => first.promise },
    });
    rerender({ load: () => second.promise });
    await act(async () => second.resolve('new'));
    expect(result.current.data).toBe('new');
    await act(async () => first.resolve('old'));
    expect(result.current.data).toBe('new');
  });

  it('reports a failure, ignores a stale one, and clears it on reload', async () => {
    let answer = deferred<string>();
    const load = () => answer.promise;
    const { result } = renderHook(() => useLatestLoad(load));
    await act(async () => answer.reject(new Error('network down')));
    expect(result.current.error).toBe('network down');
    answer = deferred<string>();
    act(() => result.current.reload());
    expect(result.current.error).toBeNull();
    await act(async () => answer.resolve('back'));
    await waitFor(() => expect(result.current.data).toBe('back'));
  });
});
