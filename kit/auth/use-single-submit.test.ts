// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleSubmit } from './use-single-submit.ts';

const event = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('a form submits once at a time', () => {
  it('ignores a second submission that arrives before the first one settles (before any re-render)', async () => {
    let finish!: () => void;
    const submit = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const { result } = renderHook(() => useSingleSubmit(submit));
    const first = result.current(event());
    void result.current(event());
    expect(submit).toHaveBeenCalledTimes(1);
    finish();
    await first;
    void result.current(event());
    expect(submit).toHaveBeenCalledTimes(2);
  });
  it('accepts a new submission after one fails', async () => {
    const submit = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useSingleSubmit(submit));
    await expect(result.current(event())).rejects.toThrow('offline');
    await result.current(event());
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
