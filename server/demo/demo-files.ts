// Demo files of the installed plugins (ADR 022): every
// `plugins/<plugin>/demo/files/<bucket>/<object name>` is stored once in that
// storage bucket under that name, through the storage API as the service role
// (so the bytes land in whichever blob store runs, checked like any upload),
// BEFORE the demo SQL runs; a plugin's demo SQL then finds the object in
// storage.objects and may rename it (`update storage.objects set name = …`,
// which keeps its bytes) and point its rows at it. Each file is recorded in
// app.demo_data_applied as `<plugin>/files/<bucket>/<name>`, so a restart stores
// none twice. The server knows no plugin: it only reads the folders.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/types.ts';

export interface DemoFile {
  /** `<plugin>/files/<bucket>/<name>`: what app.demo_data_applied records. */
  name: string;
  bucket: string;
  key: string;
  file: string;
}

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.csv': 'text/csv',
  '.txt': 'text/plain',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const demoFileType = (file: string) =>
  TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** `plugins/*\/demo/files/<bucket>/**`, sorted by name. */
export function demoFiles(pluginsDir: string): DemoFile[] {
  if (!fs.existsSync(pluginsDir)) return [];
  const found: DemoFile[] = [];
  for (const plugin of fs.readdirSync(pluginsDir, { withFileTypes: true })) {
    if (!plugin.isDirectory()) continue;
    const root = path.join(pluginsDir, plugin.name, 'demo', 'files');
    if (!fs.existsSync(root)) continue;
    for (const bucket of fs.readdirSync(root, { withFileTypes: true })) {
      if (!bucket.isDirectory()) continue;
      for (const file of walk(path.join(root, bucket.name))) {
        const key = path.relative(path.join(root, bucket.name), file).split(path.sep).join('/');
        found.push({ name: `${plugin.name}/files/${bucket.name}/${key}`, bucket: bucket.name, key, file });
      }
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * Stores the demo files this database has not had yet through `fetch` (the server's own storage API, as
 * the service role); answers their names. A file the storage refuses stops the run with its name.
 */
export async function uploadDemoFiles(opts: {
  db: Db;
  fetch: typeof fetch;
  serviceRoleKey: string;
  pluginsDir: string;
  baseUrl?: string;
}): Promise<string[]> {
  const files = demoFiles(opts.pluginsDir);
  if (files.length === 0) return [];
  await opts.db.exec(`create table if not exists app.demo_data_applied (
    name text primary key,
    applied_at timestamptz not null default now()
  );
  revoke all on app.demo_data_applied from public`);
  const done = new Set(
    (await opts.db.query<{ name: string }>('select name from app.demo_data_applied')).rows.map((r) => r.name),
  );
  const base = opts.baseUrl ?? 'http://localhost';
  const stored: string[] = [];
  for (const f of files) {
    if (done.has(f.name)) continue;
    const url = `${base}/storage/v1/object/${encodeURIComponent(f.bucket)}/${f.key
      .split('/')
      .map(encodeURIComponent)
      .join('/')}`;
    const res = await opts.fetch(url, {
      method: 'POST',
      headers: {
        apikey: opts.serviceRoleKey,
        authorization: `Bearer ${opts.serviceRoleKey}`,
        'content-type': demoFileType(f.file),
        'x-upsert': 'true',
      },
      body: fs.readFileSync(f.file),
    });
    if (!res.ok) throw new Error(`demo file ${f.name}: storage answered ${res.status} ${await res.text()}`);
    await opts.db.query('insert into app.demo_data_applied (name) values ($1) on conflict do nothing', [
      f.name,
    ]);
    stored.push(f.name);
  }
  return stored;
}
