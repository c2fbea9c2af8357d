// Mounts the app: kernel state around the data router built from the site
// routes and the plugin manifests. A server-rendered public page (ADR 058) is
// hydrated once its code has loaded, from the server's state (session checked:
// none); the real session follows at once (AuthSync).
import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { authCheckedAtom } from '../session/atoms.ts';
import { type AppInput, createAppRoutes } from './create-app-routes.tsx';
import { KernelProvider } from './kernel-provider.tsx';

export type { AppInput };

/** `queryClient`: the cache to start from (a private page's data from the server, ADR 062). */
export function mountApp(element: HTMLElement, input: AppInput, queryClient?: QueryClient): void {
  const router = createBrowserRouter(createAppRoutes(input));
  const served = element.hasChildNodes();
  const store = createStore();
  if (served) store.set(authCheckedAtom, true);
  const app = (
    <StrictMode>
      <KernelProvider plugins={input.plugins} store={store} queryClient={queryClient}>
        <RouterProvider router={router} />
      </KernelProvider>
    </StrictMode>
  );
  if (!served) return void createRoot(element).render(app);
  const hydrate = () => {
    // The server's forms are inert until now, so none submits natively before the app handles it.
    for (const form of element.querySelectorAll('form[inert]')) form.removeAttribute('inert');
    hydrateRoot(element, app);
  };
  if (router.state.initialized) return void hydrate();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    hydrate();
  });
}
