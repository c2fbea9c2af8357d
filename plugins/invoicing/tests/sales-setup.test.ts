// Sales foundation through supabase-js (issue 14 part 1, ADR 023): Settings →
// Sales read by staff and written only by a superadmin (audited, the KRA PIN
// kept once on the company), tax rates by date, gapless document numbers under
// concurrency, and who may read and write the catalogue.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';

const year = () => new Date().getFullYear();

describe('Settings → Sales', () => {
  it('a superadmin sets the pay-bill, KRA PIN and invoice format; staff read them; the change is audited', async () => {
    const boss = await userWithRole('superadmin');
    const staff = await userWithRole('staff');
    const saved = await boss.client.rpc('set_sales_settings', {
      settings: {
        legal_name: 'Safeworks Kenya Limited',
        vat_number: ' 0123456x ',
        mpesa_paybill: '522533',
        mpesa_account: '',
        kra_pin: 'p051234567x',
        invoice_number_format: 'INV.{YY}.{NNNNN}',
        payment_terms_days: 14,
        prices_include_tax: false,
      },
    });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({
      legal_name: 'Safeworks Kenya Limited',
      vat_number: '0123456X',
      mpesa_paybill: '522533',
      mpesa_account: null,
      invoice_number_format: 'INV.{YY}.{NNNNN}',
      payment_terms_days: 14,
    });
    const read = await staff.client
      .from('sales_settings')
      .select('mpesa_paybill, invoice_number_format')
      .single();
    expect(read.data).toEqual({ mpesa_paybill: '522533', invoice_number_format: 'INV.{YY}.{NNNNN}' });
    const org = await staff.client.from('organizations').select('kra_pin').eq('id', 1).single();
    expect(org.data?.kra_pin).toBe('P051234567X');
    const audit = await serviceClient()
      .from('audit_log')
      .select('actor, details')
      .eq('action', 'invoicing.sales_settings_changed')
      .eq('actor', boss.id);
    // (mpesa_paybill is not asked for: the PDF, sending and reminder tests set the same pay-bill on the shared
    // server, so when one of them ran first it is no change here.)
    expect(audit.data?.[0]?.details.changed).toEqual(
      expect.arrayContaining(['kra_pin', 'invoice_number_format']),
    );
    // Put the default format back for the numbering tests in this file.
    await boss.client.rpc('set_sales_settings', { settings: { invoice_number_format: 'INV-{YYYY}-{NNNN}' } });
  });

  it('an admin or staff member cannot change them, nor write the row directly', async () => {
    for (const role of ['admin', 'staff'] as const) {
      const user = await userWithRole(role);
      const rpc = await user.client.rpc('set_sales_settings', { settings: { mpesa_paybill: '111111' } });
      expect(rpc.error).toMatchObject({
        code: '42501',
        message: 'Only a superadmin can change the sales settings',
      });
      const direct = await user.client
        .from('sales_settings')
        .update({ mpesa_paybill: '111111' })
        .eq('id', true);
      expect(direct.error).toMatchObject({ code: '42501' });
    }
  });

  it('refuses a numbering format without a year or a number, and a pay-bill that is not 5–7 digits', async () => {
    const boss = await userWithRole('superadmin');
    const noYear = await boss.client.rpc('set_sales_settings', {
      settings: { quotation_number_format: 'Q-{NNNN}' },
    });
    expect(noYear.error).toMatchObject({ code: '23514' });
    expect(noYear.error?.message).toContain('sales_settings_quotation_number_format_valid');
    const slash = await boss.client.rpc('set_sales_settings', {
      settings: { invoice_number_format: 'INV/{YY}/{NNNN}' },
    });
    expect(slash.error?.message).toContain('sales_settings_invoice_number_format_valid');
    const paybill = await boss.client.rpc('set_sales_settings', { settings: { mpesa_paybill: '12ab' } });
    expect(paybill.error?.message).toContain('sales_settings_mpesa_paybill_format');
  });

  it('visitors and shop customers read nothing of it', async () => {
    const shopper = await userWithRole('customer');
    expect((await shopper.client.from('sales_settings').select('*')).data).toEqual([]);
    expect((await anonClient().from('sales_settings').select('*')).error).toMatchObject({ code: '42501' });
    expect((await shopper.client.from('tax_rates').select('*')).data).toEqual([]);
    expect((await shopper.client.from('catalog_items').select('*')).data).toEqual([]);
    expect((await anonClient().from('catalog_items').select('*')).error).toMatchObject({ code: '42501' });
  });
});

describe('tax codes and rates', () => {
  it('VAT is 16 % today and was 14 % in mid-2020; zero-rated and exempt are 0 %', async () => {
    const staff = await userWithRole('staff');
    const rate = async (code: string, on_date?: string) => {
      const { data, error } = await staff.client.rpc('tax_rate_on', { code, on_date });
      expect(error).toBeNull();
      return data === null ? null : Number(data);
    };
    expect(await rate('VAT')).toBe(16);
    expect(await rate('VAT', '2020-06-30')).toBe(14);
    expect(await rate('VAT', '2021-01-01')).toBe(16);
    expect(await rate('ZERO')).toBe(0);
    expect(await rate('EXEMPT')).toBe(0);
    expect(await rate('VAT', '2010-01-01')).toBeNull();
  });

  it('a superadmin adds a rate from a future date: today’s rate is unchanged, that date’s is the new one; it can be deleted until then', async () => {
    const boss = await userWithRole('superadmin');
    const code = `T${Date.now().toString(36).toUpperCase().slice(-6)}`;
    expect(
      (await boss.client.from('tax_codes').insert({ code, name: 'Test levy', kind: 'standard' })).error,
    ).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    const past = await boss.client
      .from('tax_rates')
      .insert({ tax_code: code, rate: 16, effective_from: '2024-01-01' })
      .select('id')
      .single();
    expect(past.error).toBeNull();
    const future = await boss.client
      .from('tax_rates')
      .insert({ tax_code: code, rate: 18, effective_from: '2099-07-01' })
      .select('id')
      .single();
    expect(future.error).toBeNull();
    expect(Number((await boss.client.rpc('tax_rate_on', { code, on_date: today })).data)).toBe(16);
    expect(Number((await boss.client.rpc('tax_rate_on', { code, on_date: '2099-07-01' })).data)).toBe(18);

    const inForce = await boss.client.from('tax_rates').delete().eq('id', past.data?.id).select('id');
    expect(inForce.error).toMatchObject({ code: '23514' });
    expect(inForce.error?.message).toContain('cannot be deleted');
    const changed = await boss.client
      .from('tax_rates')
      .update({ rate: 15 })
      .eq('id', past.data?.id)
      .select('id');
    expect(changed.data ?? []).toEqual([]); // no update privilege: nothing matches
    const planned = await boss.client.from('tax_rates').delete().eq('id', future.data?.id).select('id');
    expect(planned.error).toBeNull();
    expect(planned.data).toHaveLength(1);
    const audit = await serviceClient()
      .from('audit_log')
      .select('action, details')
      .eq('actor', boss.id)
      .like('action', 'invoicing.tax_rates_%')
      .order('id');
    expect(audit.data?.map((a) => [a.action, a.details.rate, a.details.effective_from])).toEqual([
      ['invoicing.tax_rates_insert', 16, '2024-01-01'],
      ['invoicing.tax_rates_insert', 18, '2099-07-01'],
      ['invoicing.tax_rates_delete', 18, '2099-07-01'],
    ]);

    const zeroStandard = await boss.client
      .from('tax_rates')
      .insert({ tax_code: code, rate: 0, effective_from: '2099-08-01' });
    expect(zeroStandard.error?.message).toContain('standard code needs a rate above 0');
  });

  it('an admin cannot add a rate or a code', async () => {
    const admin = await userWithRole('admin');
    const r = await admin.client
      .from('tax_rates')
      .insert({ tax_code: 'VAT', rate: 17, effective_from: '2099-01-01' });
    expect(r.error).toMatchObject({ code: '42501' });
    const c = await admin.client.from('tax_codes').insert({ code: 'ADMINX', name: 'x', kind: 'exempt' });
    expect(c.error).toMatchObject({ code: '42501' });
  });
});

describe('document numbers', () => {
  it('fifty numbers taken at once are distinct and gapless, and refused ones give theirs back', async () => {
    const service = serviceClient();
    const calls = Array.from({ length: 55 }, (_, i) =>
      service.rpc('test_next_document_number', { kind: 'credit_note', fail: i % 11 === 5 }),
    );
    const results = await Promise.all(calls);
    expect(results.filter((r) => r.error)).toHaveLength(5);
    const numbers = results.filter((r) => !r.error).map((r) => r.data as string);
    expect(new Set(numbers).size).toBe(50);
    for (const n of numbers) expect(n).toMatch(new RegExp(`^CN-${year()}-\\d{4}$`));
    const seq = numbers.map((x) => Number(x.split('-')[2])).sort((a, b) => a - b);
    // Gapless: every number up to the last is ours or a credit note another test file (invoices) issued
    // meanwhile on the shared server — a refused one gave its number back.
    const others = await service.from('credit_notes').select('number');
    const taken = new Set([
      ...seq,
      ...(others.data ?? []).map((r) => Number(String(r.number).split('-')[2])),
    ]);
    const last = seq[seq.length - 1] as number;
    for (let k = 1; k <= last; k += 1) expect(taken.has(k)).toBe(true);
    const next = await service.rpc('test_next_document_number', { kind: 'credit_note' });
    expect(Number(String(next.data).split('-')[2])).toBeGreaterThan(last);
  });

  it('follow the format in the settings, per kind, each with its own counter', async () => {
    const service = serviceClient();
    // Other test files send quotations on the shared server: the next number follows theirs, in this format.
    const sent = await service.from('quotations').select('number').not('number', 'is', null);
    const highest = Math.max(0, ...(sent.data ?? []).map((r) => Number(String(r.number).split('-')[2])));
    const q = await service.rpc('test_next_document_number', { kind: 'quotation' });
    expect(q.data).toMatch(new RegExp(`^QUO-${year()}-\\d{4,}$`));
    expect(Number(String(q.data).split('-')[2])).toBeGreaterThan(highest);
    const unknown = await service.rpc('test_next_document_number', { kind: 'receipt' });
    expect(unknown.error?.message).toContain('Unknown document kind');
  });

  it('cannot be taken by a signed-in member through the API', async () => {
    const boss = await userWithRole('superadmin');
    const r = await boss.client.rpc('test_next_document_number', { kind: 'invoice' });
    expect(r.error).not.toBeNull();
  });
});

describe('the catalogue', () => {
  it('holds the firm’s services at example prices, linked to the service tree', async () => {
    const staff = await userWithRole('staff');
    const { data, error } = await staff.client
      .from('catalog_items')
      .select('name, kind, unit, unit_price, tax_code, sku, services(slug)')
      .eq('sku', 'SVC-SUR-NOISE')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      kind: 'service',
      unit: 'survey',
      tax_code: 'VAT',
      services: { slug: 'survey-analysis/noise' },
    });
    expect(Number(data?.unit_price)).toBe(48000);
    const medical = await staff.client.from('catalog_items').select('tax_code').eq('sku', 'SVC-MED').single();
    expect(medical.data?.tax_code).toBe('EXEMPT');
    // The list's filters as the screen sends them: kind and status values from the URL.
    const services = await staff.client
      .from('catalog_items')
      .select('sku', { count: 'exact' })
      .in('kind', ['service'])
      .in('is_active', ['true'])
      .ilike('name', '%audit%');
    expect(services.error).toBeNull();
    expect(services.count).toBe(5);
  });

  it('an admin adds and edits a product; staff read it but cannot change it', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const sku = `PPE-${Date.now().toString(36)}`;
    const made = await admin.client
      .from('catalog_items')
      .insert({ kind: 'product', name: 'Safety helmet (white)', unit: 'piece', unit_price: '850.00', sku })
      .select('id, unit_price, tax_code, created_by')
      .single();
    expect(made.error).toBeNull();
    expect(made.data).toMatchObject({ tax_code: 'VAT', created_by: admin.id });
    const edit = await admin.client
      .from('catalog_items')
      .update({ unit_price: '900' })
      .eq('id', made.data?.id)
      .select('unit_price')
      .single();
    expect(Number(edit.data?.unit_price)).toBe(900);

    expect((await staff.client.from('catalog_items').select('id').eq('sku', sku)).data).toHaveLength(1);
    const staffEdit = await staff.client
      .from('catalog_items')
      .update({ unit_price: '1' })
      .eq('id', made.data?.id)
      .select('id');
    expect(staffEdit.data ?? []).toEqual([]);
    const staffAdd = await staff.client
      .from('catalog_items')
      .insert({ kind: 'product', name: 'x', unit_price: 1 });
    expect(staffAdd.error).toMatchObject({ code: '42501' });
  });

  it('refuses a negative price, a duplicate SKU and a product tied to a service', async () => {
    const admin = await userWithRole('admin');
    const negative = await admin.client
      .from('catalog_items')
      .insert({ kind: 'product', name: 'x', unit_price: -1 });
    expect(negative.error?.message).toContain('catalog_items_unit_price_positive');
    const dup = await admin.client
      .from('catalog_items')
      .insert({ kind: 'service', name: 'x', unit_price: 1, sku: 'SVC-MED' });
    expect(dup.error).toMatchObject({ code: '23505' });
    const svc = await admin.client.from('services').select('id').eq('slug', 'hr-consultancy').single();
    const tied = await admin.client
      .from('catalog_items')
      .insert({ kind: 'product', name: 'x', unit_price: 1, service_id: svc.data?.id });
    expect(tied.error?.message).toContain('catalog_items_service_kind');
  });
});

describe('adding a tax code', () => {
  it('a superadmin adds a code with its first rate in one step; a bad rate leaves no code behind', async () => {
    const boss = await userWithRole('superadmin');
    const code = `L${Date.now().toString(36).toUpperCase().slice(-6)}`;
    const made = await boss.client.rpc('add_tax_code', {
      code: code.toLowerCase(),
      name: 'Tourism levy',
      kind: 'standard',
      rate: 2,
      effective_from: '2025-01-01',
    });
    expect(made.error).toBeNull();
    expect(made.data).toMatchObject({ code, name: 'Tourism levy', kind: 'standard', is_active: true });
    expect(Number((await boss.client.rpc('tax_rate_on', { code })).data)).toBe(2);

    const other = `X${Date.now().toString(36).toUpperCase().slice(-6)}`;
    const refused = await boss.client.rpc('add_tax_code', {
      code: other,
      name: 'Odd',
      kind: 'exempt',
      rate: 5,
    });
    expect(refused.error?.message).toContain('zero-rated or exempt code has a 0 % rate');
    expect((await boss.client.from('tax_codes').select('code').eq('code', other)).data).toEqual([]);

    const off = await boss.client
      .from('tax_codes')
      .update({ is_active: false })
      .eq('code', code)
      .select('is_active');
    expect(off.data).toEqual([{ is_active: false }]);
  });

  it('an admin cannot add one', async () => {
    const admin = await userWithRole('admin');
    const r = await admin.client.rpc('add_tax_code', { code: 'ADM', name: 'x', kind: 'exempt', rate: 0 });
    expect(r.error).toMatchObject({ code: '42501', message: 'Only a superadmin can add tax codes' });
  });
});
