// Add or edit a task: title, description, assignee (active staff), due date,
// priority; an existing task also shows its checklist (saved item by item)
// and a Remove button (with Undo, in the tab). The database checks the
// assignee is active staff again (project_tasks_assignee_is_staff).

import { DateField, SelectField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import type { StaffMember } from '@kit/pickers/staff-members.ts';
import { Button } from '@kit/ui/button.tsx';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  createTask,
  PRIORITY_LABELS,
  TASK_PRIORITIES,
  type Task,
  type TaskInput,
  type TaskPriority,
  updateTask,
} from '../tasks-data.ts';
import { TaskChecklist } from './tasks-checklist.tsx';

export const taskSchema = z.object({
  title: z.string().trim().min(1, 'Enter what needs doing').max(200, 'Use at most 200 characters'),
  description: z
    .string()
    .trim()
    .max(10000, 'Use at most 10,000 characters')
    .transform((v) => v || null),
  assignee_id: z.string().transform((v) => v || null),
  due_on: z
    .string()
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Enter a date')
    .transform((v) => v || null),
  priority: z.enum(TASK_PRIORITIES as [TaskPriority, ...TaskPriority[]]),
});
export type TaskFormValues = z.input<typeof taskSchema>;

export function TaskDialog(props: {
  projectId: string;
  task?: Task;
  canEdit: boolean;
  staff: readonly StaffMember[];
  /** Where a new task goes in the "To do" column (its size). */
  nextPosition: number;
  onClose: () => void;
  onSaved: () => unknown;
  onRemove?: (task: Task) => void;
}) {
  const t = props.task;
  const recordForm = useRecordForm<TaskFormValues, TaskInput>({
    schema: taskSchema as z.ZodType<TaskInput, TaskFormValues>,
    defaultValues: {
      title: t?.title ?? '',
      description: t?.description ?? '',
      assignee_id: t?.assignee_id ?? '',
      due_on: t?.due_on ?? '',
      priority: t?.priority ?? 'normal',
    },
    constraints: {
      project_tasks_assignee_is_staff: 'assignee_id',
      project_tasks_title_length: 'title',
      project_tasks_description_length: 'description',
    },
    save: async (values) => {
      if (t) await updateTask(t.id, values);
      else await createTask(props.projectId, values, 'todo', props.nextPosition);
    },
    onSaved: (values) => {
      toast.success(t ? `${values.title} saved` : `${values.title} added`);
      void props.onSaved();
      props.onClose();
    },
  });
  const staffOptions = props.staff.map((s) => ({ value: s.auth_id, label: s.name }));
  // A task assigned to someone who has since left still shows their id as chosen.
  if (t?.assignee_id && !staffOptions.some((o) => o.value === t.assignee_id))
    staffOptions.push({ value: t.assignee_id, label: 'Former staff member' });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      recordForm={recordForm}
      title={t ? (props.canEdit ? `Edit ${t.title}` : t.title) : 'New task'}
      submitLabel={t ? 'Save' : 'Add task'}
    >
      <fieldset disabled={!props.canEdit} className="grid gap-4">
        <TextField<TaskFormValues> name="title" label="Task" autoComplete="off" />
        <TextareaField<TaskFormValues> name="description" label="Description" rows={3} />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField<TaskFormValues>
            name="assignee_id"
            label="Assignee"
            placeholder="Nobody yet"
            options={staffOptions}
          />
          <DateField<TaskFormValues> name="due_on" label="Due" />
          <SelectField<TaskFormValues>
            name="priority"
            label="Priority"
            options={TASK_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
          />
        </div>
      </fieldset>
      {t && (
        <TaskChecklist
          taskId={t.id}
          items={t.project_task_items ?? []}
          canEdit={props.canEdit}
          onChanged={props.onSaved}
        />
      )}
      {t && props.canEdit && props.onRemove && (
        <div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              props.onClose();
              props.onRemove?.(t);
            }}
          >
            <Trash2 aria-hidden="true" />
            Remove task
          </Button>
        </div>
      )}
    </FormDialog>
  );
}
