// A bundled list of ~49k common and breached passwords (from
// @zxcvbn-ts/language-common, MIT; see data/common-passwords.LICENSE.txt),
// stored gzip-compressed and lower-cased. Loaded once, on first use, into a Set.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const FILE = path.join(import.meta.dirname, 'data', 'common-passwords.txt.gz');
let list: Set<string> | undefined;

function load(): Set<string> {
  if (!list) {
    const text = zlib.gunzipSync(fs.readFileSync(FILE)).toString('utf8');
    list = new Set(text.split('\n').filter(Boolean));
  }
  return list;
}

/** True when the password (case-insensitively) is on the common-passwords list. */
export function isCommonPassword(password: string): boolean {
  return load().has(password.toLowerCase());
}
