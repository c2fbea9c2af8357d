// `npm run db:permissions`: regenerates docs/permission-matrix.md (what each
// caller can do to each exposed table). `-- --check` only reports whether it is current.
import fs from 'node:fs';
import path from 'node:path';
import { generatePermissionMatrix, MATRIX_FILE, REPO_ROOT } from './permission-matrix/generate.ts';

const fresh = await generatePermissionMatrix();
const current = fs.existsSync(MATRIX_FILE) ? fs.readFileSync(MATRIX_FILE, 'utf8') : '';
const rel = path.relative(REPO_ROOT, MATRIX_FILE);
if (process.argv.includes('--check')) {
  if (fresh !== current) {
    console.error(`${rel} is out of date: run \`npm run db:permissions\`, read the diff and commit it.`);
    process.exit(1);
  }
  console.log(`${rel} is up to date.`);
} else if (fresh === current) console.log(`${rel} is already up to date.`);
else {
  fs.writeFileSync(MATRIX_FILE, fresh);
  console.log(`wrote ${rel}`);
}
