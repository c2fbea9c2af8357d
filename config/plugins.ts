// The installed back-office plugins: the one place that lists them. The
// kernel builds the router and the sidebar from these manifests. Adding a
// module = one folder under plugins/, one line here, one migration.
import type { PluginManifest } from '@kernel/registry/types.ts';

export const plugins: PluginManifest[] = [];
