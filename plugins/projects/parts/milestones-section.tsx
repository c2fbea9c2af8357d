// A project's milestones: by due date, reached ones ticked with their date,
// late ones (due before the company's today and not reached) marked in red;
// the team adds, edits, ticks and removes them (with Undo). Each change lands
// on the project's timeline (the database's triggers).

import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { calendarDate } from '@kit/format/dates.ts';
import { useCompanyFormat, useFormatters } from '@kit/format/use-company-format.ts';
import { DateField, TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { cn } from '@kit/ui/cn.ts';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flag, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  deleteMilestone,
  isMilestoneLate,
  listMilestones,
  type Milestone,
  type MilestoneInput,
  milestonesOf,
  restoreMilestone,
  saveMilestone,
  setMilestoneDone,
} from '../tasks-data.ts';

const milestoneSchema = z.object({
  title: z.string().trim().min(1, 'Name the milestone').max(200, 'Use at most 200 characters'),
  due_on: z
    .string()
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Enter a date')
    .transform((v) => v || null),
});
type MilestoneFormValues = z.input<typeof milestoneSchema>;

export function MilestonesSection({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const format = useCompanyFormat();
  const today = calendarDate(new Date(), format);
  const milestones = useQuery({
    queryKey: milestonesOf(projectId),
    queryFn: () => listMilestones(projectId),
  });
  useLiveInvalidation({
    table: 'project_milestones',
    filter: `project_id=eq.${projectId}`,
    queryKey: milestonesOf(projectId),
  });
  const [editing, setEditing] = useState<Milestone | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: milestonesOf(projectId) });
  const remove = useConfirmedAction<Milestone>({
    title: (m) => `Remove ${m.title}?`,
    description: () => 'It is taken off this project. The timeline keeps that it was here.',
    confirmLabel: 'Remove',
    run: (m) => deleteMilestone(m.id),
    undo: (m) => restoreMilestone(m),
    done: (m) => `${m.title} removed`,
    undone: (m) => `${m.title} is back`,
    onSettled: () => void refresh(),
  });
  const toggle = async (m: Milestone, reached: boolean) => {
    try {
      await setMilestoneDone(m.id, reached ? today : null);
      toast.success(reached ? `${m.title} reached` : `${m.title} opened again`);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'That did not work. Try again.');
    }
    await refresh();
  };

  return (
    <section className="grid gap-3" aria-labelledby="milestones-heading">
      <div className="flex items-center justify-between gap-2">
        <h2 id="milestones-heading" className="text-lg font-semibold">
          Milestones
        </h2>
        {canEdit && (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Add milestone
          </Button>
        )}
      </div>
      {milestones.error ? (
        <LoadError what="The milestones" error={milestones.error} onRetry={() => void milestones.refetch()} />
      ) : !milestones.data ? (
        <div role="status" aria-label="Loading milestones" className="grid gap-2">
          <Skeleton className="h-8 w-full" />
        </div>
      ) : milestones.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No milestones yet.</p>
      ) : (
        <MilestoneListView
          milestones={milestones.data}
          today={today}
          canEdit={canEdit}
          onToggle={(m, reached) => void toggle(m, reached)}
          onEdit={(m) => setEditing(m)}
          onRemove={(m) => remove.ask(m)}
        />
      )}
      {editing && (
        <MilestoneDialog
          projectId={projectId}
          milestone={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      )}
      {remove.dialog}
    </section>
  );
}

export function MilestoneListView(props: {
  milestones: readonly Milestone[];
  today: string;
  canEdit: boolean;
  onToggle: (m: Milestone, reached: boolean) => void;
  onEdit: (m: Milestone) => void;
  onRemove: (m: Milestone) => void;
}) {
  const { date } = useFormatters();
  return (
    <ul className="divide-y rounded-lg border" aria-label="Milestones">
      {props.milestones.map((m) => {
        const late = isMilestoneLate(m, props.today);
        return (
          <li
            key={m.id}
            className={cn('flex flex-wrap items-center gap-3 p-3 text-sm', late && 'bg-destructive/5')}
            data-late={late || undefined}
          >
            <NativeCheckbox
              checked={m.done_on != null}
              disabled={!props.canEdit}
              aria-label={m.done_on ? `Open ${m.title} again` : `Mark ${m.title} reached`}
              onChange={(e) => props.onToggle(m, e.currentTarget.checked)}
            />
            <Flag
              className={cn('size-4 shrink-0', late ? 'text-destructive' : 'text-primary')}
              aria-hidden="true"
            />
            <span
              className={cn('min-w-0 flex-1 font-medium', m.done_on && 'text-muted-foreground line-through')}
            >
              {m.title}
            </span>
            {m.done_on ? (
              <Badge variant="secondary">Reached {date(m.done_on)}</Badge>
            ) : m.due_on ? (
              <Badge variant={late ? 'destructive' : 'outline'}>
                {late ? `Late · due ${date(m.due_on)}` : `Due ${date(m.due_on)}`}
              </Badge>
            ) : (
              <Badge variant="outline">No date</Badge>
            )}
            {props.canEdit && (
              <span className="flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => props.onEdit(m)}
                  aria-label={`Edit ${m.title}`}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => props.onRemove(m)}
                  aria-label={`Remove ${m.title}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function MilestoneDialog(props: {
  projectId: string;
  milestone?: Milestone;
  onClose: () => void;
  onSaved: () => void;
}) {
  const m = props.milestone;
  const recordForm = useRecordForm<MilestoneFormValues, MilestoneInput>({
    schema: milestoneSchema as z.ZodType<MilestoneInput, MilestoneFormValues>,
    defaultValues: { title: m?.title ?? '', due_on: m?.due_on ?? '' },
    constraints: { project_milestones_title_length: 'title' },
    save: (values) => saveMilestone(props.projectId, values, m?.id),
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
      <TextField<MilestoneFormValues> name="title" label="Milestone" autoComplete="off" />
      <DateField<MilestoneFormValues> name="due_on" label="Due" />
    </FormDialog>
  );
}
