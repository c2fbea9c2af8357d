// Issue 20, finding 5 (ADR 036): a shop account is linked to a customer only once its address is
// proven — staff send an invitation by e-mail and the client accepts it, signed in as the shop account
// with that address. Pre-registering a client's address gets a stranger nothing.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, STRONG_PASSWORD, signedInClient, uniqueEmail } from '../../../tests/support/clients.ts';
import { invite } from './shop-invitations-support.ts';

type Client = Awaited<ReturnType<typeof userWithRole>>['client'];

async function customerWithInvoice(staff: Client, admin: Client) {
  const made = await staff
    .from('customers')
    .insert({ name: `Naivasha Growers ${Date.now().toString(36)}` })
    .select('id, name')
    .single();
  expect(made.error).toBeNull();
  const saved = await staff.rpc('save_invoice_draft', {
    invoice_id: null,
    draft: {
      customer_id: made.data?.id,
      lines: [{ description: 'Fire drill', quantity: '1', unit_price: '15000', tax_code: 'EXEMPT' }],
    },
  });
  expect(saved.error).toBeNull();
  expect((await admin.rpc('issue_invoice', { invoice_id: saved.data.id })).error).toBeNull();
  return made.data as { id: string; name: string };
}

async function staffAndAdmin() {
  const [staff, admin] = await Promise.all([userWithRole('staff'), userWithRole('admin')]);
  return { staff: staff.client, admin: admin.client };
}

describe('shop account invitations', () => {
  it('someone who registered the client’s address first gets nothing; the owner accepts from the e-mail and the stranger’s session ends', async () => {
    const { staff, admin } = await staffAndAdmin();
    const customer = await customerWithInvoice(staff, admin);
    const address = uniqueEmail('accounts');
    // A stranger signs up with the client's address before the client does (sign-up confirms at once).
    const stranger = await signedInClient({ email: address });

    const sent = await invite(staff, customer.id, address);
    // Inviting links nothing: the stranger's account sees no customer, no invoice.
    expect((await stranger.client.rpc('my_customers')).data).toEqual([]);
    expect((await stranger.client.rpc('my_invoices')).data).toEqual([]);
    // Without the e-mail's token there is nothing to accept.
    const guess = await stranger.client.rpc('accept_customer_invitation', { token: 'f'.repeat(64) });
    expect(guess.error?.code).toBe('P0002');

    // The owner of the mailbox (here: signing in after recovering the account) accepts from the e-mail.
    const owner = anonClient();
    expect(
      (await owner.auth.signInWithPassword({ email: address, password: STRONG_PASSWORD })).error,
    ).toBeNull();
    const accepted = await owner.rpc('accept_customer_invitation', { token: sent.token });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toEqual({ customer_name: customer.name, email: address });
    expect((await owner.rpc('my_invoices')).data).toHaveLength(1);

    // The stranger's session was ended: its token reads nothing, its refresh token is refused.
    expect((await stranger.client.rpc('my_invoices')).data ?? []).toEqual([]);
    const refreshed = await anonClient().auth.refreshSession({
      refresh_token: stranger.session.refresh_token,
    });
    expect(refreshed.error).not.toBeNull();

    const timeline = await staff
      .from('record_events')
      .select('kind')
      .eq('record_type', 'customers')
      .eq('record_id', customer.id)
      .in('kind', ['invoicing.shop_account_invited', 'invoicing.shop_account_linked']);
    expect(timeline.data?.map((e) => e.kind).sort()).toEqual([
      'invoicing.shop_account_invited',
      'invoicing.shop_account_linked',
    ]);
  });

  it('an invitation works only for its address, from a shop account, and not once withdrawn or replaced', async () => {
    const { staff, admin } = await staffAndAdmin();
    const customer = await customerWithInvoice(staff, admin);
    const address = uniqueEmail('buyer');
    const first = await invite(staff, customer.id, address);
    const second = await invite(staff, customer.id, address);

    const other = await signedInClient();
    const wrong = await other.client.rpc('accept_customer_invitation', { token: second.token });
    expect(wrong.error?.code).toBe('42501');
    expect(wrong.error?.message).toContain(address);
    const colleague = await userWithRole('staff');
    expect(
      (await colleague.client.rpc('accept_customer_invitation', { token: second.token })).error?.code,
    ).toBe('42501');
    expect(
      (await anonClient().rpc('accept_customer_invitation', { token: second.token })).error,
    ).not.toBeNull();

    // The client signs up from the invitation page with the invited address, then accepts.
    const client = await signedInClient({ email: address });
    const replaced = await client.client.rpc('accept_customer_invitation', { token: first.token });
    expect(replaced.error?.code).toBe('55000');
    const ok = await client.client.rpc('accept_customer_invitation', { token: second.token });
    expect(ok.error).toBeNull();
    const twice = await client.client.rpc('accept_customer_invitation', { token: second.token });
    expect(twice.error).toBeNull();
    expect((await client.client.rpc('my_customers')).data).toEqual([
      { id: customer.id, name: customer.name },
    ]);

    // Withdrawn before it is used: refused.
    const later = await invite(staff, customer.id, uniqueEmail('clerk'));
    expect((await staff.rpc('withdraw_customer_invitation', { invitation_id: later.id })).error).toBeNull();
    const clerk = await signedInClient({
      email: (await staff.from('customer_account_invitations').select('email').eq('id', later.id).single())
        .data?.email,
    });
    const withdrawn = await clerk.client.rpc('accept_customer_invitation', { token: later.token });
    expect(withdrawn.error?.code).toBe('55000');
    expect((await clerk.client.rpc('my_customers')).data).toEqual([]);
    expect((await staff.rpc('withdraw_customer_invitation', { invitation_id: later.id })).error?.code).toBe(
      '55000',
    );
  });

  it('the invitation page reads whom a token is for; staff see how and when each account was made and proven', async () => {
    const { staff, admin } = await staffAndAdmin();
    const customer = await customerWithInvoice(staff, admin);
    const shopper = await signedInClient();
    const sent = await invite(staff, customer.id, shopper.email);

    const page = await anonClient().rpc('customer_invitation', { token: sent.token });
    expect(page.error).toBeNull();
    expect(page.data).toMatchObject({
      email: shopper.email,
      customer_name: customer.name,
      status: 'pending',
    });
    expect((await anonClient().rpc('customer_invitation', { token: 'nope' })).data).toBeNull();

    // Staff see the open invitation, never its token's hash; shop customers and visitors see none.
    const open = await staff
      .from('customer_account_invitations')
      .select('email, invited_at, expires_at, accepted_at, withdrawn_at')
      .eq('customer_id', customer.id);
    expect(open.data).toEqual([expect.objectContaining({ email: shopper.email, accepted_at: null })]);
    expect((await staff.from('customer_account_invitations').select('token_hash')).error?.code).toBe('42501');
    expect((await shopper.client.from('customer_account_invitations').select('id')).data ?? []).toEqual([]);
    expect((await anonClient().from('customer_account_invitations').select('id')).data ?? []).toEqual([]);

    expect((await shopper.client.rpc('accept_customer_invitation', { token: sent.token })).error).toBeNull();
    expect((await anonClient().rpc('customer_invitation', { token: sent.token })).data).toMatchObject({
      status: 'accepted',
    });
    const accounts = await staff.rpc('customer_shop_accounts', { customer_id: customer.id });
    expect(accounts.error).toBeNull();
    const [account] = accounts.data as Record<string, string | null>[];
    expect(account).toMatchObject({ user_id: shopper.user.id, email: shopper.email });
    for (const key of ['account_created_at', 'email_confirmed_at', 'invited_at', 'accepted_at', 'linked_at'])
      expect(account?.[key], key).toBeTruthy();
    expect(Date.parse(account?.accepted_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(account?.invited_at ?? ''),
    );
    expect(Date.parse(account?.invited_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(account?.account_created_at ?? ''),
    );
  });
});
