import { describe, expect, it } from 'vitest';
import { firstName, greeting } from './greeting.ts';

describe('the dashboard greets the user by first name and time of day', () => {
  it('says good morning, afternoon or evening', () => {
    expect(greeting(new Date(2026, 0, 1, 8))).toBe('Good morning');
    expect(greeting(new Date(2026, 0, 1, 13))).toBe('Good afternoon');
    expect(greeting(new Date(2026, 0, 1, 19))).toBe('Good evening');
  });
  it('uses the first name, or nothing without a name', () => {
    expect(firstName('  Amina Hassan ')).toBe('Amina');
    expect(firstName(null)).toBeNull();
  });
});
