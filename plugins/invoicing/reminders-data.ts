// Payment reminders' reads and the pause switch (20261127110000_invoicing_reminders.sql, ADR 030):
// an invoice's reminders past and to come (invoice_reminder_schedule), a customer's overview
// (customer_reminder_overview) and set_customer_reminders_paused; plus the schedule's words
// ("3 days before due, on the due date, 7 and 30 days after") and its parsing for Settings → Sales.
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';

export const reminderKeys = pluginKeys('invoicing', 'reminders');

export interface ReminderLog {
  id: string;
  invoice_id: string;
  invoice_number: string | null;
  offset_days: number;
  due_on: string;
  status: 'queued' | 'skipped';
  skip_reason: string | null;
  template: string | null;
  to_address: string | null;
  email_id: string | null;
  email_status: string | null;
  created_at: string;
}
export interface UpcomingReminder {
  offset_days: number;
  on: string;
  template: string;
  invoice_id?: string;
  invoice_number?: string | null;
}
export interface ReminderPause {
  reason: string | null;
  paused_at: string;
  paused_by: string | null;
}
export interface InvoiceReminderSchedule {
  enabled: boolean;
  offsets: number[];
  paused: ReminderPause | null;
  past: ReminderLog[];
  upcoming: UpcomingReminder[];
}
export interface CustomerReminderOverview {
  enabled: boolean;
  offsets: number[];
  paused: ReminderPause | null;
  recent: ReminderLog[];
  upcoming: UpcomingReminder[];
}

// The RPCs answer jsonb (typed as Json): the lists default to empty so a partial answer still renders.
export async function getInvoiceReminders(invoiceId: string): Promise<InvoiceReminderSchedule> {
  const d = (unwrap(await supabase.rpc('invoice_reminder_schedule', { invoice_id: invoiceId })) ??
    {}) as Partial<InvoiceReminderSchedule>;
  return {
    enabled: d.enabled ?? false,
    offsets: d.offsets ?? [],
    paused: d.paused ?? null,
    past: d.past ?? [],
    upcoming: d.upcoming ?? [],
  };
}

export async function getCustomerReminders(customerId: string): Promise<CustomerReminderOverview> {
  const d = (unwrap(await supabase.rpc('customer_reminder_overview', { customer_id: customerId })) ??
    {}) as Partial<CustomerReminderOverview>;
  return {
    enabled: d.enabled ?? false,
    offsets: d.offsets ?? [],
    paused: d.paused ?? null,
    recent: d.recent ?? [],
    upcoming: d.upcoming ?? [],
  };
}

export async function setCustomerRemindersPaused(customerId: string, paused: boolean, reason?: string) {
  unwrap(
    await supabase.rpc('set_customer_reminders_paused', {
      customer_id: customerId,
      paused,
      reason: reason?.trim() || undefined,
    }),
  );
}

export const SKIP_REASONS: Record<string, string> = {
  superseded: 'not sent: a later reminder was due',
  'customer paused': 'not sent: reminders paused for this customer',
  'no e-mail address': 'not sent: no e-mail address for the customer',
  'template inactive': 'not sent: the e-mail template is switched off',
  'too late': 'not sent: more than 60 days late',
};

/** One day of the schedule in words: "3 days before due", "on the due date", "7 days after". */
export function offsetWords(d: number): string {
  if (d === 0) return 'on the due date';
  const n = Math.abs(d);
  return `${n} day${n === 1 ? '' : 's'} ${d < 0 ? 'before due' : 'after'}`;
}

/**
 * The whole schedule in words: [-3, 0, 7, 30] → "3 days before due, on the due date, 7 and 30 days after".
 * Days after the due date are grouped into one phrase, as are days before it.
 */
export function describeOffsets(offsets: number[]): string {
  const sorted = [...offsets].sort((a, b) => a - b);
  if (sorted.length === 0) return 'no reminders';
  const group = (days: number[], tail: string) => {
    if (days.length === 0) return null;
    const last = days[days.length - 1] as number;
    const words = days.length === 1 ? String(last) : `${days.slice(0, -1).join(', ')} and ${last}`;
    return `${words} day${days.length === 1 && last === 1 ? '' : 's'} ${tail}`;
  };
  const parts = [
    group(
      sorted
        .filter((d) => d < 0)
        .map((d) => -d)
        .sort((a, b) => b - a),
      'before due',
    ),
    sorted.includes(0) ? 'on the due date' : null,
    group(
      sorted.filter((d) => d > 0),
      'after',
    ),
  ].filter((p): p is string => p !== null);
  return parts.join(', ');
}

/**
 * "-3, 0, 7, 30" → [-3, 0, 7, 30], or the problem in words. The same rule as the database's
 * app.reminder_offsets_ok: whole days from −30 to 365, no day twice, at most 8.
 */
export function parseOffsets(text: string): { offsets: number[] } | { problem: string } {
  const parts = text
    .split(/[,;\s]+/)
    .map((p) => p.trim().replace(/^\u2212/, '-'))
    .filter(Boolean);
  const offsets: number[] = [];
  for (const p of parts) {
    if (!/^[-+]?\d{1,3}$/.test(p)) return { problem: `"${p}" is not a whole number of days` };
    const d = Number(p);
    if (d < -30 || d > 365) return { problem: 'Each day is from -30 (before due) to 365 (after)' };
    if (offsets.includes(d)) return { problem: `${d} is there twice` };
    offsets.push(d);
  }
  if (offsets.length > 8) return { problem: 'At most 8 reminders' };
  return { offsets: offsets.sort((a, b) => a - b) };
}
