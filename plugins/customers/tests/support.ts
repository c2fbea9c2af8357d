// Helpers for the Customers tests: customers with unique names, PINs and
// phones (all test files share one database), written by a staff client.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';

let n = 0;
const run = (Date.now() % 1_000_000).toString().padStart(6, '0');

/** A KRA PIN nobody else in this test run uses (P + nine digits + a letter). */
export function uniquePin(letter = 'Q') {
  n += 1;
  return `P${run}${String(n % 1000).padStart(3, '0')}${letter}`;
}

/** A Kenyan mobile number nobody else in this test run uses, as +2547…. */
export function uniquePhone() {
  n += 1;
  return `+2547${run.slice(-4)}${String((n * 7919) % 10000).padStart(4, '0')}`;
}

/** A word unlikely to appear in any other test's customer names. */
export function uniqueWord(prefix = 'Zq') {
  n += 1;
  const letters = 'bcdfghjklmnpqrstvwxz';
  let x = Date.now() + n * 104729 + process.pid;
  let word = prefix;
  for (let i = 0; i < 7; i += 1) {
    word += letters[x % letters.length];
    x = Math.floor(x / letters.length);
  }
  return word;
}

export type CustomerInput = {
  name: string;
  kra_pin?: string | null;
  email?: string | null;
  phone?: string | null;
  tags?: string[];
  [key: string]: unknown;
};

export async function newCustomer(client: SupabaseClient, values: CustomerInput) {
  const { data, error } = await client.from('customers').insert(values).select('*').single();
  expect(error).toBeNull();
  return data as { id: string; name: string } & Record<string, unknown>;
}
