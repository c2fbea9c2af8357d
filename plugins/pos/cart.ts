// The till's cart, exact: lines priced from the catalogue, totals by the rule invoices use
// (kit/money/document-totals.ts — the same as the database's app.document_totals, which
// public.pos_record_sale applies), and what the payments leave due or give back as change. Decimal
// text in and out (big.js), never binary floats. The server decides; this shows the cashier the same.
import { type DocumentTotals, documentTotals, TotalsError } from '@kit/money/document-totals.ts';
import Big from 'big.js';
import type { PaymentMethod } from './shapes.ts';

export interface CartItem {
  id: string;
  name: string;
  sku: string | null;
  unit_price: string;
  tax_code: string;
  /** The rate in force today, percent. */
  tax_rate: string;
  is_stocked: boolean;
  /** On hand at the till's location (stocked items); null: not counted. */
  on_hand: string | null;
}

export interface CartLine extends CartItem {
  quantity: string;
  discount_percent: string;
}

export interface Payment {
  method: PaymentMethod;
  amount: string;
  reference: string;
}

/** Staff may give up to this discount (percent) on a line or the cart; an admin any, up to the ceiling. */
export const STAFF_DISCOUNT_LIMIT = 10;

/** The words for a discount above the firm's ceiling (Point of sale → Settings, ADR 091). */
export const ceilingProblem = (ceiling: number) =>
  `The firm’s ceiling is ${ceiling} %: no discount above it, even with an admin’s PIN`;

const ZERO = new Big(0);
const num = (v: string) => {
  try {
    return new Big(v.trim() === '' ? '0' : v.trim());
  } catch {
    return null;
  }
};

/** Adds one of `item`, or one more when it is in the cart already (a second scan). */
export function addItem(lines: readonly CartLine[], item: CartItem): CartLine[] {
  const at = lines.findIndex((l) => l.id === item.id);
  if (at < 0) return [...lines, { ...item, quantity: '1', discount_percent: '0' }];
  return lines.map((l, i) =>
    i === at ? { ...l, quantity: (num(l.quantity) ?? ZERO).plus(1).toString() } : l,
  );
}

export function updateLine(lines: readonly CartLine[], id: string, change: Partial<CartLine>): CartLine[] {
  return lines.map((l) => (l.id === id ? { ...l, ...change } : l));
}

export function removeLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((l) => l.id !== id);
}

/** What stops a line from being sold, or null. `ceiling`: the firm's highest discount (ADR 091). */
export function lineProblem(line: CartLine, discountLimit: number, ceiling = 100): string | null {
  const qty = num(line.quantity);
  if (!qty || qty.lte(0) || !/^\d+(\.\d{1,3})?$/.test(line.quantity.trim()))
    return 'Quantity: a number above 0, at most 3 decimals';
  const disc = num(line.discount_percent);
  if (!disc || disc.lt(0) || disc.gt(100) || !/^\d+(\.\d{1,2})?$/.test(line.discount_percent.trim() || '0'))
    return 'Discount: a percentage from 0 to 100';
  if (disc.gt(ceiling)) return ceilingProblem(ceiling);
  if (disc.gt(discountLimit)) return `A discount above ${discountLimit} % needs an admin`;
  if (line.is_stocked && line.on_hand !== null && qty.gt(line.on_hand))
    return `Only ${new Big(line.on_hand).toString()} in stock here`;
  return null;
}

/** The cart's totals, or null while a line cannot be priced (the line says why). */
export function cartTotals(
  lines: readonly CartLine[],
  cartDiscount: string,
  pricesIncludeTax: boolean,
): DocumentTotals | null {
  if (lines.length === 0) return null;
  try {
    return documentTotals(
      lines.map((l) => ({
        quantity: l.quantity,
        unit_price: l.unit_price,
        discount_percent: l.discount_percent || '0',
        tax_code: l.tax_code,
        tax_rate: l.tax_rate,
      })),
      cartDiscount || '0',
      pricesIncludeTax,
    );
  } catch (e) {
    if (e instanceof TotalsError) return null;
    throw e;
  }
}

export interface PaymentSummary {
  paid: string;
  /** Still to pay (0 when covered). */
  due: string;
  /** Cash to give back. */
  change: string;
  /** What stops the sale, in the server's words, or null when it can be recorded. */
  problem: string | null;
}

/** The payments against the total, by the rules public.pos_record_sale applies. */
export function paymentSummary(total: string, payments: readonly Payment[]): PaymentSummary {
  const t = new Big(total);
  let cash = ZERO;
  let other = ZERO;
  let problem: string | null = null;
  for (const p of payments) {
    const amount = num(p.amount);
    if (!amount || amount.lte(0) || !/^\d+(\.\d{1,2})?$/.test(p.amount.trim())) {
      problem ??= 'A payment must be above 0 with at most 2 decimals';
      continue;
    }
    if (p.method === 'cash') cash = cash.plus(amount);
    else other = other.plus(amount);
    if (p.method === 'mpesa' && !/^[A-Z0-9]{10}$/.test(p.reference.trim().toUpperCase()))
      problem ??= 'An M-Pesa payment needs its 10-character confirmation code (e.g. SGH3K7LQ2P)';
    if (p.method === 'card' && (p.reference.trim() === '' || p.reference.trim().length > 40))
      problem ??= 'A card payment needs the slip reference (at most 40 characters)';
  }
  const paid = cash.plus(other);
  if (other.gt(t)) problem ??= 'M-Pesa and card together cannot exceed the total (only cash gives change)';
  const due = paid.gte(t) ? ZERO : t.minus(paid);
  if (due.gt(0)) problem ??= `${due.toFixed(2)} still to pay`;
  if (payments.length === 0) problem = 'Take a payment: cash, M-Pesa or card';
  return {
    paid: paid.toFixed(2),
    due: due.toFixed(2),
    change: paid.gt(t) ? paid.minus(t).toFixed(2) : '0.00',
    problem,
  };
}
