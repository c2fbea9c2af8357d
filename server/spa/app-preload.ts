// The back-office's first wave as <link rel="modulepreload"> tags in the HTML of app pages (the dashboard,
// sign-in, …). Since ADR 080 the entry holds only the site: at an app address the browser learns that it
// needs the installed plugins and the app frame only once the entry has run, one round trip after it
// (issue 22 item 17: the dashboard's first render). Named in the HTML, they download beside the entry.
// The chunks come from Vite's build manifest (`build.manifest`), so the names follow every build.
import fs from 'node:fs';
import path from 'node:path';

/**
 * What a page outside the site needs first: the session and profile syncs (kernel-services.tsx, mounted
 * beside the router: kernel-root.tsx), then what config/main.tsx loads for it (kernel/app/mount-app.tsx).
 */
export const APP_WAVE = [
  'kernel/app/kernel-services.tsx',
  'config/plugins.ts',
  'kernel/app/create-app-routes.tsx',
];
/** And at a /dashboard address, the back-office frame (create-app-routes.tsx starts it there too). */
export const DASHBOARD_WAVE = [...APP_WAVE, 'kernel/shell/dashboard-layout.tsx'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The wave's files and their static imports, less what the entry itself loads; [] without a manifest. */
export function appWaveFiles(
  manifest: Record<string, ManifestChunk>,
  wave: readonly string[] = APP_WAVE,
): string[] {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry);
  if (entryKey) walk(entryKey, loaded);
  const files = new Set<string>();
  for (const key of wave) walk(key, files);
  return [...files].filter((k) => !loaded.has(k)).map((k) => `/${manifest[k]?.file}`);
}

/** The tags for <head>, read once from `<staticDir>/.vite/manifest.json` ('' when the build has none). */
export function appPreloadTags(staticDir: string, wave: readonly string[] = APP_WAVE): string {
  const file = path.join(staticDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  return appWaveFiles(manifest, wave)
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('\n    ');
}

/** index.html with the tags before </head>. */
export function withAppPreloads(template: string, tags: string): string {
  if (!tags) return template;
  const at = template.search(/<\/head>/i);
  return at < 0 ? template : `${template.slice(0, at)}  ${tags}\n  ${template.slice(at)}`;
}
