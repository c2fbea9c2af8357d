// Issue 20, findings 2 and 6 (ADR 034), on a server of its own: the cap on
// acknowledgements is firm-wide, and the race needs many client addresses, so
// neither may share the test run's server (tests/leads/enquiries.test.ts owns
// the enquiries there). The server trusts X-Forwarded-For here, as it would
// behind a proxy, so each request can come from its own address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OwnServer, ownServer } from '../../../tests/mail/own-server.ts';
import { uniqueEmail } from '../../../tests/support/clients.ts';

let srv: OwnServer;

beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  srv = await ownServer('safeworks_enquiry_hardening', { TRUST_PROXY: '1' });
}, 120_000);

afterAll(async () => {
  await srv?.close();
});

async function limits(l: { per_email?: number; acknowledgements?: number }) {
  const a = await srv.service().rpc('test_leads_throttle', {
    per_email: l.per_email ?? 5,
    per_address: 10_000,
    min_fill: 0,
  });
  expect(a.error).toBeNull();
  const b = await srv.service().rpc('test_enquiry_limits', {
    acknowledgements: l.acknowledgements ?? 10_000,
    tokens_per_address: 10_000,
  });
  expect(b.error).toBeNull();
}

async function submit(email: string, from: string) {
  const anon = srv.anon();
  const token = await anon.rpc('enquiry_form_token').setHeader('X-Forwarded-For', from);
  expect(token.error).toBeNull();
  return anon
    .rpc('submit_enquiry', {
      p_form_token: (token.data as { token: string }).token,
      p_contact_name: 'Visit https://evil.example to claim your refund',
      p_email: email,
      p_message: 'Your account is suspended: log in at https://evil.example',
    })
    .setHeader('X-Forwarded-For', from);
}

async function outboxTo(email: string) {
  const { data, error } = await srv
    .service()
    .from('email_outbox')
    .select('template, template_data')
    .contains('to_addresses', [email]);
  expect(error).toBeNull();
  return data ?? [];
}

beforeEach(() => limits({}));

describe('the enquiry acknowledgement is no relay', () => {
  it('acknowledges at most N enquiries an hour firm-wide, whatever the source; the enquiries themselves still go through', async () => {
    await limits({ acknowledgements: 3 });
    const emails = Array.from({ length: 5 }, () => uniqueEmail('relay'));
    for (const [i, email] of emails.entries()) {
      const r = await submit(email, `198.51.100.${i + 1}`);
      expect(r.error).toBeNull();
    }
    const acknowledged = [];
    for (const email of emails) acknowledged.push((await outboxTo(email)).length);
    expect(acknowledged).toEqual([1, 1, 1, 0, 0]);
    const leads = await srv.service().from('leads').select('id').in('email', emails);
    expect(leads.data).toHaveLength(5);
    // What went out quotes none of what was typed.
    const [first] = await outboxTo(emails[0]);
    expect(JSON.stringify(first)).not.toContain('evil.example');
  });
});

describe('one e-mail address, many client addresses at once', () => {
  it('50 simultaneous enquiries for one new address: 5 accepted (the limit), one lead, 5 acknowledgements', async () => {
    const email = uniqueEmail('stampede');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => submit(email, `203.0.113.${i + 1}`)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    const leads = await srv.service().from('leads').select('id').eq('email', email);
    expect(leads.data).toHaveLength(1);
    expect(await outboxTo(email)).toHaveLength(5);
  }, 60_000);
});
