// Tests and stories only: a tiny installed "plugin" offering one picker with fixed options, so a module's
// form test gets its customer choices without importing the customers module (renderWithKernel's `plugins`).
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
        label: kind,
        search: async (query, _supabase, { limit, include }) =>
          options
            .filter((o) => include.includes(o.value) || o.label.toLowerCase().includes(query.toLowerCase()))
            .slice(0, limit + include.length),
      },
    ],
  };
}
