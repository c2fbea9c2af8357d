// Loads a screen's data and reloads it when `load` changes (a new search,
// filter or page). Only the latest request may fill the screen: typing fast
// or switching filters must never let a slower, older answer overwrite a
// newer one. The previous data stays shown while the next loads.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface LatestLoad<T> {
  data: T | null;
  /** The last failure's message, cleared when the next load starts. */
  error: string | null;
  /** Loads again (after a change, or "Try again"). */
  reload: () => void;
}

/** `load` must be memoised (useCallback) on what it depends on. */
export function useLatestLoad<T>(load: () => Promise<T>): LatestLoad<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const reload = useCallback(() => {
    const id = ++latest.current;
    setError(null);
    load().then(
      (d) => {
        if (id === latest.current) setData(d);
      },
      (e: unknown) => {
        if (id === latest.current) setError(e instanceof Error ? e.message : String(e));
      },
    );
  }, [load]);
  useEffect(reload, [reload]);
  return { data, error, reload };
}
