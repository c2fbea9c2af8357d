import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyOnce, preloadOnce } from './lazy-once.ts';

function Card({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('code loaded on demand', () => {
  it('a widget whose code was loaded ahead shows at once, without its placeholder', async () => {
    const load = async () => ({ default: Card });
    await preloadOnce(load);
    const Widget = lazyOnce(load);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Widget text="My tasks" />
      </Suspense>,
    );
    // Synchronously: no fallback, no Suspense round (React would hold the content back ≥ 300 ms).
    expect(screen.getByText('My tasks')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('a widget not loaded yet shows its placeholder, then itself, from one load', async () => {
    let calls = 0;
    let arrive: () => void = () => {};
    const load = () => {
      calls += 1;
      return new Promise<{ default: typeof Card }>((resolve) => (arrive = () => resolve({ default: Card })));
    };
    const Widget = lazyOnce(load);
    expect(lazyOnce(load)).toBe(Widget);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Widget text="Money owed" />
        <Widget text="Follow-ups" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByText('Money owed')).toBeTruthy();
    expect(screen.getByText('Follow-ups')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('a load that failed is tried again by the next one who needs it (a deploy may have replaced the file)', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('chunk gone')) : Promise.resolve({ default: Card });
    };
    await expect(preloadOnce(load)).rejects.toThrow('chunk gone');
    await preloadOnce(load);
    expect(calls).toBe(2);
  });
});
