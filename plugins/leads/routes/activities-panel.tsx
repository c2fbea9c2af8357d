// A lead's planned follow-ups: what is due (overdue ones marked), done ones
// below, "Plan an activity" (kind, subject, when, who) and a tick to mark done.

import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { SelectField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import type { StaffMember } from '@kit/pickers/staff-members.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Checkbox } from '@kit/ui/checkbox.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { addActivity, type LeadRow, leadKeys, listActivities, setActivityDone } from '../data.ts';
import { ACTIVITY_KIND_LABELS, type ActivityKind, options, zonedLocalToIso } from '../schema.ts';

const activitySchema = z.object({
  kind: z.enum(Object.keys(ACTIVITY_KIND_LABELS) as [ActivityKind, ...ActivityKind[]]),
  subject: z.string().trim().min(1, 'Say what is planned').max(200, 'At most 200 characters'),
  due_at: z.string(),
  assigned_to: z.string(),
  notes: z.string().trim().max(4000, 'At most 4000 characters'),
});
type ActivityValues = z.input<typeof activitySchema>;

export function ActivitiesPanel({ lead, staff }: { lead: LeadRow; staff: StaffMember[] }) {
  const { date, format } = useFormatters();
  const queryClient = useQueryClient();
  const key = [...leadKeys.detail(lead.id), 'activities'];
  const activities = useQuery({ queryKey: key, queryFn: () => listActivities(lead.id) });
  useLiveInvalidation({ table: 'activities', filter: `lead_id=eq.${lead.id}`, queryKey: key });
  const [planning, setPlanning] = useState(false);
  const now = Date.now();

  const recordForm = useRecordForm({
    schema: activitySchema,
    defaultValues: { kind: 'call', subject: '', due_at: '', assigned_to: lead.owner_id ?? '', notes: '' },
    save: async (v) => {
      await addActivity({
        lead_id: lead.id,
        customer_id: lead.customer_id,
        kind: v.kind,
        subject: v.subject,
        due_at: v.due_at ? zonedLocalToIso(v.due_at, format.timezone) : null,
        assigned_to: v.assigned_to || null,
        notes: v.notes || null,
      });
    },
    onSaved: () => {
      toast.success('Activity planned');
      setPlanning(false);
      recordForm.form.reset();
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const toggle = async (id: string, done: boolean) => {
    try {
      await setActivityDone(id, done);
      void queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      toast.error(`Could not update the activity: ${(e as Error).message}`);
    }
  };

  const nameOf = (id: string | null) =>
    id ? (staff.find((s) => s.auth_id === id)?.name ?? 'Former staff member') : 'Nobody';

  return (
    <div className="grid gap-3">
      <div>
        <Button size="sm" variant="outline" onClick={() => setPlanning(true)}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          Plan an activity
        </Button>
      </div>
      {activities.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : activities.error ? (
        <LoadError what="The activities" error={activities.error} onRetry={() => void activities.refetch()} />
      ) : activities.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing planned yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Activities">
          {activities.data.map((a) => {
            const overdue = !a.done_at && !!a.due_at && new Date(a.due_at).getTime() < now;
            return (
              <li key={a.id} className="flex items-start gap-3 rounded-md border p-3 text-sm">
                <Checkbox
                  checked={!!a.done_at}
                  onCheckedChange={(v) => void toggle(a.id, v === true)}
                  aria-label={`Done: ${a.subject}`}
                  className="mt-0.5"
                />
                <div className="grid gap-0.5">
                  <p className={a.done_at ? 'text-muted-foreground line-through' : 'font-medium'}>
                    {ACTIVITY_KIND_LABELS[a.kind]}: {a.subject}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {a.due_at ? `Due ${date(a.due_at, 'datetime')}` : 'No due time'} · {nameOf(a.assigned_to)}
                  </p>
                  {a.notes && <p className="text-xs whitespace-pre-wrap">{a.notes}</p>}
                </div>
                {overdue && (
                  <Badge variant="destructive" className="ml-auto">
                    Overdue
                  </Badge>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <FormDialog
        open={planning}
        onOpenChange={setPlanning}
        recordForm={recordForm}
        title={`Plan an activity for ${lead.reference}`}
        submitLabel="Plan it"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField<ActivityValues> name="kind" label="Kind" options={options(ACTIVITY_KIND_LABELS)} />
          <TextField<ActivityValues>
            name="due_at"
            label="When"
            type="datetime-local"
            description={`Company time (${format.timezone})`}
          />
        </div>
        <TextField<ActivityValues> name="subject" label="Subject" />
        <SelectField<ActivityValues>
          name="assigned_to"
          label="Who"
          placeholder="Nobody yet"
          options={staff.map((s) => ({ value: s.auth_id, label: s.name }))}
        />
        <TextareaField<ActivityValues> name="notes" label="Notes" rows={3} />
      </FormDialog>
    </div>
  );
}
