// Password hashing and GoTrue's password-strength rules.
import bcrypt from 'bcryptjs';
import { unprocessable, WeakPasswordError } from './errors.ts';
import { isGuessable } from './guessable.ts';
import { isCommonPassword } from './pwned.ts';

export interface PasswordRules {
  minLength: number;
  /** Character sets of which the password must contain at least one character each. */
  requiredCharacters: string[];
}

/** bcrypt only looks at the first 72 bytes; GoTrue refuses longer passwords. */
const MAX_BYTES = 72;

/** Throws WeakPasswordError (422 weak_password) with GoTrue's reasons and messages. */
export function checkPasswordStrength(password: string, rules: PasswordRules): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_BYTES)
    throw unprocessable('validation_failed', `Password cannot be longer than ${MAX_BYTES} characters`);
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < rules.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rules.minLength} characters.`);
  }
  const sets = rules.requiredCharacters.filter(Boolean);
  if (sets.some((set) => ![...set].some((ch) => password.includes(ch)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  if (isCommonPassword(password) || isGuessable(password)) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  if (reasons.length > 0) throw new WeakPasswordError(messages.join(' '), reasons);
}

// bcryptjs makes $2b$ salts; GoTrue (Go's x/crypto/bcrypt) writes $2a$. The
// algorithm is the same, only the label differs.
function gotrueSalt() {
  return bcrypt.genSaltSync(10).replace(/^\$2b\$/, '$2a$');
}

/** `$2a$` hashes at cost 10, byte-compatible with GoTrue's. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, gotrueSalt());
}

// A hash to compare against when the account does not exist, so a failed
// sign-in takes as long whether or not the e-mail is registered. Comparing
// costs the same for any cost-10 hash, so it is a constant: computing one at
// import took ≈ 180 ms of every server start.
export const DUMMY_HASH = '$2a$10$5bPB4F9qGdFy83ktwz55ReK8UZ1DHJ2af3qUQlWHM8RqDiQJolr0S';

/** Verifies $2a$/$2b$/$2y$ hashes; a missing hash still costs one bcrypt round. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  return bcrypt.compare(password, hash);
}
