import { describe, expect, it } from 'vitest';
import { parseIdentifier, weakPasswordReasons } from './identifier.ts';

describe('people sign in with an email or a phone number', () => {
  it('reads an email address', () => {
    expect(parseIdentifier(' Staff@Example.com ')).toEqual({ email: 'staff@example.com' });
  });
  it('reads Kenyan numbers in the usual forms as +254…', () => {
    expect(parseIdentifier('0712 345 678')).toEqual({ phone: '+254712345678' });
    expect(parseIdentifier('254712345678')).toEqual({ phone: '+254712345678' });
    expect(parseIdentifier('+254 712-345-678')).toEqual({ phone: '+254712345678' });
    expect(parseIdentifier('0110 123 456')).toEqual({ phone: '+254110123456' });
  });
  it('refuses anything else', () => {
    expect(parseIdentifier('not an email')).toBeNull();
    expect(parseIdentifier('a@b')).toBeNull();
    expect(parseIdentifier('12345')).toBeNull();
  });
  it('explains weak-password reasons in words', () => {
    expect(weakPasswordReasons(['length', 'pwned'])).toEqual([
      'Use at least 8 characters.',
      'This password is too common or too easy to guess; choose another.',
    ]);
  });
});
