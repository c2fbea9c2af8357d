// Adds the plugin to config/plugins.ts: one import and one array entry, both
// kept in the file's alphabetical order (by folder), so the diff is two lines.
import { UsageError } from './options.ts';

const IMPORT = /^import \{ manifest as (\w+) \} from '\.\.\/plugins\/([a-z0-9-]+)\/manifest\.ts';$/;

export function registerPlugin(source: string, id: string, importName: string): string {
  const lines = source.split('\n');
  const imports = lines.flatMap((line, i) => {
    const m = IMPORT.exec(line);
    return m ? [{ i, name: m[1]!, folder: m[2]! }] : [];
  });
  const open = lines.indexOf('export const plugins: PluginManifest[] = [');
  const close = lines.indexOf('];', open);
  if (imports.length === 0 || open === -1 || close === -1)
    throw new UsageError(
      'config/plugins.ts is not in the shape the generator knows (imports of ../plugins/<id>/manifest.ts, then `export const plugins: PluginManifest[] = [ … ];`); nothing was written.',
    );
  if (imports.some((m) => m.name === importName))
    throw new UsageError(
      `config/plugins.ts already imports a plugin as "${importName}"; nothing was written.`,
    );

  const importLine = `import { manifest as ${importName} } from '../plugins/${id}/manifest.ts';`;
  const before = imports.find((m) => m.folder > id);
  const importAt = before ? before.i : imports.at(-1)!.i + 1;

  const entries = lines.slice(open + 1, close).map((l) => l.trim().replace(/,$/, ''));
  const folderOf = new Map(imports.map((m) => [m.name, m.folder]));
  const entryBefore = entries.findIndex((e) => (folderOf.get(e) ?? e) > id);
  const entryAt = open + 1 + (entryBefore === -1 ? entries.length : entryBefore);

  // Insert the later line first so the earlier index stays right.
  const out = [...lines];
  out.splice(entryAt, 0, `  ${importName},`);
  out.splice(importAt, 0, importLine);
  return out.join('\n');
}
