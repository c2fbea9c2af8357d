// Shop customers and their invoices (ADR 032, ADR 036). Staff invite an address
// from the customer's "Shop account" tab; the client accepts from the e-mail
// (/shop/invitation), signed in as the shop account with that address, and
// only then is the account linked. The shop customer's page reads
// my_customers / my_invoices / my_payments (never the invoice rows themselves).
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import type { PaymentMethod } from './payments-data.ts';

export const shopKeys = pluginKeys('invoicing', 'shop');

export interface ShopAccount {
  user_id: string;
  email: string;
  full_name: string | null;
  linked_at: string;
  linked_by_name: string | null;
  /** When the account was made (sign-up at the shop, or by an admin). */
  account_created_at: string;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  /** The invitation the account accepted: null for a link made before invitations (address not proven). */
  invited_at: string | null;
  accepted_at: string | null;
}

export async function listShopAccounts(customerId: string): Promise<ShopAccount[]> {
  return unwrap(await supabase.rpc('customer_shop_accounts', { customer_id: customerId })) as ShopAccount[];
}

export interface ShopInvitation {
  id: string;
  email: string;
  invited_at: string;
  expires_at: string;
}

/** The customer's invitations still waiting for the client (not accepted, not withdrawn), newest first. */
export async function listOpenInvitations(customerId: string): Promise<ShopInvitation[]> {
  return unwrap(
    await supabase
      .from('customer_account_invitations')
      .select('id, email, invited_at, expires_at')
      .eq('customer_id', customerId)
      .is('accepted_at', null)
      .is('withdrawn_at', null)
      .order('invited_at', { ascending: false }),
  ) as ShopInvitation[];
}

export type InviteResult =
  | { status: 'invited'; email: string; expires_at: string }
  | { status: 'already_linked'; email: string };

export async function inviteShopAccount(customerId: string, email: string): Promise<InviteResult> {
  return unwrap(
    await supabase.rpc('invite_customer_account', { customer_id: customerId, email }),
  ) as unknown as InviteResult;
}

export async function withdrawInvitation(invitationId: string) {
  return unwrap(await supabase.rpc('withdraw_customer_invitation', { invitation_id: invitationId }));
}

export async function unlinkShopAccount(customerId: string, userId: string) {
  return unwrap(await supabase.rpc('unlink_customer_account', { customer_id: customerId, user_id: userId }));
}

export interface InvitationInfo {
  email: string;
  customer_name: string;
  expires_at: string;
  status: 'pending' | 'accepted' | 'expired' | 'withdrawn';
}

/** Whom an invitation token is for (null: no such invitation). Anyone holding the token may ask. */
export async function readInvitation(token: string): Promise<InvitationInfo | null> {
  return (
    (unwrap(await supabase.rpc('customer_invitation', { token })) as unknown as InvitationInfo | null) ?? null
  );
}

/** The signed-in shop account accepts: it is linked to the customer. */
export async function acceptInvitation(token: string): Promise<{ customer_name: string; email: string }> {
  return unwrap(await supabase.rpc('accept_customer_invitation', { token })) as unknown as {
    customer_name: string;
    email: string;
  };
}

export async function myCustomers(): Promise<{ id: string; name: string }[]> {
  return unwrap(await supabase.rpc('my_customers')) as { id: string; name: string }[];
}

export interface MyInvoice {
  id: string;
  number: string;
  customer_name: string;
  issue_date: string;
  due_date: string;
  currency: string;
  total: number | string;
  amount_due: number | string;
  status: string;
  is_overdue: boolean;
  /** The invoice's public page on this site (null for a void invoice, or one whose link staff revoked). */
  public_path: string | null;
}

export async function myInvoices(): Promise<MyInvoice[]> {
  return unwrap(await supabase.rpc('my_invoices')) as MyInvoice[];
}

export interface MyPayment {
  id: string;
  number: string;
  method: PaymentMethod;
  currency: string;
  amount: number | string;
  received_on: string;
  transaction_code: string | null;
  reference: string | null;
  reversed_at: string | null;
  payment_allocations: { amount: number | string; invoice: { number: string } | null }[];
}

/** The linked customers' payments, newest first, as receipts show them (my_payments(): no staff notes). */
export async function myPayments(): Promise<MyPayment[]> {
  return unwrap(await supabase.rpc('my_payments')) as unknown as MyPayment[];
}

/** Creates the shop account for the invited address from the invitation page (signed in at once when sign-up confirms at once). */
export async function signUpForInvitation(email: string, fullName: string, password: string) {
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName, is_pos_customer: true } },
  });
  if (error) throw error;
  return { signedIn: data.session !== null };
}
