// One React.lazy component per loader function, so a re-render (or reopening a
// contributed action or tab) neither loads the code again nor remounts it.
// Loaders are the manifests' `load` functions: stable for the app's lifetime.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: one cache for components of every props type; lazyOnce types each.
type AnyComponent = ComponentType<any>;
const lazies = new WeakMap<object, LazyExoticComponent<AnyComponent>>();

export function lazyOnce<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  let component = lazies.get(load);
  if (!component) {
    component = lazy(load);
    lazies.set(load, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
}
