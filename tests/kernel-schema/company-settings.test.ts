// Settings → Company: the firm's details and how it writes money, dates and
// phones, kept on organizations row 1; superadmins edit, staff read, the
// public site sees only what a visitor may see. The logo lives in the public
// "branding" bucket, which only superadmins write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../support/clients.ts';
import { userWithRole } from './support.ts';

type Client = Awaited<ReturnType<typeof userWithRole>>['client'];
let superadmin: Client;
let admin: Client;
let staff: Client;
/** A 1×1 PNG: the storage server checks the bytes against the declared type. */
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

beforeAll(async () => {
  [superadmin, admin, staff] = await Promise.all([
    userWithRole('superadmin').then((u) => u.client),
    userWithRole('admin').then((u) => u.client),
    userWithRole('staff').then((u) => u.client),
  ]);
});

afterAll(async () => {
  // Other suites read the company row: put the defaults back.
  await serviceClient()
    .from('organizations')
    .update({ kra_pin: null, timezone: 'Africa/Nairobi', currency: 'KES', logo_path: null })
    .eq('id', 1);
  await serviceClient().storage.from('branding').remove(['test-logo.png']);
});

describe('a superadmin keeps the company details in Settings → Company', () => {
  it('a new install writes money in KES, dates in Nairobi time and phones as Kenyan numbers', async () => {
    const { data, error } = await staff
      .from('organizations')
      .select('currency, timezone, phone_country, locale')
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      currency: 'KES',
      timezone: 'Africa/Nairobi',
      phone_country: 'KE',
      locale: 'en-KE',
    });
  });

  it('a superadmin saves a KRA PIN and postal address, and staff see them', async () => {
    const { error } = await superadmin
      .from('organizations')
      .update({ kra_pin: 'P051234567X', postal_address: 'P.O. Box 12345-00100, Nairobi' })
      .eq('id', 1);
    expect(error).toBeNull();
    const { data } = await staff.from('organizations').select('kra_pin, postal_address').eq('id', 1).single();
    expect(data).toEqual({ kra_pin: 'P051234567X', postal_address: 'P.O. Box 12345-00100, Nairobi' });
  });

  it('a KRA PIN in the wrong shape is refused and names its rule', async () => {
    const { error } = await superadmin.from('organizations').update({ kra_pin: 'P05123' }).eq('id', 1);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('organizations_kra_pin_format');
  });

  it('a time zone PostgreSQL does not know is refused with a hint', async () => {
    const { error } = await superadmin
      .from('organizations')
      .update({ timezone: 'Africa/Atlantis' })
      .eq('id', 1);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('Africa/Atlantis');
    expect(error?.hint).toContain('Africa/Nairobi');
    const ok = await superadmin.from('organizations').update({ timezone: 'Africa/Kampala' }).eq('id', 1);
    expect(ok.error).toBeNull();
  });

  it('an admin cannot change the company details (no row is updated)', async () => {
    const { data, error } = await admin
      .from('organizations')
      .update({ currency: 'USD' })
      .eq('id', 1)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { data: row } = await staff.from('organizations').select('currency').eq('id', 1).single();
    expect(row?.currency).toBe('KES');
  });

  it('a visitor reads the public company profile, without the KRA PIN', async () => {
    const { data, error } = await anonClient().rpc('company_profile');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ name: expect.any(String), currency: 'KES', phone_country: 'KE' });
    expect(Object.keys(data[0])).not.toContain('kra_pin');
    const direct = await anonClient().from('organizations').select('name');
    expect(direct.error?.code).toBe('42501');
  });
});

describe('the company logo in the public branding bucket', () => {
  it('a superadmin uploads it and a visitor downloads it without signing in', async () => {
    const up = await superadmin.storage
      .from('branding')
      .upload('test-logo.png', PNG, { contentType: 'image/png', upsert: true });
    expect(up.error).toBeNull();
    const { data } = anonClient().storage.from('branding').getPublicUrl('test-logo.png');
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it('staff and admins cannot put a file there', async () => {
    for (const client of [staff, admin]) {
      const { error } = await client.storage
        .from('branding')
        .upload(`not-allowed-${Math.random()}.png`, PNG, { contentType: 'image/png' });
      expect(error).not.toBeNull();
    }
  });
});
