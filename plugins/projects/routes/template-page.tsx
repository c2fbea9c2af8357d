// /dashboard/projects/templates/:id (admins): a service template's name and
// active flag, its tasks (title, description, days after the start, priority)
// and milestones (title, days after the start), added and edited in a dialog,
// removed after a confirmation (with Undo), moved up and down with buttons.
// A new order is saved in one upsert, so it is never half saved.

import { SelectField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { FormAlert, RecordFormRoot, SubmitButton } from '@kit/forms/form-parts.tsx';
import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { BackLink, RecordLoader } from '@kit/record/record-loader.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { z } from 'zod';
import { PRIORITY_LABELS, TASK_PRIORITIES } from '../tasks-data.ts';
import {
  deleteTemplateMilestone,
  deleteTemplateTask,
  getTemplate,
  moved,
  restoreTemplateMilestone,
  restoreTemplateTask,
  saveMilestoneOrder,
  saveTaskOrder,
  saveTemplate,
  saveTemplateMilestone,
  saveTemplateTask,
  type TemplateDetail,
  type TemplateInput,
  type TemplateMilestone,
  type TemplateMilestoneForm,
  type TemplateMilestoneInput,
  type TemplateTask,
  type TemplateTaskForm,
  type TemplateTaskInput,
  templateKeys,
  templateMilestoneSchema,
  templateSchema,
  templateTaskSchema,
} from '../templates-data.ts';

const errorText = (e: unknown) =>
  e instanceof Error && e.message ? e.message : 'That did not work. Try again.';
const days = (n: number) =>
  n === 0 ? 'On the start day' : n === 1 ? '1 day after the start' : `${n} days after the start`;

export default function TemplatePage() {
  const { id = '' } = useParams();
  const template = useQuery({ queryKey: templateKeys.detail(id), queryFn: () => getTemplate(id) });

  const back = { to: '/dashboard/projects/templates', label: 'Service templates' };
  return (
    <RecordLoader
      query={template}
      noun="template"
      back={back}
      notFound={{
        title: 'This template does not exist',
        description: 'It may have been removed with its service. Go back to the service templates.',
      }}
    >
      {(record) => (
        <div className="grid min-w-0 gap-6">
          <div className="-ml-3">
            <BackLink back={back} />
          </div>
          <TemplateEditor template={record} />
        </div>
      )}
    </RecordLoader>
  );
}

export function TemplateEditor({ template }: { template: TemplateDetail }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: templateKeys.all });
  return (
    <>
      <PageHeader
        title={template.service_name}
        description="A new project of this service starts with these tasks and milestones, due so many days after its planned start."
      />
      <TemplateForm
        key={`${template.id}-${template.name}-${template.is_active}`}
        template={template}
        onSaved={refresh}
      />
      <TasksSection template={template} onChanged={refresh} />
      <MilestonesSection template={template} onChanged={refresh} />
    </>
  );
}

function ActiveField() {
  const { register } = useFormContext<TemplateInput>();
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <NativeCheckbox {...register('is_active')} />
      Active: new projects of this service get these tasks and milestones
    </label>
  );
}

function TemplateForm({ template, onSaved }: { template: TemplateDetail; onSaved: () => void }) {
  const recordForm = useRecordForm<TemplateInput, TemplateInput>({
    schema: templateSchema as z.ZodType<TemplateInput, TemplateInput>,
    defaultValues: { name: template.name, is_active: template.is_active },
    constraints: { project_templates_name_length: 'name' },
    save: (values) => saveTemplate(template.id, values),
    onSaved: (values) => {
      toast.success(`${values.name} saved`);
      onSaved();
    },
  });
  return (
    <section aria-labelledby="template-heading" className="grid gap-3 rounded-lg border p-4">
      <h2 id="template-heading" className="text-lg font-semibold">
        Template
      </h2>
      <RecordFormRoot recordForm={recordForm} aria-labelledby="template-heading">
        <FormAlert message={recordForm.formError} />
        <TextField<TemplateInput> name="name" label="Template name" autoComplete="off" />
        <ActiveField />
        <div>
          <SubmitButton saving={recordForm.saving}>Save template</SubmitButton>
        </div>
      </RecordFormRoot>
    </section>
  );
}

/** A row's Up / Down / Edit / Remove buttons, each named after the row. */
function RowButtons(props: {
  title: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <span className="flex shrink-0 gap-1">
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${props.title} up`}
        disabled={props.first || props.busy}
        onClick={() => props.onMove(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${props.title} down`}
        disabled={props.last || props.busy}
        onClick={() => props.onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Edit ${props.title}`} onClick={props.onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Remove ${props.title}`} onClick={props.onRemove}>
        <Trash2 aria-hidden="true" />
      </Button>
    </span>
  );
}

function Section(props: {
  id: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-3" aria-labelledby={props.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={props.id} className="text-lg font-semibold">
          {props.title}
        </h2>
        <Button size="sm" variant="outline" onClick={props.onAdd}>
          <Plus aria-hidden="true" />
          {props.addLabel}
        </Button>
      </div>
      {props.children}
    </section>
  );
}

/** Moves a row and saves the whole order; focus stays on the moved row's button. */
function useMove<T extends { id: string; position: number; title: string }>(
  save: (rows: readonly T[]) => Promise<void>,
  onChanged: () => Promise<unknown>,
) {
  const [busy, setBusy] = useState(false);
  const move = async (rows: readonly T[], index: number, by: -1 | 1) => {
    const next = moved(rows, index, by);
    setBusy(true);
    try {
      await save(next);
      await onChanged();
      const row = rows[index];
      if (row) toast.success(`${row.title} moved ${by < 0 ? 'up' : 'down'}`);
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, move };
}

function TasksSection({
  template,
  onChanged,
}: {
  template: TemplateDetail;
  onChanged: () => Promise<unknown>;
}) {
  const [editing, setEditing] = useState<TemplateTask | 'new' | null>(null);
  const { busy, move } = useMove<TemplateTask>(saveTaskOrder, onChanged);
  const remove = useConfirmedAction<TemplateTask>({
    title: (t) => `Remove ${t.title}?`,
    description: () => 'New projects of this service no longer get this task. Projects that have it keep it.',
    confirmLabel: 'Remove',
    run: (t) => deleteTemplateTask(t.id),
    undo: (t) => restoreTemplateTask(t),
    done: (t) => `${t.title} removed`,
    undone: (t) => `${t.title} is back`,
    onSettled: () => void onChanged(),
  });
  const tasks = template.tasks;
  return (
    <Section id="template-tasks-heading" title="Tasks" addLabel="Add task" onAdd={() => setEditing('new')}>
      {tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tasks yet. Add the first one.</p>
      ) : (
        <ol className="divide-y rounded-lg border" aria-label="Tasks">
          {tasks.map((t, i) => (
            <li key={t.id} className="flex flex-wrap items-center gap-2 p-3 text-sm">
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium">{t.title}</span>
                <span className="text-xs text-muted-foreground">{days(t.offset_days)}</span>
                {t.description && <span className="text-xs text-muted-foreground">{t.description}</span>}
              </span>
              <Badge variant="outline">{PRIORITY_LABELS[t.priority]}</Badge>
              <RowButtons
                title={t.title}
                first={i === 0}
                last={i === tasks.length - 1}
                busy={busy}
                onMove={(by) => void move(tasks, i, by)}
                onEdit={() => setEditing(t)}
                onRemove={() => remove.ask(t)}
              />
            </li>
          ))}
        </ol>
      )}
      {editing && (
        <TaskDialog
          template={template}
          task={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void onChanged()}
        />
      )}
      {remove.dialog}
    </Section>
  );
}

const PRIORITY_OPTIONS = TASK_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }));

function TaskDialog(props: {
  template: TemplateDetail;
  task?: TemplateTask;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = props.task;
  const recordForm = useRecordForm<TemplateTaskForm, TemplateTaskInput>({
    schema: templateTaskSchema as z.ZodType<TemplateTaskInput, TemplateTaskForm>,
    defaultValues: {
      title: t?.title ?? '',
      description: t?.description ?? '',
      offset_days: String(t?.offset_days ?? 0),
      priority: t?.priority ?? 'normal',
    },
    constraints: {
      project_template_tasks_title_length: 'title',
      project_template_tasks_description_length: 'description',
      project_template_tasks_offset_range: 'offset_days',
    },
    save: (values) => saveTemplateTask(props.template.id, values, props.template.tasks, t?.id),
    onSaved: (values) => {
      toast.success(t ? `${values.title} saved` : `${values.title} added`);
      props.onSaved();
      props.onClose();
    },
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      recordForm={recordForm}
      title={t ? `Edit ${t.title}` : 'New task'}
      submitLabel={t ? 'Save' : 'Add task'}
    >
      <TextField<TemplateTaskForm> name="title" label="Task" autoComplete="off" />
      <TextareaField<TemplateTaskForm> name="description" label="Description (optional)" rows={3} />
      <TextField<TemplateTaskForm>
        name="offset_days"
        label="Due, days after the start"
        inputMode="numeric"
        autoComplete="off"
        description="0 is the project's planned start day."
      />
      <SelectField<TemplateTaskForm> name="priority" label="Priority" options={PRIORITY_OPTIONS} />
    </FormDialog>
  );
}

function MilestonesSection({
  template,
  onChanged,
}: {
  template: TemplateDetail;
  onChanged: () => Promise<unknown>;
}) {
  const [editing, setEditing] = useState<TemplateMilestone | 'new' | null>(null);
  const { busy, move } = useMove<TemplateMilestone>(saveMilestoneOrder, onChanged);
  const remove = useConfirmedAction<TemplateMilestone>({
    title: (m) => `Remove ${m.title}?`,
    description: () =>
      'New projects of this service no longer get this milestone. Projects that have it keep it.',
    confirmLabel: 'Remove',
    run: (m) => deleteTemplateMilestone(m.id),
    undo: (m) => restoreTemplateMilestone(m),
    done: (m) => `${m.title} removed`,
    undone: (m) => `${m.title} is back`,
    onSettled: () => void onChanged(),
  });
  const milestones = template.milestones;
  return (
    <Section
      id="template-milestones-heading"
      title="Milestones"
      addLabel="Add milestone"
      onAdd={() => setEditing('new')}
    >
      {milestones.length === 0 ? (
        <p className="text-sm text-muted-foreground">No milestones yet. Add the first one.</p>
      ) : (
        <ol className="divide-y rounded-lg border" aria-label="Milestones">
          {milestones.map((m, i) => (
            <li key={m.id} className="flex flex-wrap items-center gap-2 p-3 text-sm">
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium">{m.title}</span>
                <span className="text-xs text-muted-foreground">{days(m.offset_days)}</span>
              </span>
              <RowButtons
                title={m.title}
                first={i === 0}
                last={i === milestones.length - 1}
                busy={busy}
                onMove={(by) => void move(milestones, i, by)}
                onEdit={() => setEditing(m)}
                onRemove={() => remove.ask(m)}
              />
            </li>
          ))}
        </ol>
      )}
      {editing && (
        <MilestoneDialog
          template={template}
          milestone={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void onChanged()}
        />
      )}
      {remove.dialog}
    </Section>
  );
}

function MilestoneDialog(props: {
  template: TemplateDetail;
  milestone?: TemplateMilestone;
  onClose: () => void;
  onSaved: () => void;
}) {
  const m = props.milestone;
  const recordForm = useRecordForm<TemplateMilestoneForm, TemplateMilestoneInput>({
    schema: templateMilestoneSchema as z.ZodType<TemplateMilestoneInput, TemplateMilestoneForm>,
    defaultValues: { title: m?.title ?? '', offset_days: String(m?.offset_days ?? 0) },
    constraints: {
      project_template_milestones_title_length: 'title',
      project_template_milestones_offset_range: 'offset_days',
    },
    save: (values) => saveTemplateMilestone(props.template.id, values, props.template.milestones, m?.id),
    onSaved: (values) => {
      toast.success(m ? `${values.title} saved` : `${values.title} added`);
      props.onSaved();
      props.onClose();
    },
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      recordForm={recordForm}
      title={m ? `Edit ${m.title}` : 'New milestone'}
      submitLabel={m ? 'Save' : 'Add milestone'}
    >
      <TextField<TemplateMilestoneForm> name="title" label="Milestone" autoComplete="off" />
      <TextField<TemplateMilestoneForm>
        name="offset_days"
        label="Due, days after the start"
        inputMode="numeric"
        autoComplete="off"
        description="0 is the project's planned start day."
      />
    </FormDialog>
  );
}
