// The Projects module's vocabulary and pure rules: status, health and task
// labels, the project form's schema (the database's own rules checked first in
// the browser: due on or after start, a title, a customer, an amount), and the
// small date sums the screens show (overdue, late milestones).
import type { Enums } from '@kernel/database.types.ts';
import { isDecimalText } from '@kit/money/decimal-text.ts';
import { z } from 'zod';

export type ProjectStatus = Enums<'project_status'>;
export type ProjectHealth = Enums<'project_health'>;
export type TaskStatus = Enums<'task_status'>;
export type TaskPriority = Enums<'task_priority'>;

export const STATUSES: readonly ProjectStatus[] = ['planned', 'in_progress', 'on_hold', 'done', 'cancelled'];

export const STATUS_LABELS: Record<ProjectStatus, string> = {
  planned: 'Planned',
  in_progress: 'In progress',
  on_hold: 'On hold',
  done: 'Done',
  cancelled: 'Cancelled',
};

export const HEALTH_LABELS: Record<ProjectHealth, string> = {
  on_track: 'On track',
  at_risk: 'At risk',
  off_track: 'Off track',
};

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  blocked: 'Blocked',
  done: 'Done',
};

export const PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

export const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/** Tailwind classes of a health badge: green, amber, red. */
export const HEALTH_TONE: Record<ProjectHealth, string> = {
  on_track: 'border-emerald-600/50 text-emerald-800 dark:text-emerald-300',
  at_risk: 'border-amber-500/60 text-amber-800 dark:text-amber-300',
  off_track: 'border-red-600/60 text-red-800 dark:text-red-300',
};

/** Open: neither done nor cancelled. */
export const isOpen = (status: ProjectStatus) => status !== 'done' && status !== 'cancelled';

/** Due before today (YYYY-MM-DD in the company's zone) and still open. */
export function isOverdue(p: { due_on: string | null; status: ProjectStatus }, today: string): boolean {
  return !!p.due_on && isOpen(p.status) && p.due_on < today;
}

/** A milestone still open after its due date. */
export function isLateMilestone(
  m: { due_on: string | null; done_on: string | null },
  today: string,
): boolean {
  return !!m.due_on && !m.done_on && m.due_on < today;
}

// ---------------------------------------------------------------- the project form

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === '' || DATE.test(v), 'A date like 2026-12-01');

export const projectFormSchema = z
  .object({
    title: z.string().trim().min(1, 'Give the project a title').max(200, 'At most 200 characters'),
    customer_id: z.string().min(1, 'Choose the customer the project is for'),
    site_id: z.string(),
    service_id: z.string(),
    manager_id: z.string().min(1, 'Choose the project manager'),
    start_on: optionalDate,
    due_on: optionalDate,
    status: z.enum(STATUSES as [ProjectStatus, ...ProjectStatus[]]),
    budget: z
      .string()
      .trim()
      .refine((v) => v === '' || isDecimalText(v), 'An amount like 150000 or 150000.50'),
    tags: z.string().trim().max(500, 'At most 500 characters'),
    description: z.string().trim().max(10000, 'At most 10000 characters'),
    apply_template: z.boolean(),
    lead_id: z.string(),
    // A checkbox group: react-hook-form gives a list, or one value / false when there is one box.
    member_ids: z
      .union([z.array(z.string()), z.string(), z.literal(false)])
      .transform((v) => (Array.isArray(v) ? v : v ? [v] : [])),
  })
  .refine((v) => v.start_on === '' || v.due_on === '' || v.due_on >= v.start_on, {
    path: ['due_on'],
    message: 'The due date is on or after the start date',
  });

export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type ProjectFormOutput = z.output<typeof projectFormSchema>;

/** "noise, annual ,noise" → ["noise", "annual"]. */
export function parseTags(text: string): string[] {
  const out: string[] = [];
  for (const t of text.split(',')) {
    const tag = t.trim();
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}

/** The project a form's values become (blank → null); what create_project and an update take. */
export function projectFormToRow(v: ProjectFormOutput) {
  const blank = (s: string) => (s === '' ? null : s);
  return {
    title: v.title,
    customer_id: v.customer_id,
    site_id: blank(v.site_id),
    service_id: blank(v.service_id),
    manager_id: blank(v.manager_id),
    start_on: blank(v.start_on),
    due_on: blank(v.due_on),
    status: v.status,
    budget: blank(v.budget),
    tags: parseTags(v.tags),
    description: blank(v.description),
    lead_id: blank(v.lead_id),
  };
}

export const healthUpdateSchema = z.object({
  health: z.enum(['on_track', 'at_risk', 'off_track']),
  comment: z.string().trim().max(4000, 'At most 4000 characters'),
});
export type HealthUpdateValues = z.input<typeof healthUpdateSchema>;
