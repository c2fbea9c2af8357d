// One "Email or phone" field (spec §5: email or phone plus a password).
// Kenyan numbers are accepted as 07…/01… or +254…/254… and sent as E.164.
export type Identifier = { email: string } | { phone: string };

export function parseIdentifier(raw: string): Identifier | null {
  const value = raw.trim();
  if (value.includes('@')) {
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? { email: value.toLowerCase() } : null;
  }
  const digits = value.replace(/[\s()-]/g, '');
  if (/^0[17]\d{8}$/.test(digits)) return { phone: `+254${digits.slice(1)}` };
  if (/^254[17]\d{8}$/.test(digits)) return { phone: `+${digits}` };
  if (/^\+\d{8,15}$/.test(digits)) return { phone: digits };
  return null;
}

export const IDENTIFIER_ERROR = 'Enter an email address or a phone number such as 0712 345 678';

/** GoTrue's weak_password reasons as sentences a person can act on. */
export function weakPasswordReasons(reasons: readonly string[] | undefined, minLength = 8): string[] {
  return (reasons ?? []).map((r) => {
    if (r === 'length') return `Use at least ${minLength} characters.`;
    if (r === 'characters') return 'Mix lower- and upper-case letters, digits and symbols.';
    if (r === 'pwned') return 'This password is too common or too easy to guess; choose another.';
    return r;
  });
}
