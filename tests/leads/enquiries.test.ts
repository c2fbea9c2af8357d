// public.submit_enquiry, the public site's one way into the pipeline, through
// supabase-js as a visitor: validation in the database, bot guards, the
// throttle (HTTP 429, never a 5xx), repeat enquiries and the staff's bell.
// Only this file sends enquiries on the shared test server (the throttle
// counts per client address, and every test calls from 127.0.0.1).
import { beforeEach, describe, expect, it } from 'vitest';
import { userWithRole } from '../kernel-schema/support.ts';
import { anonClient, serviceClient, uniqueEmail } from '../support/clients.ts';
import { eventsOf, newLead } from './support.ts';

type Answer = { reference: string; repeat: boolean };

function enquiry(fields: Record<string, unknown> = {}) {
  return {
    p_contact_name: 'Achieng Otieno',
    p_email: uniqueEmail('enquirer'),
    p_phone: '+254 712 345 678',
    p_company: 'Lakeside Hotel',
    p_service: 'audits/fire-safety',
    p_message: 'Annual fire audit for a 120-room hotel in Kisumu.',
    p_source: 'quote_request',
    p_fill_ms: 25_000,
    p_website: '',
    ...fields,
  };
}

async function throttle(settings: { per_email?: number; per_address?: number; min_fill?: number } = {}) {
  const { error } = await serviceClient().rpc('test_leads_throttle', {
    per_email: settings.per_email ?? 5,
    per_address: settings.per_address ?? 10_000,
    min_fill: settings.min_fill ?? 3000,
  });
  expect(error).toBeNull();
}

async function leadsByEmail(email: string) {
  const { data, error } = await serviceClient().from('leads').select('*').eq('email', email);
  expect(error).toBeNull();
  return data ?? [];
}

beforeEach(() => throttle());

describe('a visitor sends an enquiry', () => {
  it('creates a new lead from the site and answers its reference', async () => {
    const input = enquiry();
    const { data, error, status } = await anonClient().rpc('submit_enquiry', input);
    expect(error).toBeNull();
    expect(status).toBe(200);
    const answer = data as Answer;
    expect(answer.reference).toMatch(/^ENQ-\d{4}-\d{6}$/);
    expect(answer.repeat).toBe(false);
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
      const input = enquiry(fields);
      const { error, status } = await anonClient().rpc('submit_enquiry', input);
      expect(status, JSON.stringify(fields).slice(0, 60)).toBe(400);
      expect(error?.code).toBe('22023');
      expect(error?.details).toBe(field);
      if (input.p_email) expect(await leadsByEmail(String(input.p_email))).toEqual([]);
    }
  });

  it('accepts a phone number without an e-mail address', async () => {
    const phone = `07${String(Date.now()).slice(-8)}`;
    const { data, error } = await anonClient().rpc(
      'submit_enquiry',
      enquiry({ p_email: null, p_phone: phone }),
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

  it('a visitor who sends the form is sent "enquiry received" with the reference number, about the new lead', async () => {
    const input = enquiry();
    const { data } = await anonClient().rpc('submit_enquiry', input);
    const answer = data as Answer;
    const [lead] = await leadsByEmail(String(input.p_email));
    expect(await outboxTo(String(input.p_email))).toEqual([
      {
        template: 'enquiry_received',
        to_addresses: [input.p_email],
        template_data: {
          enquiry: {
            reference: answer.reference,
            contact_name: 'Achieng Otieno',
            company: 'Lakeside Hotel',
            service: expect.any(String),
            message: 'Annual fire audit for a 120-room hotel in Kisumu.',
          },
        },
        record_type: 'leads',
        record_id: lead.id,
        status: 'queued',
      },
    ]);
    const events = await eventsOf(serviceClient(), 'leads', lead.id);
    expect(events.map((e) => e.kind)).toContain('email.queued');
  });

  it('a repeat enquiry is acknowledged with the open lead’s reference; a bot’s gets nothing', async () => {
    const input = enquiry();
    const first = (await anonClient().rpc('submit_enquiry', input)).data as Answer;
    const again = (await anonClient().rpc('submit_enquiry', { ...input, p_message: 'Any news?' }))
      .data as Answer;
    expect(again).toEqual({ reference: first.reference, repeat: true });
    const sent = await outboxTo(String(input.p_email));
    expect(
      sent.map((m) => (m.template_data as { enquiry: { reference: string } }).enquiry.reference),
    ).toEqual([first.reference, first.reference]);

    const bot = enquiry({ p_website: 'http://spam.example' });
    await anonClient().rpc('submit_enquiry', bot);
    expect(await outboxTo(String(bot.p_email))).toEqual([]);
  });

  it('a visitor who gives only a phone number gets no e-mail, and the enquiry still goes through', async () => {
    const { error } = await anonClient().rpc('submit_enquiry', enquiry({ p_email: null }));
    expect(error).toBeNull();
  });
});

describe('bots get a polite answer and write nothing', () => {
  it('ignores a filled honeypot field', async () => {
    const input = enquiry({ p_website: 'http://spam.example' });
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

  it('ignores a form sent faster than a person fills it, or without its fill time', async () => {
    for (const fill of [1200, null]) {
      const input = enquiry({ p_fill_ms: fill });
      const { error } = await anonClient().rpc('submit_enquiry', input);
      expect(error).toBeNull();
      expect(await leadsByEmail(String(input.p_email))).toEqual([]);
    }
    const slowEnough = enquiry({ p_fill_ms: 3000 });
    await anonClient().rpc('submit_enquiry', slowEnough);
    expect(await leadsByEmail(String(slowEnough.p_email))).toHaveLength(1);
  });
});

describe('the throttle', () => {
  it('answers 429 "try again later" after too many enquiries from one e-mail address', async () => {
    await throttle({ per_email: 2 });
    const email = uniqueEmail('eager');
    // Two different people, same address: the second is a repeat of the first (an open lead).
    for (let i = 0; i < 2; i += 1) {
      const { error } = await anonClient().rpc('submit_enquiry', enquiry({ p_email: email }));
      expect(error).toBeNull();
    }
    const { error, status } = await anonClient().rpc('submit_enquiry', enquiry({ p_email: email }));
    expect(status).toBe(429);
    expect(error).toMatchObject({ code: 'PT429', hint: 'try_again_later' });
    expect(error?.message).toContain('try again later');
    // Another address is not held up.
    expect((await anonClient().rpc('submit_enquiry', enquiry())).error).toBeNull();
  });

  it('answers 429 after too many enquiries from one client address, whatever the e-mail', async () => {
    await throttle({ per_address: 3 });
    for (let i = 0; i < 3; i += 1) {
      expect((await anonClient().rpc('submit_enquiry', enquiry())).error).toBeNull();
    }
    const input = enquiry();
    const { error, status } = await anonClient()
      .rpc('submit_enquiry', input)
      // A made-up forwarding header does not give a visitor a fresh address.
      .setHeader('X-Forwarded-For', '198.51.100.77');
    expect(status).toBe(429);
    expect(error?.code).toBe('PT429');
    expect(await leadsByEmail(String(input.p_email))).toEqual([]);
    // Refused bots are not counted and still get their polite answer.
    expect((await anonClient().rpc('submit_enquiry', enquiry({ p_website: 'x' }))).error).toBeNull();
  });
});

describe('a repeat enquiry and the staff’s bell', () => {
  it('adds a repeat from an e-mail with an open lead to that lead’s timeline and tells its owner', async () => {
    const owner = await userWithRole('staff');
    const email = uniqueEmail('repeat');
    const lead = await newLead(owner.client, { email, owner_id: owner.id, stage: 'contacted' });
    const { data, error } = await anonClient().rpc(
      'submit_enquiry',
      enquiry({ p_email: email.toUpperCase(), p_message: 'Any news on my quotation?' }),
    );
    expect(error).toBeNull();
    expect(data).toEqual({ reference: lead.reference, repeat: true });
    expect(await leadsByEmail(email)).toHaveLength(1);
    const events = await eventsOf(owner.client, 'leads', lead.id);
    expect(events.at(-1)).toMatchObject({ kind: 'leads.enquiry_repeated', actor: null });
    expect(events.at(-1)?.body).toContain('Any news on my quotation?');
    const bell = await owner.client
      .from('notifications')
      .select('kind, link')
      .eq('kind', 'leads.enquiry-repeated');
    expect(bell.data).toEqual([{ kind: 'leads.enquiry-repeated', link: `/dashboard/leads/${lead.id}` }]);

    // Once that lead is closed, the same address starts a new one.
    await owner.client.from('leads').update({ stage: 'won' }).eq('id', lead.id);
    const next = await anonClient().rpc('submit_enquiry', enquiry({ p_email: email }));
    expect((next.data as Answer).repeat).toBe(false);
    expect((next.data as Answer).reference).not.toBe(lead.reference);
  });

  it('tells every active staff member who owns a lead, and nobody else', async () => {
    const owner = await userWithRole('staff');
    const bystander = await userWithRole('staff');
    const customer = await userWithRole('customer');
    await newLead(owner.client, { owner_id: owner.id });
    const { data } = await anonClient().rpc('submit_enquiry', enquiry());
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
