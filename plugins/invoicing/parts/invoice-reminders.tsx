// The invoice page's "Reminders" section (ADR 030): the payment reminders the hourly job sent (date,
// address, a link to the e-mail) or skipped (and why), the next ones due, and a notice when the
// customer's reminders are paused or the schedule is off. Drafts have none: nothing is shown.
import { useFormatters } from '@kit/format/use-company-format.ts';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { getInvoiceReminders, type InvoiceReminderSchedule, reminderKeys } from '../reminders-data.ts';
import { ReminderLogList, UpcomingReminderList } from './reminder-lists.tsx';

export function InvoiceReminders({
  invoice,
}: {
  invoice: { id: string; status: string; customer_id: string };
}) {
  const open = invoice.status !== 'draft';
  const schedule = useQuery({
    queryKey: reminderKeys.detail(invoice.id),
    queryFn: () => getInvoiceReminders(invoice.id),
    enabled: open,
  });
  if (!open) return null;
  return (
    <section aria-labelledby="invoice-reminders" className="grid gap-2 print:hidden">
      <h2 id="invoice-reminders" className="font-semibold">
        Reminders
      </h2>
      {schedule.error ? (
        <LoadError what="the reminders" error={schedule.error} onRetry={() => void schedule.refetch()} />
      ) : !schedule.data ? (
        <Skeleton className="h-16 w-full" aria-busy="true" />
      ) : (
        <InvoiceRemindersView
          schedule={schedule.data}
          status={invoice.status}
          customerId={invoice.customer_id}
        />
      )}
    </section>
  );
}

/** What the section shows once the schedule is read (stories render it directly). */
export function InvoiceRemindersView({
  schedule: s,
  status,
  customerId,
}: {
  schedule: InvoiceReminderSchedule;
  status: string;
  customerId: string;
}) {
  const { date } = useFormatters();
  const owes = status === 'issued' || status === 'partially_paid';
  const coming = owes && s.enabled && !s.paused;
  return (
    <>
      {s.paused && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm dark:bg-amber-950">
          Reminders are paused for this customer since {date(s.paused.paused_at)}
          {s.paused.reason ? ` (${s.paused.reason})` : ''}.{' '}
          <Link className="underline" to={`/dashboard/customers/${customerId}?tab=reminders`}>
            Change
          </Link>
        </p>
      )}
      {!s.enabled && owes && (
        <p className="text-sm text-muted-foreground">
          Payment reminders are switched off in Settings → Sales.
        </p>
      )}
      {s.past.length > 0 ? (
        <ReminderLogList rows={s.past} label="Reminders so far" />
      ) : (
        <p className="text-sm text-muted-foreground">No reminder yet.</p>
      )}
      {coming && s.upcoming.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">Next</h3>
          <UpcomingReminderList rows={s.upcoming} label="Reminders to come" />
        </div>
      )}
      {coming && s.upcoming.length === 0 && (
        <p className="text-sm text-muted-foreground">No more reminders are scheduled for this invoice.</p>
      )}
    </>
  );
}
