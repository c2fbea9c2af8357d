// Invoices and credit notes through supabase-js (issue 14 part 3, ADR 027):
// staff draft (totals computed by the database), admins issue (gapless numbers
// even 50 at once), void and credit; an issued invoice never changes, whoever
// asks; credit notes stay within what was invoiced and what is due; and after
// random sequences of issue / credit / void every invoice still adds up.
// One file on purpose: the numbering checks need no other invoice issued meanwhile.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';

type Client = Awaited<ReturnType<typeof userWithRole>>['client'];

let n = 0;
async function customer(client: Client, name = 'Bamburi Cement') {
  n += 1;
  const made = await client
    .from('customers')
    .insert({ name: `${name} ${Date.now().toString(36)}${n}` })
    .select('id')
    .single();
  expect(made.error).toBeNull();
  return made.data?.id as string;
}

const trainingLines = [
  {
    description: 'OSH training, 2.5 days',
    quantity: '2.5',
    unit_price: '8500',
    discount_percent: '10',
    tax_code: 'VAT',
  },
  { description: 'Medical examination', quantity: '1', unit_price: '3500', tax_code: 'EXEMPT' },
];

async function draft(client: Client, customerId: string, extra: Record<string, unknown> = {}) {
  const saved = await client.rpc('save_invoice_draft', {
    invoice_id: null,
    draft: { customer_id: customerId, lines: trainingLines, document_discount: '5', ...extra },
  });
  expect(saved.error).toBeNull();
  return saved.data as { id: string; total: string | number; status: string; number: string | null };
}

describe('Drafting an invoice', () => {
  it('a staff member drafts an invoice; the database computes and stores the totals (ADR 023 worked example)', async () => {
    const staff = await userWithRole('staff');
    const c = await customer(staff.client);
    const inv = await draft(staff.client, c, { prices_include_tax: false });
    expect(inv.status).toBe('draft');
    expect(inv.number).toBeNull();
    expect(Number(inv.total)).toBe(24400.75);
    const lines = await staff.client
      .from('invoice_lines')
      .select('position, amount, discount, taxable, tax, total, tax_rate')
      .eq('invoice_id', inv.id)
      .order('position');
    expect(
      lines.data?.map((l) => [Number(l.amount), Number(l.tax), Number(l.total), Number(l.tax_rate)]),
    ).toEqual([
      [19125, 2907, 21075.75, 16],
      [3500, 0, 3325, 0],
    ]);
    const row = await staff.client
      .from('invoices')
      .select('amount_due, due_date, issue_date')
      .eq('id', inv.id)
      .single();
    expect(Number(row.data?.amount_due)).toBe(24400.75);
    expect(row.data?.due_date > row.data?.issue_date).toBe(true);
  });

  it('totals sent by the client are ignored, and a line from the catalogue takes its name, price and tax code', async () => {
    const staff = await userWithRole('staff');
    const c = await customer(staff.client);
    const item = await staff.client
      .from('catalog_items')
      .select('id, name, unit_price')
      .eq('sku', 'SVC-MED')
      .single();
    const saved = await staff.client.rpc('save_invoice_draft', {
      invoice_id: null,
      draft: {
        customer_id: c,
        total: 1,
        lines: [{ catalog_item_id: item.data?.id, quantity: 40, total: 1 }],
      },
    });
    expect(saved.error).toBeNull();
    expect(Number(saved.data.total)).toBe(140000);
    const line = await staff.client
      .from('invoice_lines')
      .select('description, tax_code')
      .eq('invoice_id', saved.data.id)
      .single();
    expect(line.data).toEqual({ description: item.data?.name, tax_code: 'EXEMPT' });
  });

  it('staff edit and delete their draft; a bad line is refused with a message saying which line', async () => {
    const staff = await userWithRole('staff');
    const c = await customer(staff.client);
    const inv = await draft(staff.client, c);
    const edited = await staff.client.rpc('save_invoice_draft', {
      invoice_id: inv.id,
      draft: { lines: [trainingLines[1]], document_discount: 0 },
    });
    expect(Number(edited.data.total)).toBe(3500);
    const bad = await staff.client.rpc('save_invoice_draft', {
      invoice_id: inv.id,
      draft: { lines: [trainingLines[1], { ...trainingLines[1], quantity: '0' }] },
    });
    expect(bad.error?.message).toContain('Line 2: the quantity must be above 0');
    const gone = await staff.client.rpc('delete_invoice_draft', { invoice_id: inv.id });
    expect(gone.error).toBeNull();
    const read = await staff.client.from('invoices').select('id').eq('id', inv.id);
    expect(read.data).toEqual([]);
  });

  it('shop customers and visitors read no invoice and can draft none', async () => {
    const staff = await userWithRole('staff');
    await draft(staff.client, await customer(staff.client));
    const shopper = await userWithRole('customer');
    for (const client of [shopper.client, anonClient()]) {
      for (const table of [
        'invoices',
        'invoice_lines',
        'credit_notes',
        'credit_note_lines',
        'invoices_list',
      ]) {
        const read = await client.from(table).select('id').limit(5);
        expect(read.data ?? []).toEqual([]);
      }
      const rpc = await client.rpc('save_invoice_draft', { invoice_id: null, draft: { lines: [] } });
      expect(rpc.error).not.toBeNull();
    }
  });
});

describe('Issuing, voiding and crediting', () => {
  it('only an admin issues: the invoice takes INV-<year>-NNNN and the issue date today', async () => {
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const inv = await draft(staff.client, await customer(staff.client));
    const refused = await staff.client.rpc('issue_invoice', { invoice_id: inv.id });
    expect(refused.error).toMatchObject({ code: '42501', message: 'Only an admin can issue an invoice' });
    const issued = await admin.client.rpc('issue_invoice', { invoice_id: inv.id });
    expect(issued.error).toBeNull();
    // (sales-setup.test.ts may change the format for a moment while files run side by side)
    expect(issued.data.number).toMatch(/^INV[-./]\d{2,4}[-./]\d{4,}$/);
    expect(issued.data.status).toBe('issued');
    const again = await admin.client.rpc('issue_invoice', { invoice_id: inv.id });
    expect(again.error?.message).toContain('already issued');
  });

  it('50 admins issuing 50 drafts at once get 50 distinct, consecutive numbers', async () => {
    const staff = await userWithRole('staff');
    const c = await customer(staff.client);
    const drafts = await Promise.all(Array.from({ length: 50 }, () => draft(staff.client, c)));
    const admins = await Promise.all(Array.from({ length: 5 }, () => userWithRole('admin')));
    const results = await Promise.all(
      drafts.map((d, i) => admins[i % admins.length].client.rpc('issue_invoice', { invoice_id: d.id })),
    );
    for (const r of results) expect(r.error).toBeNull();
    const seq = (n: string) => Number(/(\d+)$/.exec(n)?.[1]);
    const numbers = results.map((r) => seq(String(r.data.number))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    // Gapless: every number between the first and the last is ours or an invoice another test file issued
    // meanwhile (files share the server) — none was skipped.
    const issued = await serviceClient().from('invoices').select('number').not('number', 'is', null);
    const taken = new Set((issued.data ?? []).map((r) => seq(r.number as string)));
    const first = numbers[0] as number;
    const last = numbers[49] as number;
    for (let k = first; k <= last; k += 1) expect(taken.has(k)).toBe(true);
  });

  it('no role can change or delete an issued invoice or its lines — not staff, admin, superadmin, nor the service role', async () => {
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const boss = await userWithRole('superadmin');
    const inv = await draft(staff.client, await customer(staff.client));
    await admin.client.rpc('issue_invoice', { invoice_id: inv.id });
    const line = await staff.client
      .from('invoice_lines')
      .select('id')
      .eq('invoice_id', inv.id)
      .limit(1)
      .single();
    for (const client of [staff.client, admin.client, boss.client, serviceClient()]) {
      const upd = await client
        .from('invoices')
        .update({ total: 1, amount_due: 1, notes: 'changed' })
        .eq('id', inv.id)
        .select();
      expect(upd.error).not.toBeNull();
      const due = await client
        .from('invoices')
        .update({ amount_due: 0, amount_paid: 24400.75 })
        .eq('id', inv.id)
        .select();
      expect(due.error).not.toBeNull();
      const del = await client.from('invoices').delete().eq('id', inv.id).select();
      expect(del.error).not.toBeNull();
      const lineUpd = await client
        .from('invoice_lines')
        .update({ unit_price: 1 })
        .eq('id', line.data?.id)
        .select();
      expect(lineUpd.error).not.toBeNull();
      const lineDel = await client.from('invoice_lines').delete().eq('id', line.data?.id).select();
      expect(lineDel.error).not.toBeNull();
      const resave = await client.rpc('save_invoice_draft', {
        invoice_id: inv.id,
        draft: { lines: trainingLines },
      });
      expect(resave.error).not.toBeNull();
      const delDraft = await client.rpc('delete_invoice_draft', { invoice_id: inv.id });
      expect(delDraft.error).not.toBeNull();
    }
    const svc = await serviceClient().from('invoices').update({ notes: 'x' }).eq('id', inv.id);
    expect(svc.error?.message).toContain('An issued invoice cannot be changed');
    const after = await staff.client
      .from('invoices')
      .select('total, amount_due, notes, status')
      .eq('id', inv.id)
      .single();
    expect(after.data).toEqual({ total: 24400.75, amount_due: 24400.75, notes: null, status: 'issued' });
    const lines = await staff.client.from('invoice_lines').select('id').eq('invoice_id', inv.id);
    expect(lines.data).toHaveLength(2);
  });

  it('the service role cannot slip a number or an issued status onto a draft either', async () => {
    const staff = await userWithRole('staff');
    const inv = await draft(staff.client, await customer(staff.client));
    const upd = await serviceClient()
      .from('invoices')
      .update({ status: 'issued', number: 'INV-1999-0001' })
      .eq('id', inv.id);
    expect(upd.error?.message).toContain('issue_invoice');
    // The flag the issuing functions raise cannot be raised through the API.
    const flag = await serviceClient().rpc('set_config', {
      setting_name: 'app.invoicing_write',
      new_value: 'on',
      is_local: true,
    });
    expect(flag.error).not.toBeNull();
  });

  it('a draft whose stored total was tampered with (service role, past the RPC) is not issued', async () => {
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const inv = await draft(staff.client, await customer(staff.client));
    const tampered = await serviceClient()
      .from('invoices')
      .update({ total: 1, amount_due: 1 })
      .eq('id', inv.id);
    expect(tampered.error).toBeNull();
    const issued = await admin.client.rpc('issue_invoice', { invoice_id: inv.id });
    expect(issued.error?.message).toContain('do not match its lines');
    const still = await staff.client.from('invoices').select('status, number').eq('id', inv.id).single();
    expect(still.data).toEqual({ status: 'draft', number: null });
  });

  it('only an admin voids, with a reason; who and when are kept; a void invoice cannot be credited', async () => {
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const inv = await draft(staff.client, await customer(staff.client));
    await admin.client.rpc('issue_invoice', { invoice_id: inv.id });
    const refused = await staff.client.rpc('void_invoice', { invoice_id: inv.id, reason: 'Wrong customer' });
    expect(refused.error?.code).toBe('42501');
    const noReason = await admin.client.rpc('void_invoice', { invoice_id: inv.id, reason: ' ' });
    expect(noReason.error?.message).toContain('Say why');
    const voided = await admin.client.rpc('void_invoice', { invoice_id: inv.id, reason: 'Wrong customer' });
    expect(voided.error).toBeNull();
    expect(voided.data).toMatchObject({ status: 'void', voided_by: admin.id, void_reason: 'Wrong customer' });
    const line = await staff.client
      .from('invoice_lines')
      .select('id')
      .eq('invoice_id', inv.id)
      .limit(1)
      .single();
    const credit = await admin.client.rpc('issue_credit_note', {
      invoice_id: inv.id,
      lines: [{ invoice_line_id: line.data?.id, quantity: 1 }],
      reason: 'Too late',
    });
    expect(credit.error).not.toBeNull();
  });

  it('an admin credits part of a line at the stored rates; the invoice owes less; limits per line and in all hold', async () => {
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const inv = await draft(staff.client, await customer(staff.client));
    await admin.client.rpc('issue_invoice', { invoice_id: inv.id });
    const lines = await staff.client
      .from('invoice_lines')
      .select('id, position, total')
      .eq('invoice_id', inv.id)
      .order('position');
    const [training, medical] = lines.data ?? [];
    const byStaff = await staff.client.rpc('issue_credit_note', {
      invoice_id: inv.id,
      lines: [{ invoice_line_id: training.id, quantity: 1 }],
      reason: 'One day not delivered',
    });
    expect(byStaff.error?.code).toBe('42501');
    const first = await admin.client.rpc('issue_credit_note', {
      invoice_id: inv.id,
      lines: [{ invoice_line_id: training.id, quantity: 1 }],
      reason: 'One day not delivered',
    });
    expect(first.error).toBeNull();
    expect(first.data.number).toMatch(/^CN-\d{4}-\d{4,}$/);
    // 1 × 8,500 − 10 % = 7,650; − 5 % = 7,267.50; + 16 % = 8,430.30
    expect(Number(first.data.total)).toBe(8430.3);
    const after = await staff.client
      .from('invoices')
      .select('amount_credited, amount_due')
      .eq('id', inv.id)
      .single();
    expect(after.data).toEqual({ amount_credited: 8430.3, amount_due: 24400.75 - 8430.3 });
    const tooMany = await admin.client.rpc('issue_credit_note', {
      invoice_id: inv.id,
      lines: [{ invoice_line_id: training.id, quantity: 2 }],
      reason: 'More',
    });
    expect(tooMany.error?.message).toContain('at most 1.5');
    // The rest of both lines: exactly what is still due.
    const rest = await admin.client.rpc('issue_credit_note', {
      invoice_id: inv.id,
      lines: [
        { invoice_line_id: training.id, quantity: 1.5 },
        { invoice_line_id: medical.id, quantity: 1 },
      ],
      reason: 'Cancelled',
    });
    expect(rest.error).toBeNull();
    const closed = await staff.client
      .from('invoices')
      .select('amount_credited, amount_due, total')
      .eq('id', inv.id)
      .single();
    expect(closed.data).toEqual({ amount_credited: 24400.75, amount_due: 0, total: 24400.75 });
    const nothingLeft = await admin.client.rpc('issue_credit_note', {
      invoice_id: inv.id,
      lines: [{ invoice_line_id: medical.id, quantity: 0.5 }],
      reason: 'Again',
    });
    expect(nothingLeft.error).not.toBeNull();
    // A credit note never changes.
    for (const client of [admin.client, serviceClient()]) {
      const upd = await client
        .from('credit_notes')
        .update({ reason: 'changed' })
        .eq('id', first.data.id)
        .select();
      expect(upd.error).not.toBeNull();
      const del = await client.from('credit_notes').delete().eq('id', first.data.id).select();
      expect(del.error).not.toBeNull();
    }
    const voidCredited = await admin.client.rpc('void_invoice', { invoice_id: inv.id, reason: 'Cancelled' });
    expect(voidCredited.error).not.toBeNull();
  });

  it('the list view shows issued invoices past their due date as overdue', async () => {
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const inv = await draft(staff.client, await customer(staff.client));
    await admin.client.rpc('issue_invoice', { invoice_id: inv.id });
    const listed = await staff.client
      .from('invoices_list')
      .select('display_status, is_overdue')
      .eq('id', inv.id)
      .single();
    expect(listed.data).toEqual({ display_status: 'issued', is_overdue: false });
    const svc = serviceClient();
    // A draft dated in the past is not overdue: only issued invoices fall due.
    const draftRow = await draft(staff.client, await customer(staff.client), {
      issue_date: '2026-01-05',
      due_date: '2026-01-10',
    });
    const listedDraft = await svc
      .from('invoices_list')
      .select('display_status, is_overdue')
      .eq('id', draftRow.id)
      .single();
    expect(listedDraft.data).toEqual({ display_status: 'draft', is_overdue: false });
  });
});

describe('Finding invoices', () => {
  it('staff find an issued invoice by its number or its customer in the list view (the palette searches it)', async () => {
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const c = await customer(staff.client, 'Kapa Oil Refineries');
    const inv = await draft(staff.client, c);
    const issued = await admin.client.rpc('issue_invoice', { invoice_id: inv.id });
    const byNumber = await staff.client
      .from('invoices_list')
      .select('id, customer_name')
      .ilike('search_text', `%${String(issued.data.number).toLowerCase()}%`);
    expect(byNumber.data?.map((r) => r.id)).toEqual([inv.id]);
    const byCustomer = await staff.client
      .from('invoices_list')
      .select('id')
      .ilike('search_text', '%kapa oil%');
    expect(byCustomer.data?.map((r) => r.id)).toContain(inv.id);
  });
});

describe('Property: every invoice adds up after any sequence of issue, pay, apply credit, reverse, credit and void', () => {
  const lineArb = fc.record({
    description: fc.constant('Item'),
    quantity: fc.oneof(
      fc.integer({ min: 1, max: 20 }).map(String),
      fc.integer({ min: 1, max: 5000 }).map((q) => (q / 1000).toFixed(3)),
    ),
    unit_price: fc.integer({ min: 0, max: 5_000_000 }).map((p) => (p / 100).toFixed(2)),
    discount_percent: fc.constantFrom('0', '10', '12.5', '33.33'),
    tax_code: fc.constantFrom('VAT', 'EXEMPT', 'ZERO'),
  });
  const runArb = fc.record({
    invoices: fc.array(
      fc.record({
        lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
        document_discount: fc.constantFrom('0', '5', '7.5'),
        prices_include_tax: fc.boolean(),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    ops: fc.array(
      fc.oneof(
        {
          arbitrary: fc.record({ op: fc.constant('issue'), inv: fc.integer({ min: 0, max: 1 }) }),
          weight: 3,
        },
        fc.record({ op: fc.constant('void'), inv: fc.integer({ min: 0, max: 1 }) }),
        {
          arbitrary: fc.record({
            op: fc.constant('pay'),
            inv: fc.integer({ min: 0, max: 1 }),
            fraction: fc.constantFrom('0.25', '0.5', '1', '1.3'),
          }),
          weight: 3,
        },
        fc.record({
          op: fc.constant('apply'),
          inv: fc.integer({ min: 0, max: 1 }),
          fraction: fc.constantFrom('0.5', '1'),
        }),
        fc.record({ op: fc.constant('reverse'), inv: fc.constant(0) }),
        fc.record({
          op: fc.constant('credit'),
          inv: fc.integer({ min: 0, max: 1 }),
          lines: fc.array(
            fc.record({
              line: fc.integer({ min: 0, max: 3 }),
              quantity: fc.oneof(
                fc.integer({ min: 1, max: 10 }).map(String),
                fc.constantFrom('0.5', '0.001', '2.25'),
              ),
            }),
            { minLength: 1, maxLength: 2 },
          ),
        }),
      ),
      { minLength: 1, maxLength: 8 },
    ),
  });

  it('total = Σ lines, amount_due = total − paid − credited ≥ 0, paid = Σ live allocations, credits never above a line (1,000 runs)', async () => {
    const admin = await userWithRole('admin');
    const runs = fc.sample(runArb, { numRuns: 1000 });
    let done = 0;
    let refused = 0;
    let paid = 0;
    let reversed = 0;
    for (let i = 0; i < runs.length; i += 100) {
      const { data, error } = await admin.client.rpc('test_invoice_runs', { runs: runs.slice(i, i + 100) });
      expect(error).toBeNull();
      for (const run of data as {
        done: number;
        refused: number;
        invoices: Record<string, number | string | null>[];
        payments: { amount: string; reversed: boolean; allocated: string }[];
      }[]) {
        done += run.done;
        refused += run.refused;
        for (const pay of run.payments) {
          paid += 1;
          if (pay.reversed) reversed += 1;
          else expect(Number(pay.allocated)).toBeLessThanOrEqual(Number(pay.amount));
        }
        for (const inv of run.invoices) {
          const cents = (k: string) => Math.round(Number(inv[k]) * 100);
          expect(cents('total')).toBe(cents('lines_total'));
          expect(cents('due')).toBe(cents('total') - cents('paid') - cents('credited'));
          expect(cents('due')).toBeGreaterThanOrEqual(0);
          expect(cents('credited')).toBe(cents('credit_notes_total'));
          expect(cents('credited')).toBe(cents('credit_lines_total'));
          expect(inv.over_credited_lines).toBe(0);
          expect(cents('paid')).toBe(cents('allocated'));
          if (inv.status === 'void') expect(cents('paid')).toBe(0);
          else if (inv.status !== 'draft')
            expect(inv.status).toBe(
              cents('paid') > 0 && cents('due') === 0
                ? 'paid'
                : cents('paid') > 0
                  ? 'partially_paid'
                  : 'issued',
            );
          if (inv.status === 'draft') expect(inv.number).toBeNull();
          else expect(inv.number).toMatch(/^INV[-./]/);
        }
      }
    }
    // The generator reaches both outcomes. Floors well below what a seed gives (FUZZ_SEED=433532733 stored 180
    // payments: the old floor of 200 failed a PostgreSQL pass with every invariant holding).
    expect(done).toBeGreaterThan(250);
    expect(refused).toBeGreaterThan(50);
    expect(paid).toBeGreaterThan(100);
    expect(reversed).toBeGreaterThan(10);
    // 1,000 runs of up to 8 operations in 10 calls: well under a minute alone, longer on a busy machine.
  }, 240_000);
});
