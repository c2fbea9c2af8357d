// A component whose code is asked for after the first render and shown once it has arrived. Nothing
// renders on the server nor in the render that hydrates a served page, so the two agree, and the
// page is on screen before the code is fetched (ADR 080). `preload` starts the load earlier.
import { type ComponentType, useEffect, useState } from 'react';

export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a later mount tries again (a deploy may have replaced the file)
      throw error;
    });
    return loading;
  };
  function Deferred(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      let active = true;
      preload().then(
        (component) => active && setLoaded(() => component),
        () => undefined,
      );
      return () => {
        active = false;
      };
    }, []);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { Deferred, preload };
}
