// A value the whole page shares and reads at most once, outside the query cache: the public site's
// facts (the company's name, the published website content) that the server already put in a
// rendered page. It is read from the page when it is there, else asked for once on first use,
// and works without a QueryClientProvider (the site's and the auth pages' tests render without one).
import { useSyncExternalStore } from 'react';

export interface SharedRead<T> {
  /** The value, or undefined until known (the first use starts the read). */
  use(): T | undefined;
  /** Reads it again (after a save that changes it). */
  refresh(): Promise<void>;
}

export function sharedRead<T>(served: () => T | undefined, load: () => Promise<T>): SharedRead<T> {
  let value: T | undefined;
  let started = false;
  const listeners = new Set<() => void>();
  const refresh = async () => {
    started = true;
    try {
      value = await load();
    } catch {
      // Nothing to show but the fallback; the next refresh tries again.
      return;
    }
    for (const l of listeners) l();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (!started) {
      started = true;
      // Kept when the hydration render read it: a second read is a new object, which useSyncExternalStore takes
      // for a change and renders every reader again at once (a served page's quote form lost its server copy).
      value ??= served();
      if (value === undefined) void refresh();
    }
    return () => listeners.delete(listener);
  };
  const snapshot = () => {
    // The first render (the hydration) already shows what the server rendered.
    if (!started && value === undefined) value = served();
    return value;
  };
  return {
    // The same snapshot for hydration: the browser's first render shows what the server rendered.
    use: () => useSyncExternalStore(subscribe, snapshot, snapshot),
    refresh,
  };
}
