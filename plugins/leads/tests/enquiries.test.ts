// public.submit_enquiry, the public site's one way into the pipeline, through
// supabase-js as a visitor: validation in the database, bot guards (the
// honeypot and the form token the database issues), the throttle (HTTP 429,
// never a 5xx), repeat enquiries and the staff's bell.
// Only this file sends enquiries on the shared test server (the throttle
// counts per client address, and every test calls from 127.0.0.1).
import { beforeEach, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient, uniqueEmail } from '../../../tests/support/clients.ts';
import { eventsOf, newLead } from './support.ts';

type Answer = { reference: string };

/** A form token as the page gets it when a visitor starts the form. */
async function formToken(): Promise<string> {
  const { data, error } = await anonClient().rpc('enquiry_form_token');
  expect(error).toBeNull();
  return (data as { token: string }).token;
}

async function enquiry(fields: Record<string, unknown> = {}) {
  return {
    p_form_token: await formToken(),
    p_contact_name: 'Achieng Otieno',
    p_email: uniqueEmail('enquirer'),
    p_phone: '+254 712 345 678',
    p_company: 'Lakeside Hotel',
    p_service: 'audits/fire-safety',
    p_message: 'Annual fire audit for a 120-room hotel in Kisumu.',
    p_source: 'quote_request',
    p_website: '',
    ...fields,
  };
}

// Tokens are accepted at once unless a test asks for the real minimum age (min_fill, 3 s).
async function throttle(settings: { per_email?: number; per_address?: number; min_fill?: number } = {}) {
  const { error } = await serviceClient().rpc('test_leads_throttle', {
    per_email: settings.per_email ?? 5,
    per_address: settings.per_address ?? 10_000,
    min_fill: settings.min_fill ?? 0,
  });
  expect(error).toBeNull();
  const limits = await serviceClient().rpc('test_enquiry_limits', {
    acknowledgements: 10_000,
    tokens_per_address: 10_000,
  });
  expect(limits.error).toBeNull();
}

async function leadsByEmail(email: string) {
  const { data, error } = await serviceClient().from('leads').select('*').eq('email', email);
  expect(error).toBeNull();
  return data ?? [];
}

beforeEach(() => throttle());

describe('a visitor sends an enquiry', () => {
  it('creates a new lead from the site and answers its reference', async () => {
    const input = await enquiry();
    const { data, error, status } = await anonClient().rpc('submit_enquiry', input);
    expect(error).toBeNull();
    expect(status).toBe(200);
    const answer = data as Answer;
    expect(answer.reference).toMatch(/^ENQ-\d{4}-\d{6}$/);
    expect(Object.keys(answer)).toEqual(['reference']);
    const [lead] = await leadsByEmail(String(input.p_email));
    const { data: service } = await anonClient()
      .from('services')
      .select('id')
      .eq('slug', 'audits/fire-safety')
      .single();
    expect(lead).toMatchObject({
      reference: answer.reference,
      contact_name: 'Achieng Otieno',
      company: 'Lakeside Hotel',
      phone: '+254 712 345 678',
      source: 'quote_request',
      stage: 'new',
      service_id: service?.id,
      owner_id: null,
      first_response_at: null,
      created_by: null,
    });
  });

  it('refuses what it cannot use with a 400 that names the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ p_contact_name: '  ' }, 'contact_name'],
      [{ p_contact_name: 'x'.repeat(201) }, 'contact_name'],
      [{ p_email: 'achieng@', p_phone: null }, 'email'],
      [{ p_email: null, p_phone: null }, 'email'],
      [{ p_phone: '12' }, 'phone'],
      [{ p_phone: '+254 712 345 678 999 999 99' }, 'phone'],
      [{ p_company: 'c'.repeat(201) }, 'company'],
      [{ p_message: 'm'.repeat(5001) }, 'message'],
      [{ p_service: 'audits/lift-inspection' }, 'service'],
      [{ p_source: 'phone' }, 'source'],
    ];
    for (const [fields, field] of cases) {
      const input = await enquiry(fields);
      const { error, status } = await anonClient().rpc('submit_enquiry', input);
      expect(status, JSON.stringify(fields).slice(0, 60)).toBe(400);
      expect(error?.code).toBe('22023');
      expect(error?.details).toBe(field);
      if (input.p_email) expect(await leadsByEmail(String(input.p_email))).toEqual([]);
    }
  });

  it('a visitor who corrects a refused field sends the same form again: the refusal did not use up its token', async () => {
    const input = await enquiry({ p_email: 'achieng@' });
    expect((await anonClient().rpc('submit_enquiry', input)).status).toBe(400);
    const fixed = { ...input, p_email: uniqueEmail('corrected') };
    const { data, error } = await anonClient().rpc('submit_enquiry', fixed);
    expect(error).toBeNull();
    const [lead] = await leadsByEmail(fixed.p_email);
    expect(lead?.reference).toBe((data as Answer).reference);
  });

  it('accepts a phone number without an e-mail address', async () => {
    const phone = `07${String(Date.now()).slice(-8)}`;
    const { data, error } = await anonClient().rpc(
      'submit_enquiry',
      await enquiry({ p_email: null, p_phone: phone }),
    );
    expect(error).toBeNull();
    const { data: lead } = await serviceClient()
      .from('leads')
      .select('phone')
      .eq('reference', (data as Answer).reference)
      .single();
    expect(lead).toEqual({ phone });
  });
});

describe('the visitor’s acknowledgement (issue 12)', () => {
  async function outboxTo(email: string) {
    const { data, error } = await serviceClient()
      .from('email_outbox')
      .select('template, to_addresses, template_data, record_type, record_id, status')
      .contains('to_addresses', [email])
      .order('created_at', { ascending: true });
    expect(error).toBeNull();
    return data ?? [];
  }

  it('a visitor who sends the form is sent "enquiry received" with the reference number, quoting nothing they typed', async () => {
    const input = await enquiry();
    const { data } = await anonClient().rpc('submit_enquiry', input);
    const answer = data as Answer;
    const [lead] = await leadsByEmail(String(input.p_email));
    expect(await outboxTo(String(input.p_email))).toEqual([
      {
        template: 'enquiry_received',
        to_addresses: [input.p_email],
        // The reference and the service from the firm's list; no name, organisation or message.
        template_data: { enquiry: { reference: answer.reference, service: expect.any(String) } },
        record_type: 'leads',
        record_id: lead.id,
        status: 'queued',
      },
    ]);
    const events = await eventsOf(serviceClient(), 'leads', lead.id);
    expect(events.map((e) => e.kind)).toContain('email.queued');
  });

  it('a repeat enquiry is acknowledged with a reference of its own, as a first one is; a bot’s gets nothing', async () => {
    const input = await enquiry();
    const first = (await anonClient().rpc('submit_enquiry', input)).data as Answer;
    const again = (
      await anonClient().rpc('submit_enquiry', {
        ...input,
        p_form_token: await formToken(),
        p_message: 'Any news?',
      })
    ).data as Answer;
    expect(Object.keys(again)).toEqual(['reference']);
    expect(again.reference).toMatch(/^ENQ-\d{4}-\d{6}$/);
    expect(again.reference).not.toBe(first.reference);
    const sent = await outboxTo(String(input.p_email));
    expect(sent.map((m) => m.template_data)).toEqual([
      { enquiry: { reference: first.reference, service: expect.any(String) } },
      { enquiry: { reference: again.reference, service: expect.any(String) } },
    ]);

    const bot = await enquiry({ p_website: 'http://spam.example' });
    await anonClient().rpc('submit_enquiry', bot);
    expect(await outboxTo(String(bot.p_email))).toEqual([]);
  });

  it('a visitor who gives only a phone number gets no e-mail, and the enquiry still goes through', async () => {
    const { error } = await anonClient().rpc('submit_enquiry', await enquiry({ p_email: null }));
    expect(error).toBeNull();
  });
});

describe('bots get a polite answer and write nothing', () => {
  it('ignores a filled honeypot field', async () => {
    const input = await enquiry({ p_website: 'http://spam.example' });
    const { data, error } = await anonClient().rpc('submit_enquiry', input);
    expect(error).toBeNull();
    expect((data as Answer).reference).toMatch(/^ENQ-\d{4}-\d{6}$/);
    expect(await leadsByEmail(String(input.p_email))).toEqual([]);
    const ref = await serviceClient()
      .from('leads')
      .select('id')
      .eq('reference', (data as Answer).reference);
    expect(ref.data).toEqual([]);
  });

  it('ignores a form whose token the database did not issue, is younger than 3 s, older than an hour or used', async () => {
    await throttle({ min_fill: 3000 });
    const ignored = async (fields: Record<string, unknown>) => {
      const input = await enquiry(fields);
      const { data, error } = await anonClient().rpc('submit_enquiry', input);
      expect(error).toBeNull();
      expect((data as Answer).reference).toMatch(/^ENQ-\d{4}-\d{6}$/);
      expect(await leadsByEmail(String(input.p_email))).toEqual([]);
    };
    // Sent at once (whatever the page might claim), without a token, with a made-up one.
    await ignored({});
    await ignored({ p_form_token: null });
    await ignored({ p_form_token: crypto.randomUUID() });
    await ignored({ p_form_token: 'not-a-token' });
    // Left open for more than an hour.
    const stale = await formToken();
    await serviceClient().rpc('test_age_enquiry_token', { token: stale, seconds: 3700 });
    await ignored({ p_form_token: stale });

    // A token 4 s old is taken once; the same token again is a script's.
    const token = await formToken();
    await serviceClient().rpc('test_age_enquiry_token', { token, seconds: 4 });
    const first = await enquiry({ p_form_token: token });
    expect((await anonClient().rpc('submit_enquiry', first)).error).toBeNull();
    expect(await leadsByEmail(String(first.p_email))).toHaveLength(1);
    await ignored({ p_form_token: token });
  });

  it('answers 429 when one client address asks for too many form tokens', async () => {
    await serviceClient().rpc('test_enquiry_limits', { tokens_per_address: 2, clear_tokens: true });
    await formToken();
    await formToken();
    const { error, status } = await anonClient().rpc('enquiry_form_token');
    expect(status).toBe(429);
    expect(error).toMatchObject({ code: 'PT429', hint: 'try_again_later' });
  });
});

describe('the throttle', () => {
  it('answers 429 "try again later" after too many enquiries from one e-mail address', async () => {
    await throttle({ per_email: 2 });
    const email = uniqueEmail('eager');
    // Two different people, same address: the second is a repeat of the first (an open lead).
    for (let i = 0; i < 2; i += 1) {
      const { error } = await anonClient().rpc('submit_enquiry', await enquiry({ p_email: email }));
      expect(error).toBeNull();
    }
    const { error, status } = await anonClient().rpc('submit_enquiry', await enquiry({ p_email: email }));
    expect(status).toBe(429);
    expect(error).toMatchObject({ code: 'PT429', hint: 'try_again_later' });
    expect(error?.message).toContain('try again later');
    // Another address is not held up.
    expect((await anonClient().rpc('submit_enquiry', await enquiry())).error).toBeNull();
  });

  it('answers 429 after too many enquiries from one client address, whatever the e-mail', async () => {
    await throttle({ per_address: 3 });
    for (let i = 0; i < 3; i += 1) {
      expect((await anonClient().rpc('submit_enquiry', await enquiry())).error).toBeNull();
    }
    const input = await enquiry();
    const { error, status } = await anonClient()
      .rpc('submit_enquiry', input)
      // A made-up forwarding header does not give a visitor a fresh address.
      .setHeader('X-Forwarded-For', '198.51.100.77');
    expect(status).toBe(429);
    expect(error?.code).toBe('PT429');
    expect(await leadsByEmail(String(input.p_email))).toEqual([]);
    // Refused bots are not counted and still get their polite answer.
    expect((await anonClient().rpc('submit_enquiry', await enquiry({ p_website: 'x' }))).error).toBeNull();
  });
});

describe('a repeat enquiry and the staff’s bell', () => {
  it('adds a repeat from an e-mail with an open lead to that lead’s timeline and tells its owner', async () => {
    const owner = await userWithRole('staff');
    const email = uniqueEmail('repeat');
    const lead = await newLead(owner.client, { email, owner_id: owner.id, stage: 'contacted' });
    const { data, error } = await anonClient().rpc(
      'submit_enquiry',
      await enquiry({ p_email: email.toUpperCase(), p_message: 'Any news on my quotation?' }),
    );
    expect(error).toBeNull();
    // The answer does not tell that the address has an open lead, nor that lead's reference.
    const reference = (data as Answer).reference;
    expect(data).toEqual({ reference: expect.stringMatching(/^ENQ-\d{4}-\d{6}$/) });
    expect(reference).not.toBe(lead.reference);
    expect(await leadsByEmail(email)).toHaveLength(1);
    const events = (await eventsOf(owner.client, 'leads', lead.id)).filter(
      (e) => e.kind === 'leads.enquiry_repeated',
    );
    // On the timeline as an unverified web enquiry, under the reference the visitor was given.
    expect(events.at(-1)).toMatchObject({
      kind: 'leads.enquiry_repeated',
      actor: null,
      changes: { unverified: true, reference },
    });
    expect(events.at(-1)?.body).toContain('Any news on my quotation?');
    const bell = await owner.client
      .from('notifications')
      .select('kind, title, link')
      .eq('kind', 'leads.enquiry-repeated');
    expect(bell.data).toEqual([
      {
        kind: 'leads.enquiry-repeated',
        title: `Unverified web enquiry ${reference} on ${lead.reference}`,
        link: `/dashboard/leads/${lead.id}`,
      },
    ]);

    // Once that lead is closed, the same address starts a new one.
    await owner.client.from('leads').update({ stage: 'won' }).eq('id', lead.id);
    const next = await anonClient().rpc('submit_enquiry', await enquiry({ p_email: email }));
    expect((next.data as Answer).reference).not.toBe(lead.reference);
    expect(await leadsByEmail(email)).toHaveLength(2);
  });

  it('tells every active staff member who owns a lead, and nobody else', async () => {
    const owner = await userWithRole('staff');
    const bystander = await userWithRole('staff');
    const customer = await userWithRole('customer');
    await newLead(owner.client, { owner_id: owner.id });
    const { data } = await anonClient().rpc('submit_enquiry', await enquiry());
    const reference = (data as Answer).reference;
    const { data: lead } = await serviceClient()
      .from('leads')
      .select('id')
      .eq('reference', reference)
      .single();
    const mine = await owner.client
      .from('notifications')
      .select('kind, title, link')
      .eq('kind', 'leads.new-enquiry');
    expect(mine.data).toContainEqual({
      kind: 'leads.new-enquiry',
      title: `New enquiry ${reference}`,
      link: `/dashboard/leads/${lead?.id}`,
    });
    for (const other of [bystander, customer]) {
      const theirs = await other.client.from('notifications').select('id').eq('kind', 'leads.new-enquiry');
      expect(theirs.data).toEqual([]);
    }
  });
});
