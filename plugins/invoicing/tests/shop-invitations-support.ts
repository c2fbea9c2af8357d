// Shop account invitations (ADR 036) for tests: staff invite an address, the e-mail carries the link,
// the client accepts it signed in as the account with that address.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { serviceClient } from '../../../tests/support/clients.ts';

/** Staff invite `email` to see the customer's invoices; returns the answer and the token from the e-mail. */
export async function invite(staff: SupabaseClient, customerId: string, email: string) {
  const sent = await staff.rpc('invite_customer_account', { customer_id: customerId, email });
  expect(sent.error).toBeNull();
  const answer = sent.data as { status: string; id: string; email_id: string };
  expect(answer.status).toBe('invited');
  return { ...answer, token: await tokenInMail(answer.email_id) };
}

/** The token the invitation e-mail carries (the link's fragment), read as the mail sender would. */
export async function tokenInMail(emailId: string) {
  const mail = await serviceClient()
    .from('email_outbox')
    .select('template, template_data')
    .eq('id', emailId)
    .single();
  expect(mail.error).toBeNull();
  expect(mail.data?.template).toBe('shop_account_invitation');
  const url = String(mail.data?.template_data?.invitation?.url ?? '');
  expect(url).toMatch(/\/shop\/invitation#[0-9a-f]{64}$/);
  return url.split('#')[1] as string;
}

/** Staff invite the shopper's address and the shopper accepts from the mail: the account is linked. */
export async function inviteAndAccept(
  staff: SupabaseClient,
  customerId: string,
  shopper: { client: SupabaseClient; email: string },
) {
  const { token } = await invite(staff, customerId, shopper.email);
  const accepted = await shopper.client.rpc('accept_customer_invitation', { token });
  expect(accepted.error).toBeNull();
  return token;
}
