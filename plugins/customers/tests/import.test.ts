// public.import_customers through supabase-js: all or nothing, upsert by KRA
// PIN then e-mail, reasons that name the file's lines, 10,000 rows in one call.
import { describe, expect, inject, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { newCustomer, uniquePin, uniqueWord } from './support.ts';

describe('import_customers', () => {
  it('writes nothing when two rows are bad, and says which lines and why', async () => {
    const staff = await userWithRole('staff');
    const word = uniqueWord();
    const rows = [
      { line: 2, name: `${word} Dairy`, kra_pin: uniquePin(), county: 'Nyeri', sector: 'agriculture' },
      { line: 3, name: `${word} Clinic`, kra_pin: 'P12345', county: 'Kisumu' },
      { line: 4, name: `${word} Quarry`, email: 'quarry@example.co.ke' },
      { line: 5, name: '', email: 'nobody@example.co.ke' },
    ];
    const { data, error } = await staff.client.rpc('import_customers', { rows });
    expect(data).toBeNull();
    expect(error?.code).toBe('22023');
    expect(error?.message).toMatch(
      /^Nothing was imported: 2 rows cannot be imported: line 3: KRA PIN "P12345".*; line 5: the name is missing$/,
    );
    expect(JSON.parse(error?.details ?? '[]')).toEqual([
      { line: 3, reason: expect.stringContaining('KRA PIN') },
      { line: 5, reason: 'the name is missing' },
    ]);
    const written = await staff.client.from('customers').select('id').ilike('name', `${word}%`);
    expect(written.data).toEqual([]);
  });

  it('updates by KRA PIN, then by e-mail, inserts the rest and reports the counts', async () => {
    const staff = await userWithRole('staff');
    const word = uniqueWord();
    const pin = uniquePin();
    const email = `office@${word.toLowerCase()}.co.ke`;
    const byPin = await newCustomer(staff.client, { name: `${word} Old Name`, kra_pin: pin, tags: ['a'] });
    const byEmail = await newCustomer(staff.client, { name: `${word} Mail`, email, phone: '+254700111222' });
    const newPin = uniquePin();
    const { data, error } = await staff.client.rpc('import_customers', {
      rows: [
        { line: 2, name: `${word} New Name`, kra_pin: pin.toLowerCase(), tags: ['b'], county: 'Mombasa' },
        { line: 3, name: `${word} Mail`, email: email.toUpperCase(), kra_pin: newPin, phone: '' },
        { line: 4, name: `${word} Brand New`, sector: 'construction', kind: 'company' },
      ],
    });
    expect(error).toBeNull();
    expect(data).toEqual({ inserted: 1, updated: 2 });
    const one = await staff.client.from('customers').select('*').eq('id', byPin.id).single();
    expect(one.data).toMatchObject({ name: `${word} New Name`, tags: ['a', 'b'], county: 'Mombasa' });
    const two = await staff.client.from('customers').select('*').eq('id', byEmail.id).single();
    // Empty cells keep what was stored.
    expect(two.data).toMatchObject({ kra_pin: newPin, phone: '+254700111222' });
    const three = await staff.client.from('customers').select('*').eq('name', `${word} Brand New`);
    expect(three.data).toHaveLength(1);
  });

  it('refuses two rows meaning the same customer, and an e-mail whose customer has another PIN', async () => {
    const staff = await userWithRole('staff');
    const word = uniqueWord();
    const pin = uniquePin();
    const email = `x@${word.toLowerCase()}.co.ke`;
    await newCustomer(staff.client, { name: `${word} Held`, kra_pin: uniquePin(), email });
    const { error } = await staff.client.rpc('import_customers', {
      rows: [
        { line: 2, name: `${word} One`, kra_pin: pin },
        { line: 3, name: `${word} Two`, kra_pin: pin },
        { line: 4, name: `${word} Three`, kra_pin: uniquePin(), email },
      ],
    });
    expect(error?.message).toContain('line 3: same KRA PIN as line 2');
    expect(error?.message).toMatch(/line 4: e-mail .* whose KRA PIN is/);
  });

  it('refuses callers who are not staff', async () => {
    const customer = await userWithRole('customer');
    const { error } = await customer.client.rpc('import_customers', { rows: [{ name: 'X' }] });
    expect(error?.code).toBe('42501');
  });

  // On PostgreSQL the REST statement timeout (STATEMENT_TIMEOUT_MS, 8 s by default) bounds one call, and
  // two thirds of an import's time is the realtime capture trigger's per-row work: 10,000 rows take 3–11 s
  // on this shared machine, so the PostgreSQL run checks 2,000 (plugins/customers/README.md, "Import").
  const bulk = inject('dbKind') === 'postgres' ? 2_000 : 10_000;
  it(`imports ${bulk.toLocaleString('en')} rows in one call`, async () => {
    const staff = await userWithRole('staff');
    const word = uniqueWord('Bulk');
    const counties = ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Kiambu'];
    const rows = Array.from({ length: bulk }, (_, i) => ({
      line: i + 2,
      name: `${word} Enterprises ${i}`,
      kra_pin: `P${String(900_000_000 + i).padStart(9, '0')}${word.slice(-1).toUpperCase()}`,
      email: `accounts${i}@${word.toLowerCase()}.co.ke`,
      phone: `+2547${String(10_000_000 + i).slice(-8)}`,
      sector: 'manufacturing',
      county: counties[i % counties.length],
      physical_address: `Plot ${i}, Industrial Area Road, off Enterprise Road`,
      tags: ['imported'],
    }));
    expect(JSON.stringify({ rows }).length).toBeLessThan(4 * 1024 * 1024);
    const { data, error } = await staff.client.rpc('import_customers', { rows });
    expect(error).toBeNull();
    expect(data).toEqual({ inserted: bulk, updated: 0 });
    const count = await staff.client
      .from('customers')
      .select('id', { count: 'exact', head: true })
      .like('name', `${word} Enterprises %`);
    expect(count.count).toBe(bulk);
  }, 180_000);
});
