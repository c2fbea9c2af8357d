// public.find_customer_duplicates through supabase-js as each role: the
// reasons (KRA PIN, e-mail, phone with 0/+254 equivalence, e-mail domain with a
// similar name, very similar names), one row per customer with its best score,
// p_exclude, at most ten rows, and who may ask.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';
import { newCustomer, uniquePhone, uniquePin, uniqueWord } from './support.ts';

type Hit = {
  id: string;
  name: string;
  kra_pin: string | null;
  email: string | null;
  phone: string | null;
  reason: string;
  score: number;
};

describe('find_customer_duplicates', () => {
  it('finds a customer with the same KRA PIN first, whatever the name', async () => {
    const staff = await userWithRole('staff');
    const pin = uniquePin();
    const word = uniqueWord();
    const same = await newCustomer(staff.client, { name: `${word} Millers Ltd`, kra_pin: pin });
    const { data, error } = await staff.client.rpc('find_customer_duplicates', {
      p_name: 'Totally Different Name',
      p_kra_pin: ` ${pin.toLowerCase()} `,
    });
    expect(error).toBeNull();
    const hits = data as Hit[];
    expect(hits[0]).toMatchObject({ id: same.id, kra_pin: pin, reason: 'same KRA PIN', score: 1 });
  });

  it('matches phone numbers by their digits, 07… and +254 7… alike, on the customer and its contacts', async () => {
    const staff = await userWithRole('staff');
    const phone = uniquePhone(); // +2547xxxxxxxx
    const local = `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`;
    const own = await newCustomer(staff.client, { name: `${uniqueWord()} Hotel`, phone: local });
    const viaContact = await newCustomer(staff.client, { name: `${uniqueWord()} Hospital` });
    const contact = await staff.client
      .from('contacts')
      .insert({ customer_id: viaContact.id, full_name: 'Jane Wambui', phone_alt: phone.replace('+', '') });
    expect(contact.error).toBeNull();

    const { data, error } = await staff.client.rpc('find_customer_duplicates', {
      p_name: 'x',
      p_phone: phone,
    });
    expect(error).toBeNull();
    const hits = data as Hit[];
    expect(hits.find((h) => h.id === own.id)).toMatchObject({ reason: 'same phone number' });
    expect(hits.find((h) => h.id === viaContact.id)).toMatchObject({
      reason: 'a contact has the same phone number',
    });

    const other = await staff.client.rpc('find_customer_duplicates', {
      p_name: 'x',
      p_phone: '+254 700 000 001',
    });
    expect((other.data as Hit[]).some((h) => h.id === own.id || h.id === viaContact.id)).toBe(false);
  });

  it('proposes the same e-mail domain only with a similar name, and never for public mail services', async () => {
    const staff = await userWithRole('staff');
    const word = uniqueWord();
    const domain = `${word.toLowerCase()}.co.ke`;
    const similar = await newCustomer(staff.client, {
      name: `${word} Flowers Limited`,
      email: `info@${domain}`,
    });
    const unrelated = await newCustomer(staff.client, {
      name: 'Qqq Unrelated Holdings',
      email: `accounts@${domain}`,
    });
    const gmail = await newCustomer(staff.client, {
      name: `${word} Flora`,
      email: `${word.toLowerCase()}@gmail.com`,
    });

    const { data, error } = await staff.client.rpc('find_customer_duplicates', {
      p_name: `${word} Flowers`,
      p_email: `sales@${domain.toUpperCase()}`,
    });
    expect(error).toBeNull();
    const hits = data as Hit[];
    const hit = hits.find((h) => h.id === similar.id);
    expect(hit?.reason).toContain('same e-mail domain and a similar name');
    expect(hit?.score).toBeGreaterThan(0.9);
    expect(hits.some((h) => h.id === unrelated.id)).toBe(false);

    const viaGmail = await staff.client.rpc('find_customer_duplicates', {
      p_name: 'Completely Other Name',
      p_email: `someone@gmail.com`,
    });
    expect((viaGmail.data as Hit[]).some((h) => h.id === gmail.id)).toBe(false);
  });

  it('finds very similar names, ignoring the legal form, and not merely related ones', async () => {
    const staff = await userWithRole('staff');
    const word = uniqueWord();
    const limited = await newCustomer(staff.client, { name: `${word} Steel Mills (K) Limited` });
    const { data, error } = await staff.client.rpc('find_customer_duplicates', {
      p_name: `${word} steel mills ltd.`,
    });
    expect(error).toBeNull();
    const hits = data as Hit[];
    expect(hits[0]).toMatchObject({ id: limited.id, reason: 'very similar name' });
    expect(hits[0]?.score).toBeCloseTo(0.9, 5);

    const far = await staff.client.rpc('find_customer_duplicates', { p_name: 'Nyeri Country Club' });
    expect((far.data as Hit[]).some((h) => h.id === limited.id)).toBe(false);
  });

  it('gives one row per customer with every reason, skips p_exclude and answers at most ten, best first', async () => {
    const staff = await userWithRole('staff');
    const word = uniqueWord();
    const pin = uniquePin();
    const phone = uniquePhone();
    const both = await newCustomer(staff.client, { name: `${word} Bakery`, kra_pin: pin, phone });
    for (let i = 0; i < 11; i += 1) {
      await newCustomer(staff.client, { name: `${word} Bakery ${i}` });
    }
    const { data, error } = await staff.client.rpc('find_customer_duplicates', {
      p_name: `${word} Bakery`,
      p_kra_pin: pin,
      p_phone: phone,
    });
    expect(error).toBeNull();
    const hits = data as Hit[];
    expect(hits).toHaveLength(10);
    expect(hits.filter((h) => h.id === both.id)).toHaveLength(1);
    expect(hits[0]).toMatchObject({ id: both.id, score: 1 });
    expect(hits[0]?.reason.split('; ')).toEqual(['same KRA PIN', 'same phone number', 'very similar name']);
    const scores = hits.map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);

    const excluded = await staff.client.rpc('find_customer_duplicates', {
      p_name: `${word} Bakery`,
      p_kra_pin: pin,
      p_exclude: both.id,
    });
    expect((excluded.data as Hit[]).some((h) => h.id === both.id)).toBe(false);
  });

  it('refuses visitors and shop customers; admins and superadmins may ask', async () => {
    const anon = await anonClient().rpc('find_customer_duplicates', { p_name: 'Acme' });
    expect(anon.error).not.toBeNull();
    expect(anon.data).toBeNull();

    const customer = await userWithRole('customer');
    const refused = await customer.client.rpc('find_customer_duplicates', { p_name: 'Acme' });
    expect(refused.error?.code).toBe('42501');

    for (const role of ['admin', 'superadmin'] as const) {
      const user = await userWithRole(role);
      const { error } = await user.client.rpc('find_customer_duplicates', { p_name: 'Acme' });
      expect(error).toBeNull();
    }
  });
});

describe('find_customer_duplicates_many', () => {
  it("answers each row's best likely duplicate, by line, and nothing for rows without one", async () => {
    const staff = await userWithRole('staff');
    const word = uniqueWord();
    const phone = uniquePhone();
    const similar = await newCustomer(staff.client, { name: `${word} Engineering Works Ltd` });
    const byPhone = await newCustomer(staff.client, { name: `${uniqueWord()} Clinic`, phone });
    const { data, error } = await staff.client.rpc('find_customer_duplicates_many', {
      p_rows: [
        { line: 2, name: `${word} Engineering Works Limited` },
        { line: 3, name: `${uniqueWord('Vx')} ${uniqueWord('Kj')}` },
        { line: 4, name: 'Another Name', phone: `0${phone.slice(4)}` },
      ],
    });
    expect(error).toBeNull();
    const rows = data as { line: number; id: string; name: string; reason: string; score: number }[];
    expect(rows.find((r) => r.line === 2)).toMatchObject({ id: similar.id, reason: 'very similar name' });
    expect(rows.find((r) => r.line === 4)).toMatchObject({ id: byPhone.id, reason: 'same phone number' });
    expect(rows.some((r) => r.line === 3)).toBe(false);
  });

  it('refuses shop customers and more than 1000 rows', async () => {
    const customer = await userWithRole('customer');
    const refused = await customer.client.rpc('find_customer_duplicates_many', {
      p_rows: [{ line: 2, name: 'X' }],
    });
    expect(refused.error?.code).toBe('42501');
    const staff = await userWithRole('staff');
    const big = await staff.client.rpc('find_customer_duplicates_many', {
      p_rows: Array.from({ length: 1001 }, (_, i) => ({ line: i + 2, name: `N${i}` })),
    });
    expect(big.error?.code).toBe('54000');
  });
});
