// Shop customers and their invoices (ADR 032, ADR 036). Staff invite an address
// from the customer's "Shop account" tab; the client accepts from the e-mail
// (/shop/invitation), signed in as the shop account with that address, and
// only then is the account linked. The shop customer's page reads
// my_customers / my_invoices / my_payments (never the invoice rows themselves).
import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import { z } from 'zod';
import { PAYMENT_METHODS } from './shapes.ts';

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

const inviteResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('invited'), email: z.string(), expires_at: z.string() }),
  z.object({ status: z.literal('already_linked'), email: z.string() }),
]);
export type InviteResult = z.infer<typeof inviteResultSchema>;

export async function inviteShopAccount(customerId: string, email: string): Promise<InviteResult> {
  return rpcResult(
    'The invitation (invite_customer_account)',
    inviteResultSchema,
    await supabase.rpc('invite_customer_account', { customer_id: customerId, email }),
  );
}

export async function withdrawInvitation(invitationId: string) {
  return unwrap(await supabase.rpc('withdraw_customer_invitation', { invitation_id: invitationId }));
}

export async function unlinkShopAccount(customerId: string, userId: string) {
  return unwrap(await supabase.rpc('unlink_customer_account', { customer_id: customerId, user_id: userId }));
}

const invitationInfoSchema = z.object({
  email: z.string(),
  customer_name: z.string(),
  expires_at: z.string(),
  status: z.enum(['pending', 'accepted', 'expired', 'withdrawn']),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

/** Whom an invitation token is for (null: no such invitation). Anyone holding the token may ask. */
export async function readInvitation(token: string): Promise<InvitationInfo | null> {
  return rpcResult(
    'The invitation (customer_invitation)',
    invitationInfoSchema.nullable(),
    await supabase.rpc('customer_invitation', { token }),
  );
}

/** The signed-in shop account accepts: it is linked to the customer. */
export async function acceptInvitation(token: string): Promise<{ customer_name: string; email: string }> {
  return rpcResult(
    'The accepted invitation (accept_customer_invitation)',
    z.object({ customer_name: z.string(), email: z.string() }),
    await supabase.rpc('accept_customer_invitation', { token }),
  );
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

const numeric = z.union([z.number(), z.string()]);
const myPaymentSchema = z.object({
  id: z.string(),
  number: z.string(),
  method: z.enum(PAYMENT_METHODS),
  currency: z.string(),
  amount: numeric,
  received_on: z.string(),
  transaction_code: z.string().nullable(),
  reference: z.string().nullable(),
  reversed_at: z.string().nullable(),
  payment_allocations: z.array(
    z.object({ amount: numeric, invoice: z.object({ number: z.string() }).nullable() }),
  ),
});
export type MyPayment = z.infer<typeof myPaymentSchema>;

/** The linked customers' payments, newest first, as receipts show them (my_payments(): no staff notes). */
export async function myPayments(): Promise<MyPayment[]> {
  return rpcResult(
    'Your payments (my_payments)',
    z.array(myPaymentSchema),
    await supabase.rpc('my_payments'),
  );
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
