// Settings → Sales's "Payment reminders" section (ADR 030): the schedule on or off (a select, like the
// form's other choices), and its days
// around the due date typed as "-3, 0, 7, 30", with the schedule read back as a sentence.
import { SelectField, TextField } from '@kit/forms/fields.tsx';
import { useWatch } from 'react-hook-form';
import { describeOffsets, parseOffsets } from '../reminders-data.ts';
import type { SalesSettingsValues } from '../sales-data.ts';

function SchedulePreview() {
  const text = useWatch<SalesSettingsValues>({ name: 'reminder_offsets' }) as string;
  const parsed = parseOffsets(text ?? '');
  if ('problem' in parsed) return null;
  return (
    <span>
      Reminders go <strong>{describeOffsets(parsed.offsets)}</strong>.
    </span>
  );
}

export function PaymentRemindersFields() {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-base font-semibold">Payment reminders</legend>
      <SelectField<SalesSettingsValues>
        name="reminders_enabled"
        label="Reminders"
        options={[
          { value: 'on', label: 'On: e-mail customers about invoices due and overdue' },
          { value: 'off', label: 'Off: send none' },
        ]}
      />
      <TextField<SalesSettingsValues>
        name="reminder_offsets"
        label="Reminder days"
        spellCheck={false}
        placeholder="-3, 0, 7, 30"
        description={<SchedulePreview />}
      />
      <p className="text-sm text-muted-foreground">
        Days from the due date: negative before it (-3: three days before), 0 on the day, positive after. Up
        to 8, from -30 to 365. Only the latest reminder due goes out when several are (after a pause or a
        change here), and reminders stop once an invoice is paid. Staff pause a customer from their Reminders
        tab.
      </p>
    </fieldset>
  );
}
