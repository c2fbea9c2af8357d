// Whether the kernel's sync components (session, profile, module switches, cache clearing) are
// already mounted above the router: KernelProvider (tests, stories) mounts them itself, so the root's
// deferred copy (KernelServices) must not subscribe a second time.
import { createContext } from 'react';

export const SyncsMountedContext = createContext(false);
