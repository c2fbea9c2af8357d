// The Leads module's vocabulary and pure rules: stage and source labels, the
// lead form's schema, the weighted pipeline (exact decimal arithmetic, never a
// float), overdue follow-ups and how long a lead has waited for a reply.
import type { Enums } from '@kernel/database.types.ts';
import { isDecimalText } from '@kit/money/decimal-text.ts';
import { z } from 'zod';

export type LeadStage = Enums<'lead_stage'>;
export type LeadSource = Enums<'lead_source'>;
export type ActivityKind = Enums<'activity_kind'>;

export const STAGES: readonly LeadStage[] = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'];
export const OPEN_STAGES: readonly LeadStage[] = ['new', 'contacted', 'qualified', 'proposal'];
export const isOpen = (stage: LeadStage) => stage !== 'won' && stage !== 'lost';

export const STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  proposal: 'Proposal',
  won: 'Won',
  lost: 'Lost',
};

export const SOURCE_LABELS: Record<LeadSource, string> = {
  website_form: 'Website form',
  quote_request: 'Quote request',
  phone: 'Phone',
  email: 'E-mail',
  referral: 'Referral',
  sms: 'SMS',
  walk_in: 'Walk-in',
  other: 'Other',
};

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  call: 'Call',
  meeting: 'Meeting',
  email: 'E-mail',
  site_visit: 'Site visit',
  task: 'Task',
};

export const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

// ---------------------------------------------------------------- money

/** A numeric(14,2) as PostgREST sends it ("12500.5", "12500.50") in cents. */
export function toCents(amount: string): bigint {
  const s = amount.trim();
  if (!/^\d+(\.\d+)?$/.test(s)) throw new TypeError(`Not an amount: "${amount}"`);
  const [whole, fraction = ''] = s.split('.');
  if (fraction.length > 2) throw new TypeError(`More than two decimals: "${amount}"`);
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * Σ expected value × probability / 100 as a decimal string, exact, rounded once at the end to the
 * cent (half up). Leads without a value or a probability add nothing.
 */
export function weightedTotal(
  leads: readonly { expected_value: string | null; probability: number | null }[],
): string {
  let centPercents = 0n;
  for (const lead of leads) {
    if (lead.expected_value == null || lead.probability == null) continue;
    centPercents += toCents(String(lead.expected_value)) * BigInt(lead.probability);
  }
  return fromCents((centPercents + 50n) / 100n);
}

/** Σ expected value, exact. */
export function valueTotal(leads: readonly { expected_value: string | null }[]): string {
  return fromCents(
    leads.reduce((sum, l) => sum + (l.expected_value == null ? 0n : toCents(String(l.expected_value))), 0n),
  );
}

// ---------------------------------------------------------------- follow-ups and waiting

/** An open lead whose follow-up date is before today (YYYY-MM-DD in the company's zone). */
export function isOverdue(lead: { follow_up_on: string | null; stage: LeadStage }, today: string): boolean {
  return !!lead.follow_up_on && isOpen(lead.stage) && lead.follow_up_on < today;
}

export function isDueToday(lead: { follow_up_on: string | null; stage: LeadStage }, today: string): boolean {
  return !!lead.follow_up_on && isOpen(lead.stage) && lead.follow_up_on === today;
}

/** "25 min", "3 h", "2 d 4 h": how long since `from`. */
export function duration(fromIso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(fromIso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${days} d ${rest} h` : `${days} d`;
}

/** "Waiting for first response: 3 h" while nobody on the staff has touched an open lead; else null. */
export function waitingForResponse(
  lead: { created_at: string; first_response_at: string | null; stage: LeadStage },
  now: Date,
): string | null {
  if (lead.first_response_at || !isOpen(lead.stage)) return null;
  return `Waiting for first response: ${duration(lead.created_at, now)}`;
}

// ---------------------------------------------------------------- the lead form

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const leadFormSchema = z
  .object({
    contact_name: z.string().trim().min(1, 'Enter the contact’s name').max(200, 'At most 200 characters'),
    company: optionalText(200),
    email: optionalText(254).refine(
      (v) => v === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v),
      'Enter a valid e-mail address',
    ),
    phone: optionalText(40),
    service_id: z.string(),
    source: z.enum(Object.keys(SOURCE_LABELS) as [LeadSource, ...LeadSource[]]),
    message: optionalText(5000),
    expected_value: z
      .string()
      .trim()
      .refine((v) => v === '' || isDecimalText(v), 'An amount like 150000 or 150000.50'),
    probability: z
      .string()
      .trim()
      .refine((v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) <= 100), 'A whole number from 0 to 100'),
    owner_id: z.string(),
    follow_up_on: z.string(),
  })
  .refine((v) => v.email !== '' || v.phone !== '', {
    path: ['email'],
    message: 'Give an e-mail address or a phone number',
  });

export type LeadFormValues = z.input<typeof leadFormSchema>;

/** The row a form's values become (blank → null). */
export function leadFormToRow(v: z.output<typeof leadFormSchema>) {
  const blank = (s: string) => (s === '' ? null : s);
  return {
    contact_name: v.contact_name,
    company: blank(v.company),
    email: blank(v.email),
    phone: blank(v.phone),
    service_id: blank(v.service_id),
    source: v.source,
    message: blank(v.message),
    expected_value: blank(v.expected_value),
    probability: v.probability === '' ? null : Number(v.probability),
    owner_id: blank(v.owner_id),
    follow_up_on: blank(v.follow_up_on),
  };
}

export const lostReasonSchema = z.object({
  lost_reason: z.string().trim().min(1, 'Say why it was lost').max(1000, 'At most 1000 characters'),
});

/**
 * A `datetime-local` value ("2026-11-20T10:00") read as a wall-clock time in the company's zone, as an
 * ISO instant: "10:00" means 10:00 in Nairobi whatever zone the browser is set to.
 */
export function zonedLocalToIso(local: string, timeZone: string): string {
  const asUtc = new Date(`${local.length === 16 ? `${local}:00` : local}Z`);
  if (Number.isNaN(asUtc.getTime())) throw new RangeError(`Not a date and time: "${local}"`);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(asUtc);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return new Date(asUtc.getTime() - (wall - asUtc.getTime())).toISOString();
}
