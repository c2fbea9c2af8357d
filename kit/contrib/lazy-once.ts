// One React.lazy component per loader function, so a re-render (or reopening a
// contributed action or tab) neither loads the code again nor remounts it.
// Loaders are the manifests' `load` functions: stable for the app's lifetime.
//
// Code loaded ahead (`preloadOnce`, e.g. the Home widgets opened at /dashboard) renders at once: a
// React.lazy component always suspends on its first render, even when its module has long arrived, and
// React 19 then holds the boundary's content back for its fallback throttle (300 ms) — on the dashboard's
// first render that was a third of the whole time (docs/benchmarks.md, issue 22 item 17).
import { type ComponentType, createElement, type LazyExoticComponent, lazy, useState } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: one cache for components of every props type; lazyOnce types each.
type AnyComponent = ComponentType<any>;
type Loader = () => Promise<{ default: AnyComponent }>;

/** What a loader has given so far: the running load, and its component once it has arrived. */
interface Loaded {
  promise: Promise<{ default: AnyComponent }>;
  component?: AnyComponent;
}
const loads = new WeakMap<object, Loaded>();
const lazies = new WeakMap<object, AnyComponent>();

function start(load: Loader): Loaded {
  let entry = loads.get(load);
  if (!entry) {
    const promise = load();
    const created: Loaded = { promise };
    promise.then(
      (module) => {
        created.component = module.default;
      },
      // A failed load is retried by the next caller (a deploy may have replaced the file).
      () => loads.delete(load),
    );
    entry = created;
    loads.set(load, entry);
  }
  return entry;
}

/** Starts loading a component's code now (e.g. beside the first data reads); lazyOnce reuses the load. */
// biome-ignore lint/suspicious/noExplicitAny: any component's loader may be preloaded.
export function preloadOnce(load: () => Promise<{ default: ComponentType<any> }>): Promise<unknown> {
  return start(load).promise;
}

export function lazyOnce<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let component = lazies.get(load);
  if (!component) {
    const loader: Loader = load;
    const Lazy: LazyExoticComponent<AnyComponent> = lazy(() => start(loader).promise);
    // Chosen once per mounted element, so the element never switches type (which would remount it).
    const Chosen = (props: Record<string, unknown>) => {
      const [Type] = useState<AnyComponent>(() => loads.get(loader)?.component ?? Lazy);
      return createElement(Type, props);
    };
    component = Chosen;
    lazies.set(load, component);
  }
  return component as ComponentType<P>;
}
