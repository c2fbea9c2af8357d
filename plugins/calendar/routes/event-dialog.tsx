// New event / edit event: the kernel's record form in a dialog. For a
// repeating event the user says what the change is for: this occurrence (an
// exception), this and the following ones (the series is split) or all of
// them. While attendees and times are chosen, a warning names whoever is
// already booked then (public.calendar_conflicts); it warns, it never stops.

import { useFormatters } from '@kit/format/use-company-format.ts';
import { SelectField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { useStaffMembers } from '@kit/pickers/staff-members.ts';
import { usePickerOptions } from '@kit/pickers/use-picker-options.ts';
import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import { NativeCheckbox, NativeRadio } from '@kit/ui/native-choice.tsx';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type CalendarEvent,
  calendarKeys,
  createEvent,
  fetchConflicts,
  listOpenLeads,
  listProjects,
  listSites,
  type PickOption,
  saveException,
  splitSeries,
  updateEvent,
} from '../data.ts';
import type { Occurrence } from '../recurrence.ts';
import { parseRule, ruleText, WEEKDAYS } from '../recurrence.ts';
import {
  DAY_LABELS,
  EVENT_TYPES,
  type EventFormValues,
  eventFormSchema,
  formTimes,
  formToFields,
  REMINDER_OPTIONS,
  type Scope,
  TYPE_LABELS,
} from '../schema.ts';

export type DialogTarget =
  | { kind: 'new'; values: EventFormValues }
  | { kind: 'edit'; occurrence: Occurrence<CalendarEvent>; values: EventFormValues };

function useOptions() {
  const options = (name: string, queryFn: () => Promise<PickOption[]>) => ({
    queryKey: [...calendarKeys.all, name],
    queryFn,
    staleTime: 300_000,
  });
  // The customers module's picker, through the kernel (ADR 039).
  const customers = usePickerOptions('customer', { staleTime: 300_000 });
  const sites = useQuery(options('sites', listSites));
  const leads = useQuery(options('leads', listOpenLeads));
  const projects = useQuery(options('projects', listProjects));
  return {
    customers: (customers.data ?? []).map((c): PickOption => ({ value: c.value, label: c.label })),
    sites: sites.data ?? [],
    leads: leads.data ?? [],
    projects: projects.data ?? [],
  };
}

/** Saves the form as the scope says; returns nothing (the page re-reads the range). */
export async function saveEventForm(target: DialogTarget, v: EventFormValues, tz: string) {
  const fields = formToFields(v, tz);
  if (target.kind === 'new') {
    await createEvent(fields, v.member_ids);
    return;
  }
  const { occurrence } = target;
  const event = occurrence.event;
  const scope: Scope = event.rrule ? v.scope : 'all';
  if (scope === 'this') {
    await saveException(event.id, {
      occurrence_start: occurrence.occurrenceStart,
      cancelled: false,
      starts_at: fields.starts_at,
      ends_at: fields.ends_at,
      title: fields.title !== event.title ? fields.title : null,
      location: fields.location !== event.location ? fields.location : null,
      notes: fields.notes !== event.notes ? fields.notes : null,
    });
    return;
  }
  if (scope === 'following') {
    // An unchanged repeat rule goes on as it was (the database carries a COUNT over to what is left).
    const { rrule, ...rest } = fields;
    const sameRule = rrule === ruleText(parseRule(event.rrule, tz));
    await splitSeries(event.id, occurrence.occurrenceStart, {
      ...rest,
      ...(sameRule ? {} : { rrule }),
      member_ids: v.member_ids,
    });
    return;
  }
  if (event.rrule) {
    // All occurrences: move the series' start by as much as this occurrence moved.
    const shift = new Date(fields.starts_at).getTime() - occurrence.start.getTime();
    const duration = new Date(fields.ends_at).getTime() - new Date(fields.starts_at).getTime();
    const start = new Date(new Date(event.starts_at).getTime() + shift);
    fields.starts_at = start.toISOString();
    fields.ends_at = new Date(start.getTime() + duration).toISOString();
  }
  await updateEvent(event.id, fields, v.member_ids);
}

export function EventDialog(props: {
  target: DialogTarget | null;
  onOpenChange: (open: boolean) => void;
  tz: string;
  onSaved: () => void;
  onDelete: (occurrence: Occurrence<CalendarEvent>, scope: Scope) => void;
}) {
  const { target } = props;
  return target ? <EventDialogForm {...props} target={target} key={keyOf(target)} /> : null;
}

const keyOf = (t: DialogTarget) =>
  t.kind === 'new' ? `new-${t.values.start_date}-${t.values.start_time}` : t.occurrence.key;

function EventDialogForm(props: {
  target: DialogTarget;
  onOpenChange: (open: boolean) => void;
  tz: string;
  onSaved: () => void;
  onDelete: (occurrence: Occurrence<CalendarEvent>, scope: Scope) => void;
}) {
  const { target, tz } = props;
  const staff = useStaffMembers().data ?? [];
  const { customers, sites, leads, projects } = useOptions();
  const recurring = target.kind === 'edit' && !!target.occurrence.event.rrule;
  const recordForm = useRecordForm({
    schema: eventFormSchema,
    defaultValues: target.values,
    save: async (values) => {
      await saveEventForm(target, values, tz);
    },
    constraints: {
      calendar_events_site_of_customer: { field: 'site_id', message: "Choose one of the customer's sites" },
      calendar_events_rrule_valid: {
        field: 'freq',
        message: 'This repeat rule is not one the calendar understands',
      },
      calendar_events_ends_after_start: { field: 'end_date', message: 'The end must be after the start' },
      calendar_event_attendees_staff: {
        field: 'member_ids',
        message: 'Attendees must be active staff members',
      },
    },
    onSaved: () => {
      toast.success(target.kind === 'new' ? 'Event added' : 'Event saved');
      props.onSaved();
      props.onOpenChange(false);
    },
  });
  const { register } = recordForm.form;
  const values = recordForm.form.watch();
  const customerSites = sites.filter((s) => s.customer_id === values.customer_id);
  const scope = values.scope;
  return (
    <FormDialog
      open
      onOpenChange={props.onOpenChange}
      recordForm={recordForm}
      title={target.kind === 'new' ? 'New event' : `Edit ${target.occurrence.title}`}
      submitLabel={target.kind === 'new' ? 'Add event' : 'Save'}
    >
      {recurring && (
        <fieldset className="grid gap-2 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">Change</legend>
          {(
            [
              ['this', 'This event'],
              ['following', 'This and following events'],
              ['all', 'All events'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <NativeRadio value={value} {...register('scope')} />
              {label}
            </label>
          ))}
          {scope === 'this' && (
            <p className="text-muted-foreground text-xs">
              One occurrence keeps its series' type, people, links and repeat rule; its time, title, place and
              notes may differ.
            </p>
          )}
        </fieldset>
      )}
      <TextField<EventFormValues> name="title" label="Title" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField<EventFormValues>
          name="type"
          label="Type"
          options={EVENT_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
        />
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <NativeCheckbox {...register('all_day')} />
          All day
        </label>
        <TextField<EventFormValues> name="start_date" label="Starts on" type="date" />
        {!values.all_day && <TextField<EventFormValues> name="start_time" label="Start time" type="time" />}
        <TextField<EventFormValues>
          name="end_date"
          label={values.all_day ? 'Last day' : 'Ends on'}
          type="date"
        />
        {!values.all_day && <TextField<EventFormValues> name="end_time" label="End time" type="time" />}
      </div>
      <Conflicts tz={tz} exclude={target.kind === 'edit' ? target.occurrence.event.id : undefined} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Attendees</legend>
        <div className="grid max-h-40 gap-1 overflow-y-auto sm:grid-cols-2">
          {staff.map((s) => (
            <label key={s.auth_id} className="flex items-center gap-2 text-sm">
              <NativeCheckbox value={s.auth_id} {...register('member_ids')} />
              {s.name}
            </label>
          ))}
        </div>
      </fieldset>
      {(!recurring || scope !== 'this') && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField<EventFormValues>
              name="freq"
              label="Repeats"
              options={[
                { value: 'none', label: 'Does not repeat' },
                { value: 'daily', label: 'Daily' },
                { value: 'weekly', label: 'Weekly' },
                { value: 'monthly', label: 'Monthly (same day)' },
              ]}
            />
            {values.freq !== 'none' && (
              <TextField<EventFormValues>
                name="interval"
                label="Every (days, weeks or months)"
                inputMode="numeric"
              />
            )}
          </div>
          {values.freq === 'weekly' && (
            <fieldset className="flex flex-wrap gap-3">
              <legend className="mb-1 text-sm font-medium">On</legend>
              {WEEKDAYS.map((d) => (
                <label key={d} className="flex items-center gap-1 text-sm">
                  <NativeCheckbox value={d} {...register('byday')} />
                  {DAY_LABELS[d]}
                </label>
              ))}
            </fieldset>
          )}
          {values.freq !== 'none' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField<EventFormValues>
                name="end"
                label="Ends"
                options={[
                  { value: 'never', label: 'Never' },
                  { value: 'count', label: 'After a number of times' },
                  { value: 'until', label: 'On a day' },
                ]}
              />
              {values.end === 'count' && (
                <TextField<EventFormValues> name="count" label="Times" inputMode="numeric" />
              )}
              {values.end === 'until' && (
                <TextField<EventFormValues> name="until" label="Last day" type="date" />
              )}
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField<EventFormValues>
              name="customer_id"
              label="Customer"
              placeholder="None"
              options={customers}
            />
            <SelectField<EventFormValues>
              name="site_id"
              label="Site"
              placeholder={values.customer_id ? 'None' : 'Choose a customer first'}
              options={customerSites}
            />
            <SelectField<EventFormValues> name="lead_id" label="Lead" placeholder="None" options={leads} />
            <SelectField<EventFormValues>
              name="project_id"
              label="Project"
              placeholder="None"
              options={projects.filter((p) => !values.customer_id || p.customer_id === values.customer_id)}
            />
            <SelectField<EventFormValues> name="reminder" label="Reminder" options={REMINDER_OPTIONS} />
          </div>
        </>
      )}
      <TextField<EventFormValues> name="location" label="Location" autoComplete="off" />
      <TextareaField<EventFormValues> name="notes" label="Notes" rows={3} />
      {target.kind === 'edit' && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => props.onDelete(target.occurrence, recurring ? scope : 'all')}
          >
            <Trash2 aria-hidden /> {recurring ? deleteLabel(scope) : 'Delete event'}
          </Button>
        </div>
      )}
    </FormDialog>
  );
}

const deleteLabel = (scope: Scope) =>
  scope === 'this'
    ? 'Delete this event'
    : scope === 'following'
      ? 'Delete this and following'
      : 'Delete all events';

/** The double-booking warning, following the form's attendees and times. */
function Conflicts(props: { tz: string; exclude?: string }) {
  const { control } = useFormContext<EventFormValues>();
  const v = useWatch({ control }) as EventFormValues;
  const { date } = useFormatters();
  let times: { starts_at: string; ends_at: string } | null = null;
  try {
    const t = formTimes(v, props.tz);
    if (t.ends_at > t.starts_at) times = t;
  } catch {
    times = null;
  }
  const members = v.member_ids ?? [];
  const conflicts = useQuery({
    queryKey: [...calendarKeys.all, 'conflicts', { members, times, exclude: props.exclude }],
    queryFn: () => (times ? fetchConflicts(members, times.starts_at, times.ends_at, props.exclude) : []),
    enabled: !!times && members.length > 0,
  });
  const rows = conflicts.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Alert role="status">
      <AlertDescription>
        <p className="font-medium">Already booked then:</p>
        <ul className="list-disc pl-5">
          {rows.map((c) => (
            <li key={`${c.event_id}-${c.member_id}-${c.starts_at}`}>
              {c.member_name ?? 'Someone'} — {c.title}, {date(c.starts_at, 'datetime')}–
              {date(c.ends_at, 'time')}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
