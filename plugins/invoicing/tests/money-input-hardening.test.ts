// Money and quantity inputs that are not numbers (issue 20 findings 1, 11 and 18a, ADR 033):
// PostgreSQL's numeric NaN passes `<= 0`, `<> round()` and `CHECK (x > 0)`, and least(NaN, x) = x.
// Through supabase-js: a payment, an allocation or a credit of NaN / Infinity / an absurd amount is
// refused in words; so are NaN in leads, projects and the catalogue (every numeric column has a
// CHECK), an invoice line at a rate that is not its code's, a currency outside ISO 4217, and a
// payment dated long ago. On a database of its own: the migration runs over a NaN payment stored by
// the old record_payment, admins see it with money_anomalies(), and reversing it puts both invoices
// it paid (directly and as "credit") back to what they owed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate.ts';
import type { Queryable } from '../../../server/db/types.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { type FreshDatabase, freshDatabase } from '../../../tests/support/fresh-database.ts';
import { oldLayoutMigrations } from '../../../tests/support/old-layout.ts';

type Client = Awaited<ReturnType<typeof userWithRole>>['client'];

let n = 0;
async function customer(client: Client) {
  n += 1;
  const made = await client
    .from('customers')
    .insert({ name: `Thika Road Foundry ${Date.now().toString(36)}${n}` })
    .select('id')
    .single();
  expect(made.error).toBeNull();
  return made.data?.id as string;
}

async function issuedInvoice(staff: Client, admin: Client, customerId: string, price: string) {
  const saved = await staff.rpc('save_invoice_draft', {
    invoice_id: null,
    draft: {
      customer_id: customerId,
      lines: [{ description: 'Fire safety audit', quantity: '1', unit_price: price, tax_code: 'EXEMPT' }],
    },
  });
  expect(saved.error).toBeNull();
  const issued = await admin.rpc('issue_invoice', { invoice_id: saved.data.id });
  expect(issued.error).toBeNull();
  return issued.data as { id: string; number: string; total: string };
}

async function invoiceState(client: Client, id: string) {
  const r = await client.from('invoices').select('status, amount_paid, amount_due').eq('id', id).single();
  expect(r.error).toBeNull();
  return { status: r.data?.status, paid: Number(r.data?.amount_paid), due: Number(r.data?.amount_due) };
}

let staff: Client;
let admin: Client;
beforeAll(async () => {
  [{ client: staff }, { client: admin }] = await Promise.all([userWithRole('staff'), userWithRole('admin')]);
});

describe('Payments refuse amounts that are not numbers', () => {
  it('staff recording a payment of "NaN" is told the amount must be a number, and the invoice stays unpaid', async () => {
    const c = await customer(staff);
    const inv = await issuedInvoice(staff, admin, c, '91640.00');
    const r = await staff.rpc('record_payment', {
      payload: {
        customer_id: c,
        method: 'cash',
        amount: 'NaN',
        allocations: [{ invoice_id: inv.id, amount: '91640.00' }],
      },
    });
    expect(r.error?.code).toBe('22023');
    expect(r.error?.message).toBe('The amount must be a number (NaN is not an amount)');
    expect(await invoiceState(staff, inv.id)).toEqual({ status: 'issued', paid: 0, due: 91640 });
    const payments = await staff.from('payments').select('id').eq('customer_id', c);
    expect(payments.data).toEqual([]);
  });

  it('Infinity, -Infinity, words and a trillion are refused as payment amounts, in words', async () => {
    const c = await customer(staff);
    const inv = await issuedInvoice(staff, admin, c, '500.00');
    const cases: [string, string][] = [
      ['Infinity', 'The amount must be a number (Infinity is not an amount)'],
      ['-inf', 'The amount must be a number (-Infinity is not an amount)'],
      ['nan', 'The amount must be a number (NaN is not an amount)'],
      ['five hundred', 'The amount must be a number, like 1500 or 1500.50'],
      ['1000000000000', 'The amount must be less than 1,000,000,000,000'],
      ['1e400000', 'The amount must be a number, like 1500 or 1500.50'],
    ];
    for (const [amount, message] of cases) {
      const r = await staff.rpc('record_payment', {
        payload: {
          customer_id: c,
          method: 'cash',
          amount,
          allocations: [{ invoice_id: inv.id, amount: '500' }],
        },
      });
      expect([amount, r.error?.message]).toEqual([amount, message]);
    }
    expect(await invoiceState(staff, inv.id)).toMatchObject({ status: 'issued', paid: 0 });
  });

  it('an allocation of "NaN" is refused by name', async () => {
    const c = await customer(staff);
    const inv = await issuedInvoice(staff, admin, c, '500.00');
    const r = await staff.rpc('record_payment', {
      payload: {
        customer_id: c,
        method: 'cash',
        amount: '500',
        allocations: [{ invoice_id: inv.id, amount: 'NaN' }],
      },
    });
    expect(r.error?.message).toBe('Allocation 1: the amount must be a number (NaN is not an amount)');
  });

  it('applying "NaN" of a customer’s credit is refused and pays nothing', async () => {
    const c = await customer(staff);
    const first = await issuedInvoice(staff, admin, c, '1000.00');
    const second = await issuedInvoice(staff, admin, c, '700.00');
    const over = await staff.rpc('record_payment', {
      payload: {
        customer_id: c,
        method: 'cash',
        amount: '1200',
        allocations: [{ invoice_id: first.id, amount: '1000' }],
      },
    });
    expect(over.error).toBeNull();
    for (const amount of ['NaN', 'Infinity']) {
      const r = await staff.rpc('apply_customer_credit', { invoice_id: second.id, amount });
      expect(r.error?.code).toBe('22023');
      expect(r.error?.message).toBe(`The credit to apply must be a number (${amount} is not an amount)`);
    }
    expect(await invoiceState(staff, second.id)).toEqual({ status: 'issued', paid: 0, due: 700 });
    const ok = await staff.rpc('apply_customer_credit', { invoice_id: second.id, amount: '200' });
    expect(ok.error).toBeNull();
    expect(await invoiceState(staff, second.id)).toEqual({ status: 'partially_paid', paid: 200, due: 500 });
  });
});

describe('Dates and currencies of payments', () => {
  it('a payment received on 1900-01-01, or more than a year ago, is refused; one from last month is taken', async () => {
    const c = await customer(staff);
    const inv = await issuedInvoice(staff, admin, c, '300.00');
    const pay = (received_on: string) =>
      staff.rpc('record_payment', {
        payload: {
          customer_id: c,
          method: 'cash',
          amount: '100',
          received_on,
          allocations: [{ invoice_id: inv.id, amount: '100' }],
        },
      });
    const old = await pay('1900-01-01');
    expect(old.error?.code).toBe('22023');
    expect(old.error?.message).toMatch(
      /^The date received cannot be more than a year ago \(before \d\d \w{3} \d{4}\)$/,
    );
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() - 1);
    d.setUTCDate(d.getUTCDate() - 3);
    expect((await pay(d.toISOString().slice(0, 10))).error?.message).toMatch(/more than a year ago/);
    const recent = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const ok = await pay(recent);
    expect(ok.error).toBeNull();
    expect(ok.data.received_on).toBe(recent);
  });

  it('a payment or an invoice in a currency that is not ISO 4217 ("ABC") is refused', async () => {
    const c = await customer(staff);
    const pay = await staff.rpc('record_payment', {
      payload: { customer_id: c, method: 'cash', amount: '100', currency: 'ABC', allocations: [] },
    });
    expect(pay.error?.message).toBe('The currency must be an ISO 4217 code, like KES, USD or EUR');
    const draft = await staff.rpc('save_invoice_draft', {
      invoice_id: null,
      draft: {
        customer_id: c,
        currency: 'ABC',
        lines: [{ description: 'Noise survey', quantity: '1', unit_price: '100', tax_code: 'EXEMPT' }],
      },
    });
    expect(draft.error?.message).toBe(
      'The currency must be an ISO 4217 code, like KES, USD or EUR (not "ABC")',
    );
    const usd = await staff.rpc('save_invoice_draft', {
      invoice_id: null,
      draft: {
        customer_id: c,
        currency: 'usd',
        lines: [{ description: 'Noise survey', quantity: '1', unit_price: '100', tax_code: 'EXEMPT' }],
      },
    });
    expect(usd.error).toBeNull();
    expect(usd.data.currency).toBe('USD');
  });
});

describe('Invoice lines: numbers that are numbers, rates that are the code’s', () => {
  const draftWith = (c: string, line: Record<string, string>, extra: Record<string, string> = {}) =>
    staff.rpc('save_invoice_draft', {
      invoice_id: null,
      draft: { customer_id: c, ...extra, lines: [{ description: 'Air quality survey', ...line }] },
    });

  it('NaN or Infinity as quantity, price, discount or document discount is refused by name', async () => {
    const c = await customer(staff);
    const cases: [Record<string, string>, Record<string, string>, string][] = [
      [
        { quantity: 'NaN', unit_price: '100', tax_code: 'VAT' },
        {},
        'Line 1: the quantity must be a number (NaN is not an amount)',
      ],
      [
        { quantity: '1', unit_price: 'Infinity', tax_code: 'VAT' },
        {},
        'Line 1: the unit price must be a number (Infinity is not an amount)',
      ],
      [
        { quantity: '1', unit_price: '100', discount_percent: 'NaN', tax_code: 'VAT' },
        {},
        'Line 1: the discount must be a number (NaN is not an amount)',
      ],
      [
        { quantity: '1', unit_price: '100', tax_code: 'VAT' },
        { document_discount: 'NaN' },
        'The document discount must be a number (NaN is not an amount)',
      ],
    ];
    for (const [line, extra, message] of cases) {
      const r = await draftWith(c, line, extra);
      expect(r.error?.message).toBe(message);
    }
    const preview = await staff.rpc('preview_document_totals', {
      lines: [{ quantity: '1', unit_price: 'NaN', tax_code: 'VAT' }],
    });
    expect(preview.error?.message).toBe('Line 1: the unit price must be a number (NaN is not an amount)');
  });

  it('an exempt line at 16 %, or a VAT line at 0 %, cannot be saved; the code’s own rate can', async () => {
    const c = await customer(staff);
    const exempt = await draftWith(c, {
      quantity: '1',
      unit_price: '3500',
      tax_code: 'EXEMPT',
      tax_rate: '16',
    });
    expect(exempt.error?.code).toBe('23514');
    expect(exempt.error?.message).toMatch(/^Line 1: EXEMPT is 0 % on \d\d \w{3} \d{4}, not 16 %$/);
    const vat = await draftWith(c, { quantity: '1', unit_price: '3500', tax_code: 'VAT', tax_rate: '0' });
    expect(vat.error?.message).toMatch(/^Line 1: VAT is 16 % on .*, not 0 %$/);
    const unknown = await draftWith(c, { quantity: '1', unit_price: '3500', tax_code: 'NOPE' });
    expect(unknown.error?.message).toBe('Line 1: there is no tax code "NOPE"');
    const same = await draftWith(c, {
      quantity: '1',
      unit_price: '3500',
      tax_code: 'VAT',
      tax_rate: '16.000',
    });
    expect(same.error).toBeNull();
    expect(Number(same.data.tax_total)).toBe(560);
  });

  it('staff cannot claim a client accepted another rate: accepted_tax_rates in a saved draft is ignored', async () => {
    const c = await customer(staff);
    const claimed = await staff.rpc('save_invoice_draft', {
      invoice_id: null,
      draft: {
        customer_id: c,
        accepted_tax_rates: [{ tax_code: 'EXEMPT', tax_rate: 16 }],
        lines: [
          {
            description: 'Air quality survey',
            quantity: '1',
            unit_price: '3500',
            tax_code: 'EXEMPT',
            tax_rate: '16',
          },
        ],
      },
    });
    expect(claimed.error?.code).toBe('23514');
    expect(claimed.error?.message).toMatch(/^Line 1: EXEMPT is 0 % on .*, not 16 %$/);
  });

  it('a draft written at another rate past save_invoice_draft (service role) is not issued', async () => {
    const c = await customer(staff);
    const saved = await draftWith(c, { quantity: '1', unit_price: '1000', tax_code: 'EXEMPT' });
    expect(saved.error).toBeNull();
    const { serviceClient } = await import('../../../tests/support/clients.ts');
    const svc = serviceClient();
    // The service role rewrites the draft's line and totals to 16 % on an exempt line.
    const line = await svc
      .from('invoice_lines')
      .update({ tax_rate: 16, tax: 160, total: 1160, taxable: 1000 })
      .eq('invoice_id', saved.data.id)
      .select('id');
    expect(line.error).toBeNull();
    const head = await svc
      .from('invoices')
      .update({ tax_total: 160, total: 1160, amount_due: 1160 })
      .eq('id', saved.data.id)
      .select('id');
    expect(head.error).toBeNull();
    const issued = await admin.rpc('issue_invoice', { invoice_id: saved.data.id });
    expect(issued.error?.code).toBe('23514');
    expect(issued.error?.message).toBe(
      "Line 1: EXEMPT is 0 % today, the line says 16 %: save the draft again to take today's rate",
    );
  });
});

describe('Every numeric column refuses NaN', () => {
  it('a lead’s expected value, a project’s budget and a catalogue price of NaN are refused by a check', async () => {
    const lead = await staff
      .from('leads')
      .insert({ contact_name: 'Wanjiru Kamau', email: 'w.kamau@example.test', expected_value: 'NaN' })
      .select('id');
    expect(lead.error?.code).toBe('23514');
    expect(lead.error?.message).toMatch(/leads_expected_value_not_nan/);

    const c = await customer(staff);
    const project = await staff.rpc('create_project', {
      project: { title: 'Boiler inspection', customer_id: c, budget: 'NaN' },
    });
    expect(project.error?.message).toMatch(/projects_budget_not_nan/);
    const made = await staff.rpc('create_project', {
      project: { title: 'Boiler inspection', customer_id: c },
    });
    expect(made.error).toBeNull();
    const upd = await staff.from('projects').update({ budget: 'NaN' }).eq('id', made.data.id).select('id');
    expect(upd.error?.message).toMatch(/projects_budget_not_nan/);

    const item = await admin
      .from('catalog_items')
      .insert({ kind: 'service', name: 'Lux survey', unit_price: 'NaN', tax_code: 'VAT' })
      .select('id');
    expect(item.error?.message).toMatch(/catalog_items_unit_price_not_nan/);
  });

  it('an admin reads money_anomalies() (empty on a clean database); staff may not', async () => {
    const a = await admin.rpc('money_anomalies');
    expect(a.error).toBeNull();
    expect(Array.isArray(a.data)).toBe(true);
    const s = await staff.rpc('money_anomalies');
    expect(s.error?.code).toBe('42501');
  });
});

// ------------------------------------------------------------------------------------------------
// A database of its own: the state the old record_payment left behind, then this migration.

const MINE = '20261128100000';

async function as(tx: Queryable, userId: string) {
  await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: userId, role: 'authenticated' }),
  ]);
}

describe('A database that already holds a NaN payment', () => {
  let fresh: FreshDatabase;
  afterAll(async () => {
    await fresh?.drop();
  });

  it('migrates, shows the NaN rows to admins, and reversing the payment makes both invoices owe again', async () => {
    fresh = await freshDatabase('money_nan', { migrated: false });
    const db = fresh.db;
    // Everything up to the migration before this one, as those files were then (before ADR 040 stated
    // functions once: the current files need the repeatables applied after them all).
    const earlier = oldLayoutMigrations().filter((m) => m.version < MINE);
    expect(earlier.length).toBeGreaterThan(0);
    await migrate(db, [], { migrations: earlier, repeatables: [] });
    expect(
      (await db.query(`select 1 from pg_constraint where conname = 'payments_amount_not_nan'`)).rowCount,
    ).toBe(0);

    // The finding, as the review did it, on the old schema.
    const ids = await db.transaction(async (tx) => {
      const users = await tx.query<{ id: string }>(
        `insert into auth.users (id, email, raw_app_meta_data)
         values (gen_random_uuid(), 'staff.nan@example.test', '{"role":"staff"}'),
                (gen_random_uuid(), 'admin.nan@example.test', '{"role":"admin"}')
         returning id`,
      );
      const [staffId, adminId] = users.rows.map((r) => r.id);
      const cust = await tx.query<{ id: string }>(
        `insert into public.customers (name) values ('Ruiru Sisal Estates') returning id`,
      );
      const customerId = cust.rows[0].id;
      const invoices: string[] = [];
      for (const price of ['91640.00', '25000.00']) {
        await as(tx, staffId);
        const d = await tx.query<{ id: string }>(`select (public.save_invoice_draft(null, $1::jsonb)).id`, [
          JSON.stringify({
            customer_id: customerId,
            lines: [{ description: 'Safety audit', quantity: '1', unit_price: price, tax_code: 'EXEMPT' }],
          }),
        ]);
        await as(tx, adminId);
        await tx.query('select public.issue_invoice($1)', [d.rows[0].id]);
        invoices.push(d.rows[0].id);
      }
      await as(tx, staffId);
      const pay = await tx.query<{ id: string; amount: string }>(
        `select (p).id, (p).amount::text from (select public.record_payment($1::jsonb) as p) x`,
        [
          JSON.stringify({
            customer_id: customerId,
            method: 'cash',
            amount: 'NaN',
            allocations: [{ invoice_id: invoices[0], amount: '91640.00' }],
          }),
        ],
      );
      expect(pay.rows[0].amount).toBe('NaN');
      // least(NaN, x) = x: the NaN "credit" pays the other invoice.
      await tx.query(`select public.apply_customer_credit($1, 25000)`, [invoices[1]]);
      await tx.query(
        `insert into public.catalog_items (kind, name, unit_price, tax_code) values ('service', 'NaN priced', 'NaN', 'VAT')`,
      );
      return { adminId, customerId, invoices, paymentId: pay.rows[0].id };
    });
    const statuses = async () =>
      (
        await db.query<{ status: string; amount_due: string }>(
          `select status, amount_due::text from public.invoices where id = any($1::uuid[]) order by total desc`,
          [ids.invoices],
        )
      ).rows;
    expect(await statuses()).toEqual([
      { status: 'paid', amount_due: '0.00' },
      { status: 'paid', amount_due: '0.00' },
    ]);

    // Now this migration (and any after it) on that database: it must not fail.
    await db.query('delete from supabase_migrations.schema_migrations where version >= $1', [MINE]);
    await migrate(db);
    const checks = await db.query<{ conname: string; convalidated: boolean }>(
      `select conname, convalidated from pg_constraint
        where conname in ('payments_amount_not_nan', 'catalog_items_unit_price_not_nan', 'invoices_total_not_nan')
        order by conname`,
    );
    expect(checks.rows).toEqual([
      { conname: 'catalog_items_unit_price_not_nan', convalidated: false },
      { conname: 'invoices_total_not_nan', convalidated: true },
      { conname: 'payments_amount_not_nan', convalidated: false },
    ]);

    const anomalies = () =>
      db.transaction(async (tx) => {
        await as(tx, ids.adminId);
        return (
          await tx.query<{ table_name: string; column_name: string; record_id: string; resolved: boolean }>(
            `select table_name, column_name, record_id, resolved from public.money_anomalies() order by table_name`,
          )
        ).rows;
      });
    const before = await anomalies();
    expect(before.map((r) => [r.table_name, r.column_name, r.resolved])).toEqual([
      ['catalog_items', 'unit_price', false],
      ['payments', 'amount', false],
    ]);
    expect(before[1].record_id).toBe(ids.paymentId);

    // A new NaN is refused now, even straight into the table.
    await expect(
      db.query(`update public.catalog_items set unit_price = 'NaN' where sku = 'SVC-MED'`),
    ).rejects.toThrow(/catalog_items_unit_price_not_nan/);

    // The admin reverses the NaN payment through the ordinary path.
    const reversal = await db.transaction(async (tx) => {
      await as(tx, ids.adminId);
      return (
        await tx.query<{ amount: string }>(
          `select (public.reverse_payment($1, 'Recorded as NaN')).amount::text`,
          [ids.paymentId],
        )
      ).rows[0];
    });
    expect(reversal.amount).toBe('116640.00');
    expect(await statuses()).toEqual([
      { status: 'issued', amount_due: '91640.00' },
      { status: 'issued', amount_due: '25000.00' },
    ]);
    // The catalogue price is put right by editing it.
    await db.query(`update public.catalog_items set unit_price = 4500 where name = 'NaN priced'`);
    const after = await anomalies();
    expect(after.map((r) => [r.table_name, r.resolved])).toEqual([['payments', true]]);
    // No credit is left from it (payments_list reads as staff).
    const credit = await db.transaction(async (tx) => {
      await as(tx, ids.adminId);
      return (
        await tx.query<{ credit: string | null; n: number }>(
          `select sum(credit_left)::text as credit, count(*)::int as n from public.payments_list where customer_id = $1`,
          [ids.customerId],
        )
      ).rows[0];
    });
    expect(credit).toEqual({ credit: '0.00', n: 1 });
    // The customer's statement reads numbers, not "NaN": the NaN payment counts as what it
    // allocated and its reversal takes that back, so the closing balance is what is owed.
    const statement = await db.transaction(async (tx) => {
      await as(tx, ids.adminId);
      return (
        await tx.query<{ st: { closing_balance: string; lines: { credit: string; debit: string }[] } }>(
          `select public.customer_statement($1, (now() - interval '400 days')::date, (now() + interval '1 day')::date) as st`,
          [ids.customerId],
        )
      ).rows[0].st;
    });
    expect(JSON.stringify(statement)).not.toMatch(/"NaN"/);
    expect(statement.closing_balance).toBe('116640.00');
  });

  it('every numeric column of every table has its NaN check', async () => {
    const cols = await fresh.db.query<{ col: string; checked: boolean }>(
      `select c.relname || '.' || a.attname as col,
              exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'c'
                        and k.conname = left(c.relname || '_' || a.attname, 55) || '_not_nan') as checked
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace s on s.oid = c.relnamespace
        where s.nspname in ('public', 'app') and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
          and a.atttypid = 'numeric'::regtype
        order by 1`,
    );
    // The audit found 56 (payments.amount, invoices.total, leads.expected_value, …): the schema is there.
    expect(cols.rows.map((r) => r.col)).toEqual(
      expect.arrayContaining([
        'payments.amount',
        'leads.expected_value',
        'projects.budget',
        'invoice_lines.quantity',
      ]),
    );
    expect(cols.rows.filter((r) => !r.checked).map((r) => r.col)).toEqual([]);
  });
});
