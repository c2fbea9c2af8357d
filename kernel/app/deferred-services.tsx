// Mounts KernelServices once its code has arrived. Nothing renders on the server or in the first
// (hydrating) render, so a served page hydrates without a mismatch; the code is asked for after that
// render (a served page is already painted), or at once where the browser renders the page itself
// (mountApp calls preloadKernelServices: the session check then runs beside the screen's code).
import { type ComponentType, useContext, useEffect, useState } from 'react';
import { SyncsMountedContext } from './kernel-services-context.ts';

type Services = ComponentType<{ withSyncs: boolean }>;
let loading: Promise<Services> | null = null;

export function preloadKernelServices(): Promise<Services> {
  loading ??= import('./kernel-services.tsx').then(
    (m) => m.default,
    (error: unknown) => {
      loading = null; // a later mount tries again (a deploy may have replaced the file)
      throw error;
    },
  );
  return loading;
}

export function DeferredKernelServices() {
  const syncsMounted = useContext(SyncsMountedContext);
  const [Services, setServices] = useState<Services | null>(null);
  useEffect(() => {
    let active = true;
    preloadKernelServices().then(
      (loaded) => active && setServices(() => loaded),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return Services ? <Services withSyncs={!syncsMounted} /> : null;
}
