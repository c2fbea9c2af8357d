// One read for a shop page: data, error, loading, and "try again" (the pages on demand share it).
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * `served`: what the server rendered the page with for this key (site/seo/served-page.tsx): the first render
 * shows it and it is not read again until the key changes or "try again".
 */
export function useRead<T>(read: (() => Promise<T>) | null, key: string, served?: T) {
  const [state, setState] = useState<{ key?: string; data?: T; error?: Error }>(() =>
    served === undefined ? {} : { key, data: served },
  );
  const [attempt, setAttempt] = useState(0);
  const servedKey = useRef(served === undefined ? null : key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for what is read; attempt re-reads
  useEffect(() => {
    if (!read) return;
    if (servedKey.current === key && attempt === 0) return;
    servedKey.current = null;
    let stale = false;
    read().then(
      (data) => !stale && setState({ key, data }),
      (error: Error) => !stale && setState({ key, error }),
    );
    return () => {
      stale = true;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    data: state.key === key ? state.data : undefined,
    error: state.key === key ? state.error : undefined,
    retry,
    setData: (data: T) => setState({ key, data }),
  };
}
