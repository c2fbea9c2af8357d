// Tests and stories only: a tiny installed "plugin" offering one picker with fixed options, so a module's
// form test gets its customer choices without importing the customers module (renderWithKernel's `plugins`).
// A scope key narrows to the options whose `detail` holds that value (`contact`: detail.customer_id).
import type { PickerOption } from '@kernel/registry/extension-points.ts';
import type { PluginManifest } from '@kernel/registry/types.ts';

export function pickerPlugin(kind: string, options: PickerOption[]): PluginManifest {
  return {
    id: `${kind}-picker`,
    title: `${kind} picker`,
    description: 'A fake picker for tests.',
    routes: [],
    pickers: [
      {
        kind,
        label: kind.charAt(0).toUpperCase() + kind.slice(1),
        search: async (query, _supabase, { limit, include, scope }) => {
          const inScope = options.filter((o) =>
            Object.entries(scope ?? {}).every(([k, v]) => o.detail?.[k] === v),
          );
          const found = inScope
            .filter((o) => o.label.toLowerCase().includes(query.toLowerCase()))
            .slice(0, limit);
          const held = options.filter((o) => include.includes(o.value) && !found.includes(o));
          return [...found, ...held];
        },
      },
    ],
  };
}
