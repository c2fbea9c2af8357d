// The till's calls for a discount above the cashier's limit and for a new customer (ADR 072): the
// admins who may approve, "My POS PIN", an admin's approval of this sale's discount, the firm's discount
// ceiling (ADR 091), and a POS customer account from two fields through the pos-create-customer function.
// Answers checked with shapes.ts.
import { DataError } from '@kernel/data/data-error.ts';
import { rpcResult } from '@kernel/data/parse-result.ts';
import { supabase } from '@kernel/supabase.ts';
import { numericText } from '@kit/money/decimal-schema.ts';
import { z } from 'zod';
import {
  type DiscountApproval,
  discountApprovalSchema,
  newCustomerRefusalSchema,
  newCustomerSchema,
  type PinAdmin,
  type PosSettings,
  pinAdminSchema,
  pinSetSchema,
  posSettingsSchema,
} from './shapes.ts';

export type { DiscountApproval, PinAdmin, PosSettings } from './shapes.ts';

/** The firm's discount ceiling (ADR 091), as decimal text. */
export async function getPosSettings(): Promise<PosSettings> {
  return rpcResult(
    'pos_settings',
    posSettingsSchema,
    await supabase.from('pos_settings').select('max_discount_percent::text').single(),
  );
}

/** Admins: the highest discount at the till, 0–100 % with 2 decimals; the database holds every sale to it. */
export async function setPosSettings(maxDiscountPercent: string): Promise<PosSettings> {
  return rpcResult(
    'pos_set_settings',
    posSettingsSchema,
    await supabase.rpc('pos_set_settings', { p_max_discount_percent: numericText(maxDiscountPercent) }),
  );
}

export async function listPinAdmins(): Promise<PinAdmin[]> {
  return rpcResult('pos_pin_admins', z.array(pinAdminSchema), await supabase.rpc('pos_pin_admins'));
}

export async function setPosPin(pin: string): Promise<void> {
  rpcResult('pos_set_pin', pinSetSchema, await supabase.rpc('pos_set_pin', { p_pin: pin }));
}

/** An admin's PIN typed at the till for this sale (its id) up to `percent`; a wrong PIN is an answer. */
export async function approveDiscount(v: {
  sale: string;
  admin: string;
  pin: string;
  percent: string;
}): Promise<DiscountApproval> {
  return rpcResult(
    'pos_approve_discount',
    discountApprovalSchema,
    await supabase.rpc('pos_approve_discount', {
      p_sale: v.sale,
      p_admin: v.admin,
      p_pin: v.pin,
      p_percent: numericText(v.percent),
    }),
  );
}

export type NewCustomer = z.infer<typeof newCustomerSchema>['user'];

/** Refused by the function: the field to fix, or the POS customer who already has that phone / e-mail. */
export class NewCustomerRefused extends DataError {
  readonly field: string | null;
  readonly existingId: string | null;
  constructor(body: z.infer<typeof newCustomerRefusalSchema>, status: number) {
    super({ message: body.error, code: body.code ?? null, status });
    this.field = body.field ?? null;
    this.existingId = body.user_id ?? null;
  }
}

export async function createPosCustomer(v: { full_name: string; contact: string }): Promise<NewCustomer> {
  const { data, error } = await supabase.functions.invoke('pos-create-customer', { body: v });
  if (!error) return newCustomerSchema.parse(data).user;
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    const body = newCustomerRefusalSchema.safeParse(await context.json().catch(() => null));
    if (body.success) throw new NewCustomerRefused(body.data, context.status);
  }
  throw error;
}
