// Who hears of a new enquiry, on a database of its own (PGlite, or PostgreSQL
// with TEST_DATABASE_URL) so "nobody owns a lead yet" can be true: the admins
// while no staff member owns a lead, then the owners only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshDatabase, freshDatabase } from '../../../tests/support/fresh-database.ts';

let fresh: FreshDatabase;
const STAFF = '00000000-0000-4000-8000-0000000e0001';
const ADMIN = '00000000-0000-4000-8000-0000000e0002';
const SUPER = '00000000-0000-4000-8000-0000000e0003';
const CUSTOMER = '00000000-0000-4000-8000-0000000e0004';

beforeAll(async () => {
  fresh = await freshDatabase('safeworks_leads_recipients');
  await fresh.db.exec(`insert into auth.users (id, email, raw_app_meta_data) values
    ('${STAFF}', 'staff@recipients.test', '{"role": "staff"}'),
    ('${ADMIN}', 'admin@recipients.test', '{"role": "admin"}'),
    ('${SUPER}', 'super@recipients.test', '{"role": "superadmin"}'),
    ('${CUSTOMER}', 'customer@recipients.test', '{"role": "customer"}')`);
}, 120_000);
afterAll(async () => {
  await fresh?.drop();
});

/** submit_enquiry as the REST API runs it for a visitor: role anon, the client address in request.headers. */
async function submit(email: string) {
  // The form's token, as if the page had asked for it ten seconds ago.
  const issued = await fresh.db.query<{ t: { token: string } }>('select public.enquiry_form_token() as t');
  const token = issued.rows[0].t.token;
  await fresh.db.query(
    `update app.enquiry_form_tokens set issued_at = issued_at - interval '10 seconds' where id = $1`,
    [token],
  );
  return fresh.db.requestTransaction(
    {
      role: 'anon',
      claims: { role: 'anon' },
      settings: { 'request.headers': '{"x-forwarded-for": "203.0.113.5"}' },
    },
    async (tx) => {
      const r = await tx.query<{ answer: { reference: string } }>(
        `select public.submit_enquiry(p_contact_name => 'Wanjiku', p_email => $1, p_form_token => $2) as answer`,
        [email, token],
      );
      return r.rows[0].answer.reference;
    },
  );
}

const recipientsOf = async (reference: string) =>
  (
    await fresh.db.query<{ recipient: string }>(
      `select recipient from public.notifications where kind = 'leads.new-enquiry' and title = $1 order by recipient`,
      [`New enquiry ${reference}`],
    )
  ).rows.map((r) => r.recipient);

describe('who hears of a new enquiry', () => {
  it('tells the admins while nobody owns a lead, then only the staff who own leads', async () => {
    const first = await submit('first@enquirer.test');
    expect(await recipientsOf(first)).toEqual([ADMIN, SUPER].sort());

    await fresh.db.query(`update public.leads set owner_id = $1 where reference = $2`, [STAFF, first]);
    const second = await submit('second@enquirer.test');
    expect(await recipientsOf(second)).toEqual([STAFF]);

    // A disabled owner is no longer told (nor is anyone else while they were the only owner: the admins are).
    await fresh.db.query(`update public.profiles set is_active = false where auth_id = $1`, [STAFF]);
    const third = await submit('third@enquirer.test');
    expect(await recipientsOf(third)).toEqual([ADMIN, SUPER].sort());
  });

  it('counts the address the request came from', async () => {
    const r = await fresh.db.query<{ n: number }>(
      `select count(*)::int as n from app.enquiry_log where address = '203.0.113.5'`,
    );
    expect(r.rows[0].n).toBe(3);
  });
});
