// PLACEHOLDER (replaced by the kernel implementation): mounts the app.
import { createRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import type { PluginManifest } from '../registry/types.ts';

export interface AppInput {
  plugins: PluginManifest[];
  siteRoutes: RouteObject[];
}

export function mountApp(element: HTMLElement, _input: AppInput) {
  createRoot(element).render(<p>Safeworks</p>);
}
