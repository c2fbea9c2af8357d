// Payment reminders (20261127110000_invoicing_reminders.sql, ADR 030): the job e-mails the latest reminder
// due on an open invoice once, logs why it did not when it cannot (customer paused, no address, template
// switched off), leaves paid invoices alone and sends nothing while the schedule is off. "Today" is chosen
// through the test-only public.test_queue_invoice_reminders(on_date, invoice_ids) (tests/fixtures), which
// runs the job's function for a given day on the test's own invoices; the real job is run once as well.
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from '../../../kernel/functions/_shared/mail-render.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';

type Client = Awaited<ReturnType<typeof userWithRole>>['client'];
type Log = {
  offset_days: number;
  status: string;
  skip_reason: string | null;
  email_id: string | null;
  to_address: string | null;
};

let staff: Client;
let admin: Client;
let boss: Client;
const service = serviceClient();
const day = (d: Date) => format(d, 'yyyy-MM-dd');
let today: string;

beforeAll(async () => {
  [{ client: staff }, { client: admin }, { client: boss }] = await Promise.all([
    userWithRole('staff'),
    userWithRole('admin'),
    userWithRole('superadmin'),
  ]);
  const t = await service.rpc('test_company_today');
  expect(t.error).toBeNull();
  today = t.data as string;
  const set = await boss.rpc('set_sales_settings', {
    settings: { reminders_enabled: true, reminder_offsets: [-3, 0, 7, 30], mpesa_paybill: '522533' },
  });
  expect(set.error).toBeNull();
});

afterAll(async () => {
  await boss.rpc('set_sales_settings', { settings: { reminders_enabled: true } });
});

let n = 0;
async function customer(email: string | null) {
  n += 1;
  const made = await staff
    .from('customers')
    .insert({ name: `Embakasi Bottlers ${Date.now().toString(36)}${n}`, email })
    .select('id')
    .single();
  expect(made.error).toBeNull();
  return made.data?.id as string;
}

// An issued invoice of `price` (EXEMPT: the total is the price), due today: its reminder days are
// today − 3, today, today + 7 and today + 30.
async function issuedInvoice(customerId: string, price = 58000, contactId?: string) {
  const saved = await staff.rpc('save_invoice_draft', {
    invoice_id: null,
    draft: {
      customer_id: customerId,
      contact_id: contactId ?? null,
      due_date: today,
      lines: [
        { description: 'Boiler inspection', quantity: '1', unit_price: String(price), tax_code: 'EXEMPT' },
      ],
    },
  });
  expect(saved.error).toBeNull();
  const issued = await admin.rpc('issue_invoice', { invoice_id: saved.data.id });
  expect(issued.error).toBeNull();
  return issued.data as { id: string; number: string; due_date: string };
}

const dayPlus = (days: number) => day(addDays(new Date(`${today}T00:00:00`), days));

async function runOn(onDate: string, ids: string[]) {
  const r = await service.rpc('test_queue_invoice_reminders', { on_date: onDate, invoice_ids: ids });
  expect(r.error).toBeNull();
  return r.data as number;
}

async function log(invoiceId: string) {
  const r = await staff
    .from('invoice_reminders')
    .select('offset_days, status, skip_reason, email_id, to_address')
    .eq('invoice_id', invoiceId)
    .order('offset_days');
  expect(r.error).toBeNull();
  return r.data as Log[];
}

describe('payment reminders', () => {
  it('7 days after the due date the client gets one overdue reminder, with what is due and the link, however often the job runs', async () => {
    const c = await customer('accounts@embakasi.example.co.ke');
    const inv = await issuedInvoice(c, 58000);

    // Two runs at the same moment, then one more: the unique (invoice, day) lets one of them send.
    const counts = await Promise.all([runOn(dayPlus(7), [inv.id]), runOn(dayPlus(7), [inv.id])]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await runOn(dayPlus(7), [inv.id])).toBe(0);

    const rows = await log(inv.id);
    expect(rows.map((r) => [r.offset_days, r.status, r.skip_reason])).toEqual([
      [-3, 'skipped', 'superseded'],
      [0, 'skipped', 'superseded'],
      [7, 'queued', null],
    ]);
    const sent = rows[2];
    expect(sent.to_address).toBe('accounts@embakasi.example.co.ke');

    const email = await service
      .from('email_outbox')
      .select('to_addresses, template, template_data, record_type, record_id')
      .eq('id', sent.email_id as string)
      .single();
    expect(email.error).toBeNull();
    expect(email.data?.to_addresses).toEqual(['accounts@embakasi.example.co.ke']);
    expect(email.data?.template).toBe('overdue_reminder');
    expect(email.data?.record_id).toBe(inv.id);
    const data = email.data?.template_data as {
      invoice: { number: string; amount_due: string; days_overdue: number; url: string | null };
      payment: { mpesa_paybill: string; mpesa_account: string };
    };
    expect(data.invoice.number).toBe(inv.number);
    expect(data.invoice.amount_due).toBe('KES 58,000.00');
    expect(data.invoice.days_overdue).toBe(7);
    expect(data.invoice.url).toMatch(/\/invoice\/[0-9a-f]{64}$/);
    expect(data.payment.mpesa_paybill).toBe('522533');

    // What the client reads: the template the job used, rendered as the sender renders it.
    const template = await staff
      .from('email_templates')
      .select('subject, html_body, text_body')
      .eq('key', 'overdue_reminder')
      .single();
    const rendered = await renderEmail(
      template.data as { subject: string; html_body: string; text_body: string | null },
      email.data?.template_data as Record<string, unknown>,
      { name: 'Safeworks Kenya' },
    );
    expect(rendered.subject).toBe(`Reminder: invoice ${inv.number} is 7 days overdue`);
    expect(rendered.text).toContain('KES 58,000.00');
    expect(rendered.text).toContain('pay-bill 522533, account');
    expect(rendered.html).toContain(`href="${data.invoice.url}"`);

    const events = await staff
      .from('record_events')
      .select('record_type')
      .eq('kind', 'invoicing.reminder_sent')
      .in('record_id', [inv.id, c]);
    expect(events.data?.map((e) => e.record_type).sort()).toEqual(['customers', 'invoices']);

    // 30 days after: the next one goes; the schedule on the page shows both and nothing more to come.
    expect(await runOn(dayPlus(30), [inv.id])).toBe(1);
    const schedule = await staff.rpc('invoice_reminder_schedule', { invoice_id: inv.id });
    expect(schedule.error).toBeNull();
    expect(schedule.data.past.filter((p: Log) => p.status === 'queued')).toHaveLength(2);
  });

  it('three days before the due date the reminder says it is due in 3 days, and the next date shows on the page', async () => {
    const c = await customer('pay@kitengela-glass.example.co.ke');
    const inv = await issuedInvoice(c, 12500);
    const before = await staff.rpc('invoice_reminder_schedule', { invoice_id: inv.id });
    expect(before.error).toBeNull();
    expect(before.data.upcoming.map((u: { offset_days: number }) => u.offset_days)).toEqual([0, 7, 30]);

    expect(await runOn(dayPlus(-3), [inv.id])).toBe(1);
    const [row] = await log(inv.id);
    const email = await service
      .from('email_outbox')
      .select('template, template_data')
      .eq('id', row.email_id as string)
      .single();
    expect(email.data?.template).toBe('payment_due_reminder');
    const data = email.data?.template_data as { invoice: { due_phrase: string } } | undefined;
    expect(data?.invoice.due_phrase).toBe('in 3 days');
  });

  it('a paused customer gets no reminder (logged as paused) until staff resume them, and the pause is on their timeline', async () => {
    const c = await customer('finance@athi-tanners.example.co.ke');
    const inv = await issuedInvoice(c);
    const paused = await staff.rpc('set_customer_reminders_paused', {
      customer_id: c,
      paused: true,
      reason: 'Payment plan agreed by phone',
    });
    expect(paused.error).toBeNull();
    // A double click changes nothing.
    expect(
      (
        await staff.rpc('set_customer_reminders_paused', {
          customer_id: c,
          paused: true,
          reason: 'Payment plan agreed by phone',
        })
      ).error,
    ).toBeNull();

    expect(await runOn(dayPlus(0), [inv.id])).toBe(0);
    expect((await log(inv.id)).map((r) => [r.offset_days, r.skip_reason])).toEqual([
      [-3, 'superseded'],
      [0, 'customer paused'],
    ]);
    const overview = await staff.rpc('customer_reminder_overview', { customer_id: c });
    expect(overview.error).toBeNull();
    expect(overview.data.paused.reason).toBe('Payment plan agreed by phone');

    expect(
      (await staff.rpc('set_customer_reminders_paused', { customer_id: c, paused: false })).error,
    ).toBeNull();
    expect(await runOn(dayPlus(7), [inv.id])).toBe(1);
    const events = await staff
      .from('record_events')
      .select('kind')
      .eq('record_type', 'customers')
      .eq('record_id', c)
      .in('kind', ['invoicing.reminders_paused', 'invoicing.reminders_resumed']);
    expect(events.data?.map((e) => e.kind).sort()).toEqual([
      'invoicing.reminders_paused',
      'invoicing.reminders_resumed',
    ]);
  });

  it('a customer without any e-mail address: the reminder is logged as skipped, no e-mail', async () => {
    const c = await customer(null);
    const inv = await issuedInvoice(c);
    expect(await runOn(dayPlus(7), [inv.id])).toBe(0);
    const rows = await log(inv.id);
    expect(rows.at(-1)).toMatchObject({
      offset_days: 7,
      status: 'skipped',
      skip_reason: 'no e-mail address',
      email_id: null,
    });
  });

  it("the invoice's contact is written to, but not one who asked not to be contacted (then the primary contact)", async () => {
    const c = await customer('office@ruiru-feeds.example.co.ke');
    const contacts = await staff
      .from('contacts')
      .insert([
        {
          customer_id: c,
          full_name: 'Njeri Wambui',
          email: 'njeri@ruiru-feeds.example.co.ke',
          is_primary: false,
          do_not_contact: true,
        },
        {
          customer_id: c,
          full_name: 'Kiprono Langat',
          email: 'kiprono@ruiru-feeds.example.co.ke',
          is_primary: true,
          do_not_contact: false,
        },
      ])
      .select('id, full_name');
    expect(contacts.error).toBeNull();
    const njeri = contacts.data?.find((k) => k.full_name === 'Njeri Wambui')?.id as string;
    const inv = await issuedInvoice(c, 9000, njeri);
    expect(await runOn(dayPlus(7), [inv.id])).toBe(1);
    expect((await log(inv.id)).at(-1)?.to_address).toBe('kiprono@ruiru-feeds.example.co.ke');
  });

  it('a paid invoice gets no reminder', async () => {
    const c = await customer('accounts@limuru-tea.example.co.ke');
    const inv = await issuedInvoice(c, 20000);
    const paid = await staff.rpc('record_payment', {
      payload: {
        customer_id: c,
        method: 'bank_transfer',
        amount: '20000',
        reference: 'FT26112ABC',
        allocations: [{ invoice_id: inv.id, amount: '20000' }],
      },
    });
    expect(paid.error).toBeNull();
    expect(await runOn(dayPlus(7), [inv.id])).toBe(0);
    expect(await log(inv.id)).toEqual([]);
  });

  it('with the schedule switched off nothing is sent or logged; switched on again only the latest reminder goes', async () => {
    const c = await customer('ap@naivasha-flowers.example.co.ke');
    const inv = await issuedInvoice(c);
    expect(
      (await boss.rpc('set_sales_settings', { settings: { reminders_enabled: false } })).error,
    ).toBeNull();
    try {
      expect(await runOn(dayPlus(30), [inv.id])).toBe(0);
      expect(await log(inv.id)).toEqual([]);
    } finally {
      expect(
        (await boss.rpc('set_sales_settings', { settings: { reminders_enabled: true } })).error,
      ).toBeNull();
    }
    expect(await runOn(dayPlus(30), [inv.id])).toBe(1);
    expect((await log(inv.id)).map((r) => r.status)).toEqual(['skipped', 'skipped', 'skipped', 'queued']);
  });

  it('a day added to the schedule before one already sent is never sent after it', async () => {
    const c = await customer('accounts@mlolongo-paints.example.co.ke');
    const inv = await issuedInvoice(c);
    expect(await runOn(dayPlus(7), [inv.id])).toBe(1);
    expect(
      (await boss.rpc('set_sales_settings', { settings: { reminder_offsets: [-3, 0, 3, 7, 30] } })).error,
    ).toBeNull();
    try {
      const schedule = await staff.rpc('invoice_reminder_schedule', { invoice_id: inv.id });
      expect(schedule.data.upcoming.map((u: { offset_days: number }) => u.offset_days)).toEqual([30]);
      expect(await runOn(dayPlus(8), [inv.id])).toBe(0);
    } finally {
      await boss.rpc('set_sales_settings', { settings: { reminder_offsets: [-3, 0, 7, 30] } });
    }
    expect((await log(inv.id)).map((r) => [r.offset_days, r.skip_reason])).toEqual([
      [-3, 'superseded'],
      [0, 'superseded'],
      [3, 'superseded'],
      [7, null],
    ]);
  });

  it('an admin switching the template off: the reminder is logged "template inactive"', async () => {
    const c = await customer('pay@kikuyu-springs.example.co.ke');
    const inv = await issuedInvoice(c);
    expect(
      (await admin.from('email_templates').update({ status: 'draft' }).eq('key', 'payment_due_reminder'))
        .error,
    ).toBeNull();
    try {
      expect(await runOn(dayPlus(0), [inv.id])).toBe(0);
    } finally {
      await admin.from('email_templates').update({ status: 'active' }).eq('key', 'payment_due_reminder');
    }
    expect((await log(inv.id)).at(-1)).toMatchObject({ offset_days: 0, skip_reason: 'template inactive' });
  });

  it('the schedule a superadmin saves is checked: distinct days from −30 to 365, at most 8', async () => {
    for (const bad of [[0, 0], [-31], [400], [1, 2, 3, 4, 5, 6, 7, 8, 9], ['x']]) {
      const r = await boss.rpc('set_sales_settings', { settings: { reminder_offsets: bad } });
      expect(r.error?.code, JSON.stringify(bad)).toBe('23514');
    }
    const ok = await boss.rpc('set_sales_settings', { settings: { reminder_offsets: [30, -3, 7, 0] } });
    expect(ok.error).toBeNull();
    expect(ok.data.reminder_offsets).toEqual([-3, 0, 7, 30]);
    const byStaff = await staff.rpc('set_sales_settings', { settings: { reminders_enabled: false } });
    expect(byStaff.error?.code).toBe('42501');
  });

  it('the scheduled job is registered hourly and runs from Settings → Scheduled jobs', async () => {
    const jobs = await boss.rpc('admin_list_jobs');
    expect(jobs.error).toBeNull();
    const job = (jobs.data as { name: string; run_every_seconds: number }[]).find(
      (j) => j.name === 'invoicing.payment-reminders',
    );
    expect(job?.run_every_seconds).toBe(3600);
    const c = await customer('accounts@thika-mills.example.co.ke');
    const inv = await issuedInvoice(c);
    const run = await boss.rpc('admin_run_job_now', { job_name: 'invoicing.payment-reminders' });
    expect(run.error).toBeNull();
    expect(run.data[0].status).toBe('succeeded');
    // Due today: the "due today" reminder went, the one 3 days before was superseded.
    expect((await log(inv.id)).map((r) => [r.offset_days, r.status])).toEqual([
      [-3, 'skipped'],
      [0, 'queued'],
    ]);
  });

  it('visitors and shop customers read no reminders and cannot pause; nobody writes the log through the API', async () => {
    const c = await customer('info@voi-sisal.example.co.ke');
    const { client: shopper } = await userWithRole('customer');
    for (const client of [anonClient(), shopper]) {
      expect(
        (await client.rpc('set_customer_reminders_paused', { customer_id: c, paused: true })).error,
      ).not.toBeNull();
      expect((await client.rpc('customer_reminder_overview', { customer_id: c })).error).not.toBeNull();
      expect((await client.from('invoice_reminders').select('id')).data ?? []).toEqual([]);
      expect((await client.from('customer_reminder_pauses').select('customer_id')).data ?? []).toEqual([]);
    }
    const inv = await issuedInvoice(c);
    const forged = await staff.from('invoice_reminders').insert({
      invoice_id: inv.id,
      customer_id: c,
      offset_days: 7,
      due_on: today,
      status: 'skipped',
      skip_reason: 'x',
    });
    expect(forged.error).not.toBeNull();
    const pausedDirect = await staff.from('customer_reminder_pauses').insert({ customer_id: c });
    expect(pausedDirect.error).not.toBeNull();
  });
});
