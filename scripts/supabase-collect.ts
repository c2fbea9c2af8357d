// `npm run supabase:collect [outDir]`: writes the deploy folder for hosted
// Supabase (default supabase/): every module's versioned migrations and its
// repeatable definitions as migrations, in order, and the edge functions.
// Then `supabase db push` (supabase/README.md, ADR 040).
import path from 'node:path';
import { collect, SUPABASE_DIR } from './supabase-collect/collect.ts';

const out = process.argv[2] ? path.resolve(process.argv[2]) : SUPABASE_DIR;
const files = collect(out);
console.log(
  `${files.length} migrations written to ${path.relative(process.cwd(), path.join(out, 'migrations')) || '.'}`,
);
