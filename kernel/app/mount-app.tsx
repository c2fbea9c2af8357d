// Mounts the app: kernel state around the data router built from the site
// routes and the plugin manifests.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { type AppInput, createAppRoutes } from './create-app-routes.tsx';
import { KernelProvider } from './kernel-provider.tsx';

export type { AppInput };

export function mountApp(element: HTMLElement, input: AppInput): Root {
  const router = createBrowserRouter(createAppRoutes(input));
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <KernelProvider plugins={input.plugins}>
        <RouterProvider router={router} />
      </KernelProvider>
    </StrictMode>,
  );
  return root;
}
