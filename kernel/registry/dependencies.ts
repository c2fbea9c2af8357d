// Declared dependencies between plugins (ADR 037). A manifest names the plugins
// it needs (`dependsOn`) and those it reads when they are there
// (`optionalDependsOn`); the registry refuses unknown ids and cycles when the
// app starts, and derives from them which module switch needs which: the
// database keeps that list (system_module_dependencies) and refuses a switch
// that breaks it; tests/kernel-schema/module-dependencies.test.ts keeps the two
// equal.
import type { ModuleId } from './module-ids.ts';
import type { PluginManifest } from './types.ts';

type Fail = (message: string) => Error;

const depsOf = (m: PluginManifest) => [...(m.dependsOn ?? []), ...(m.optionalDependsOn ?? [])];

/** Throws at the first unknown, repeated or circular dependency, naming the plugins. */
export function validateDependencies(manifests: readonly PluginManifest[], fail: Fail): void {
  const byId = new Map(manifests.map((m) => [m.id, m]));
  for (const m of manifests) {
    const seen = new Set<string>();
    for (const dep of depsOf(m)) {
      if (dep === m.id) throw fail(`Plugin "${m.id}" depends on itself`);
      if (!byId.has(dep))
        throw fail(`Plugin "${m.id}" depends on "${dep}", which is not an installed plugin`);
      if (seen.has(dep)) throw fail(`Plugin "${m.id}" names "${dep}" twice among its dependencies`);
      seen.add(dep);
    }
  }
  // Depth-first search; a plugin met again while still on the path closes a cycle.
  const done = new Set<string>();
  const visit = (id: string, path: string[]) => {
    if (done.has(id)) return;
    const at = path.indexOf(id);
    if (at >= 0)
      throw fail(`Plugins depend on each other in a circle: ${[...path.slice(at), id].join(' → ')}`);
    for (const dep of depsOf(byId.get(id) as PluginManifest)) visit(dep, [...path, id]);
    done.add(id);
  };
  for (const m of manifests) visit(m.id, []);
}

/** Every plugin `id` needs, directly or through others (hard dependencies only), sorted. */
export function requiredPlugins(manifests: readonly PluginManifest[], id: string): string[] {
  const byId = new Map(manifests.map((m) => [m.id, m]));
  const found = new Set<string>();
  const walk = (from: string) => {
    for (const dep of byId.get(from)?.dependsOn ?? []) {
      if (found.has(dep)) continue;
      found.add(dep);
      walk(dep);
    }
  };
  walk(id);
  return [...found].sort();
}

export interface ModuleDependency {
  /** The switch that needs another: it cannot be on while `requires` is off. */
  module_id: ModuleId;
  requires: ModuleId;
}

/**
 * Which module switch needs which, from the manifests' `dependsOn`: a switched plugin needs the
 * switches of the plugins it depends on, also through plugins without a switch (quotations →
 * invoicing → customers). Plugins without a switch are always on, so they need nothing here.
 * Sorted; what the database's system_module_dependencies must hold.
 */
export function moduleDependencies(manifests: readonly PluginManifest[]): ModuleDependency[] {
  const byId = new Map(manifests.map((m) => [m.id, m]));
  const pairs = new Map<string, ModuleDependency>();
  for (const m of manifests) {
    if (!m.moduleId) continue;
    for (const dep of requiredPlugins(manifests, m.id)) {
      const requires = byId.get(dep)?.moduleId;
      if (!requires || requires === m.moduleId) continue;
      pairs.set(`${m.moduleId} ${requires}`, { module_id: m.moduleId, requires });
    }
  }
  return [...pairs.values()].sort(
    (a, b) => a.module_id.localeCompare(b.module_id) || a.requires.localeCompare(b.requires),
  );
}
