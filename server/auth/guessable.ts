// Passwords that are long enough and on no list, yet guessed at once:
// "aaaaaaaa", eight spaces, "12345678", "abcdefgh", "qwertyui", "abcabcab".
// A strength estimator (zxcvbn) would also catch these, but costs ≈ 800 kB
// and its dictionaries at every server start; these rules plus the common
// list (pwned.ts) cover what people actually type. Refused as GoTrue's
// `pwned` reason, the one its clients show as "too easy to guess".

const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz'];

/** Fewer than this many different characters is not a password. */
const MIN_DISTINCT = 4;

function isRun(s: string): boolean {
  // Every step +1 or every step −1 in character codes: 12345678, hgfedcba.
  if (s.length < 3) return false;
  const step = s.charCodeAt(1) - s.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < s.length; i++) if (s.charCodeAt(i) - s.charCodeAt(i - 1) !== step) return false;
  return true;
}

function alongKeyboard(s: string): boolean {
  for (const row of KEYBOARD_ROWS) {
    const back = [...row].reverse().join('');
    if (row.includes(s) || back.includes(s)) return true;
  }
  return false;
}

/** A short block repeated: abcabcab, 1212121212, passpass. */
function isRepetition(s: string): boolean {
  for (let n = 1; n <= Math.floor(s.length / 2); n++) {
    const block = s.slice(0, n);
    let ok = true;
    for (let i = n; i < s.length && ok; i++) ok = s[i] === block[i % n];
    if (ok) return true;
  }
  return false;
}

/** True when the password falls to the first guesses an attacker tries. */
export function isGuessable(password: string): boolean {
  const p = password.toLowerCase();
  if (p.trim() === '') return true;
  if (new Set(p).size < MIN_DISTINCT) return true;
  return isRun(p) || alongKeyboard(p) || isRepetition(p);
}
