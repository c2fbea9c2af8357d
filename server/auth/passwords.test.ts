import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { WeakPasswordError } from './errors.ts';
import { checkPasswordStrength, DUMMY_HASH, hashPassword, verifyPassword } from './passwords.ts';
import { isCommonPassword } from './pwned.ts';

const rules = { minLength: 8, requiredCharacters: [] as string[] };

function reasons(password: string, r = rules) {
  try {
    checkPasswordStrength(password, r);
    return [];
  } catch (e) {
    if (e instanceof WeakPasswordError) return e.reasons;
    throw e;
  }
}

describe('password rules', () => {
  it('a long uncommon password passes', () => {
    expect(reasons('Correct-Horse-Battery-9')).toEqual([]);
  });

  it('too short a password is refused for its length, with GoTrue wording', () => {
    expect(reasons('Zq8#xk')).toEqual(['length']);
    expect(() => checkPasswordStrength('Zq8#xk', rules)).toThrow('Password should be at least 8 characters.');
  });

  it('length counts characters, not bytes', () => {
    expect(reasons('ÄÖÜäöüßé', { minLength: 8, requiredCharacters: [] })).toEqual([]);
  });

  it('required character sets are checked in GoTrue format', () => {
    const r = {
      minLength: 8,
      requiredCharacters: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
    };
    expect(reasons('lowercase-only-words', r)).toEqual(['characters']);
    expect(reasons('Mixed-Case-And-9', r)).toEqual([]);
  });

  it('common and breached passwords are refused as pwned, whatever their case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('Correct-Horse-Battery-9')).toBe(false);
    expect(reasons('iloveyou')).toEqual(['pwned']);
    expect(reasons('abc123')).toEqual(['length', 'pwned']);
  });

  it('passwords longer than bcrypt can hash are a validation error', () => {
    expect(() => checkPasswordStrength('x'.repeat(73), rules)).toThrow(/cannot be longer than 72/);
  });
});

describe('password hashing', () => {
  it('hashes are $2a$ at cost 10, as GoTrue writes them, and verify', async () => {
    const hash = await hashPassword('Correct-Horse-Battery-9');
    expect(hash).toMatch(/^\$2a\$10\$/);
    expect(await verifyPassword('Correct-Horse-Battery-9', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-battery-9', hash)).toBe(false);
  });

  it('hashes written by other bcrypt implementations ($2b$, $2y$) verify', async () => {
    const b = bcrypt.hashSync('Imported-Pass-1', 4);
    expect(b.startsWith('$2b$')).toBe(true);
    expect(await verifyPassword('Imported-Pass-1', b)).toBe(true);
    const y = `$2y$${b.slice(4)}`;
    expect(await verifyPassword('Imported-Pass-1', y)).toBe(true);
    expect(await verifyPassword('wrong', y)).toBe(false);
  });

  it('a missing or foreign hash never verifies', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', '')).toBe(false);
    expect(await verifyPassword('anything', 'plaintext')).toBe(false);
  });

  it('an unknown account costs a real cost-10 bcrypt comparison, like a known one', () => {
    expect(bcrypt.getRounds(DUMMY_HASH)).toBe(10);
    expect(bcrypt.compareSync('not-a-real-password', DUMMY_HASH)).toBe(true);
  });
});

describe('passwords that are long enough but guessed at once are refused as weak (pwned)', () => {
  const rules = { minLength: 8, requiredCharacters: [] };
  const reasonsOf = (p: string) => {
    try {
      checkPasswordStrength(p, rules);
      return [];
    } catch (e) {
      return (e as WeakPasswordError).reasons;
    }
  };

  it.each([
    'aaaaaaaa',
    '        ',
    'aaaaaaab',
    '12345678',
    '98765432',
    'abcdefgh',
    'hgfedcba',
    'qwertyui',
    'asdfghjk',
    'abcabcab',
    '1212121212',
    'Passpass',
  ])('%j is refused', (p) => {
    expect(reasonsOf(p)).toContain('pwned');
  });

  it.each(['Correct-Horse-Battery-9', 'Safari-Nairobi-42!', 'kx7-Tumaini-vq'])('%j is accepted', (p) => {
    expect(reasonsOf(p)).toEqual([]);
  });
});
