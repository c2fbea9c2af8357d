// Service templates (issue 13): the only file that knows project_templates,
// project_template_tasks and project_template_milestones. Staff read them,
// admins write them (RLS in 20261125160000_projects_schema.sql); the editor
// screens are admin-only routes. A new order is one upsert of every row with
// its new position: one statement, so never half saved.
import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { Constants, type Tables } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { z } from 'zod';
import type { TaskPriority } from './tasks-data.ts';

export type TemplateTask = Tables<'project_template_tasks'>;
export type TemplateMilestone = Tables<'project_template_milestones'>;

export interface TemplateSummary {
  id: string;
  name: string;
  is_active: boolean;
  service_name: string;
  tasks: number;
  milestones: number;
}

export interface TemplateDetail {
  id: string;
  name: string;
  is_active: boolean;
  service_name: string;
  tasks: TemplateTask[];
  milestones: TemplateMilestone[];
}

export const templateKeys = pluginKeys('projects', 'templates');

const byPosition = <T extends { position: number; title: string }>(a: T, b: T) =>
  a.position - b.position || a.title.localeCompare(b.title);

/** Every service's template, by service name. */
export async function listTemplates(): Promise<TemplateSummary[]> {
  const rows = unwrap(
    await supabase
      .from('project_templates')
      .select(
        'id, name, is_active, services(name), project_template_tasks(id), project_template_milestones(id)',
      ),
  );
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      is_active: r.is_active,
      service_name: r.services?.name ?? '—',
      tasks: r.project_template_tasks?.length ?? 0,
      milestones: r.project_template_milestones?.length ?? 0,
    }))
    .sort((a, b) => a.service_name.localeCompare(b.service_name));
}

const detailRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  services: z.object({ name: z.string() }).nullable(),
  project_template_tasks: z.array(
    z.object({
      description: z.string().nullable(),
      id: z.string(),
      offset_days: z.number(),
      position: z.number(),
      priority: z.enum(Constants.public.Enums.task_priority),
      template_id: z.string(),
      title: z.string(),
    }) satisfies z.ZodType<TemplateTask>,
  ),
  project_template_milestones: z.array(
    z.object({
      id: z.string(),
      offset_days: z.number(),
      position: z.number(),
      template_id: z.string(),
      title: z.string(),
    }) satisfies z.ZodType<TemplateMilestone>,
  ),
});

/** One template with its tasks and milestones in order; null when it does not exist. */
export async function getTemplate(id: string): Promise<TemplateDetail | null> {
  const row = rpcResult(
    'The service template (project_templates)',
    detailRowSchema.nullable(),
    await supabase
      .from('project_templates')
      .select(
        'id, name, is_active, services(name), project_template_tasks(*), project_template_milestones(*)',
      )
      .eq('id', id)
      .maybeSingle(),
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    is_active: row.is_active,
    service_name: row.services?.name ?? '—',
    tasks: [...(row.project_template_tasks ?? [])].sort(byPosition),
    milestones: [...(row.project_template_milestones ?? [])].sort(byPosition),
  };
}

const NOT_ADMIN = 'Only an admin can change service templates. Ask an admin to make this change.';

// ---------------------------------------------------------------- forms

export const templateSchema = z.object({
  name: z.string().trim().min(1, 'Name the template').max(200, 'Use at most 200 characters'),
  is_active: z.boolean(),
});
export type TemplateInput = z.output<typeof templateSchema>;

const offsetDays = z
  .string()
  .trim()
  .refine((v) => /^\d+$/.test(v), 'Enter whole days from the start, 0 or more')
  .transform(Number)
  .refine((n) => n <= 3650, 'Use at most 3650 days (ten years)');

export const templateTaskSchema = z.object({
  title: z.string().trim().min(1, 'Name the task').max(200, 'Use at most 200 characters'),
  description: z
    .string()
    .trim()
    .max(10000, 'Use at most 10,000 characters')
    .transform((v) => v || null),
  offset_days: offsetDays,
  priority: z.enum(['low', 'normal', 'high', 'urgent']),
});
export type TemplateTaskForm = z.input<typeof templateTaskSchema>;
export type TemplateTaskInput = z.output<typeof templateTaskSchema>;

export const templateMilestoneSchema = z.object({
  title: z.string().trim().min(1, 'Name the milestone').max(200, 'Use at most 200 characters'),
  offset_days: offsetDays,
});
export type TemplateMilestoneForm = z.input<typeof templateMilestoneSchema>;
export type TemplateMilestoneInput = z.output<typeof templateMilestoneSchema>;

// ---------------------------------------------------------------- writes

export async function saveTemplate(id: string, input: TemplateInput) {
  const rows = unwrap(await supabase.from('project_templates').update(input).eq('id', id).select('id'));
  if (rows.length === 0) throw new Error(NOT_ADMIN);
}

const nextPosition = (rows: readonly { position: number }[]) =>
  rows.reduce((max, r) => Math.max(max, r.position), 0) + 10;

export async function saveTemplateTask(
  templateId: string,
  input: TemplateTaskInput & { priority: TaskPriority },
  existing: readonly TemplateTask[],
  id?: string,
) {
  if (id) {
    const rows = unwrap(
      await supabase.from('project_template_tasks').update(input).eq('id', id).select('id'),
    );
    if (rows.length === 0) throw new Error(NOT_ADMIN);
  } else {
    unwrap(
      await supabase
        .from('project_template_tasks')
        .insert({ template_id: templateId, position: nextPosition(existing), ...input }),
    );
  }
}

export async function saveTemplateMilestone(
  templateId: string,
  input: TemplateMilestoneInput,
  existing: readonly TemplateMilestone[],
  id?: string,
) {
  if (id) {
    const rows = unwrap(
      await supabase.from('project_template_milestones').update(input).eq('id', id).select('id'),
    );
    if (rows.length === 0) throw new Error(NOT_ADMIN);
  } else {
    unwrap(
      await supabase
        .from('project_template_milestones')
        .insert({ template_id: templateId, position: nextPosition(existing), ...input }),
    );
  }
}

export async function deleteTemplateTask(id: string) {
  const rows = unwrap(await supabase.from('project_template_tasks').delete().eq('id', id).select('id'));
  if (rows.length === 0) throw new Error(NOT_ADMIN);
}

export async function deleteTemplateMilestone(id: string) {
  const rows = unwrap(await supabase.from('project_template_milestones').delete().eq('id', id).select('id'));
  if (rows.length === 0) throw new Error(NOT_ADMIN);
}

export async function restoreTemplateTask(t: TemplateTask) {
  unwrap(await supabase.from('project_template_tasks').insert(t));
}

export async function restoreTemplateMilestone(m: TemplateMilestone) {
  unwrap(await supabase.from('project_template_milestones').insert(m));
}

/** `rows` with the one at `index` moved one place up (-1) or down (+1), renumbered 10, 20, 30… */
export function moved<T extends { position: number }>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  next.splice(target, 0, row as T);
  return next.map((r, i) => ({ ...r, position: (i + 1) * 10 }));
}

/** Saves a whole new order in one upsert (one statement: all rows or none). */
export async function saveTaskOrder(rows: readonly TemplateTask[]) {
  const saved = unwrap(
    await supabase
      .from('project_template_tasks')
      .upsert(rows.map((r) => ({ ...r })))
      .select('id'),
  );
  if (saved.length !== rows.length) throw new Error(NOT_ADMIN);
}

export async function saveMilestoneOrder(rows: readonly TemplateMilestone[]) {
  const saved = unwrap(
    await supabase
      .from('project_template_milestones')
      .upsert(rows.map((r) => ({ ...r })))
      .select('id'),
  );
  if (saved.length !== rows.length) throw new Error(NOT_ADMIN);
}
