// How far a discount may go at the till (ADR 072, ADR 091): a cashier up to 10 %, more with an admin's PIN
// for this sale, an admin selling any — and nobody above the firm's ceiling (Point of sale → Settings).
// The database holds every sale to the same rule (public.pos_record_sale); this tells the cashier first.
import { STAFF_DISCOUNT_LIMIT } from './cart.ts';

export interface DiscountLimits {
  /** The highest discount this sale may carry now, percent. */
  limit: number;
  /** The cart's biggest discount (the cart's or a line's), as typed. */
  biggest: string;
  /** Every discount typed is a percentage from 0 to 100 with at most 2 decimals. */
  valid: boolean;
  /** Above the limit but within the ceiling: an admin's PIN can let it through. */
  needsApproval: boolean;
  /** Above the firm's ceiling: nobody can let it through. */
  overCeiling: boolean;
}

export function discountLimits(input: {
  /** The cart discount and each line's, as typed. */
  discounts: readonly string[];
  isAdmin: boolean;
  /** What an admin approved for this sale, percent, or null. */
  approvedPercent: number | null;
  /** The firm's ceiling, percent (100 until it is known). */
  ceiling: number;
}): DiscountLimits {
  const typed = input.discounts.map((d) => d.trim() || '0');
  const valid = typed.every((d) => /^\d+(\.\d{1,2})?$/.test(d) && Number(d) <= 100);
  const biggest = typed.reduce((a, b) => (Number(b) > Number(a) ? b : a), '0');
  const own = input.isAdmin ? 100 : Math.max(STAFF_DISCOUNT_LIMIT, input.approvedPercent ?? 0);
  const limit = Math.min(input.ceiling, own);
  const overCeiling = valid && Number(biggest) > input.ceiling;
  return {
    limit,
    biggest,
    valid,
    overCeiling,
    needsApproval: valid && !overCeiling && Number(biggest) > limit,
  };
}
