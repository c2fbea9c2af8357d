// `npm run db:types`: regenerates kernel/database.types.ts from
// the modules' SQL (kernel/sql, plugins/<id>/sql), in the shape of `supabase gen types typescript`.
// `npm run db:types -- --check` only reports whether the committed file is current.
import fs from 'node:fs';
import path from 'node:path';
import { generateDatabaseTypes, REPO_ROOT, TYPES_FILE } from './db-types/generate.ts';

const check = process.argv.includes('--check');
const fresh = await generateDatabaseTypes();
const current = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, 'utf8') : '';
const rel = path.relative(REPO_ROOT, TYPES_FILE);

if (check) {
  if (fresh !== current) {
    console.error(`${rel} is out of date: run \`npm run db:types\` and commit it.`);
    process.exit(1);
  }
  console.log(`${rel} is up to date.`);
} else if (fresh === current) {
  console.log(`${rel} is already up to date.`);
} else {
  fs.writeFileSync(TYPES_FILE, fresh);
  console.log(`wrote ${rel}`);
}
