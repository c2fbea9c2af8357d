// Shop customers and their invoices (ADR 032). Staff link a shop account (role
// 'customer') to a customer by its e-mail; the shop customer's page reads
// my_customers / my_invoices and, under RLS, the payments of their customer.
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
}

export async function listShopAccounts(customerId: string): Promise<ShopAccount[]> {
  return unwrap(await supabase.rpc('customer_shop_accounts', { customer_id: customerId })) as ShopAccount[];
}

export async function linkShopAccount(customerId: string, email: string) {
  return unwrap(await supabase.rpc('link_customer_account', { customer_id: customerId, email }));
}

export async function unlinkShopAccount(customerId: string, userId: string) {
  return unwrap(await supabase.rpc('unlink_customer_account', { customer_id: customerId, user_id: userId }));
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
  /** The invoice's public page on this site (null for a void invoice). */
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
