// One read for a shop page: data, error, loading, and "try again" (the pages on demand share it).
import { useCallback, useEffect, useState } from 'react';

export function useRead<T>(read: (() => Promise<T>) | null, key: string) {
  const [state, setState] = useState<{ key?: string; data?: T; error?: Error }>({});
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for what is read; attempt re-reads
  useEffect(() => {
    if (!read) return;
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
