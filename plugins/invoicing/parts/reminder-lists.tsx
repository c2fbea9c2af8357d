// The pieces the invoice page's "Reminders" section and the customer's Reminders tab share:
// the log (sent ones with a link to the e-mail, skipped ones with why) and what is coming.
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Link } from 'react-router-dom';
import { offsetWords, type ReminderLog, SKIP_REASONS, type UpcomingReminder } from '../reminders-data.ts';

export function ReminderLogList({
  rows,
  label,
  showInvoice,
}: {
  rows: ReminderLog[];
  label: string;
  showInvoice?: boolean;
}) {
  const { date } = useFormatters();
  return (
    <ul className="grid gap-1 text-sm" aria-label={label}>
      {rows.map((r) => (
        <li key={r.id} className="flex flex-wrap items-baseline gap-x-2">
          <span className="tabular-nums">{date(r.due_on)}</span>
          {showInvoice && r.invoice_number && (
            <Link className="underline" to={`/dashboard/invoices/${r.invoice_id}`}>
              {r.invoice_number}
            </Link>
          )}
          <span className="text-muted-foreground">({offsetWords(r.offset_days)})</span>
          {r.status === 'queued' ? (
            <span>
              sent to {r.to_address}
              {r.email_status && r.email_status !== 'sent' ? ` (${r.email_status})` : ''}
              {r.email_id && (
                <>
                  {' · '}
                  <Link className="underline" to={`/dashboard/email?message=${r.email_id}`}>
                    view e-mail
                  </Link>
                </>
              )}
            </span>
          ) : (
            <span className="text-muted-foreground">
              {SKIP_REASONS[r.skip_reason ?? ''] ?? `not sent: ${r.skip_reason}`}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function UpcomingReminderList({
  rows,
  label,
  showInvoice,
}: {
  rows: UpcomingReminder[];
  label: string;
  showInvoice?: boolean;
}) {
  const { date } = useFormatters();
  return (
    <ul className="grid gap-1 text-sm" aria-label={label}>
      {rows.map((u) => (
        <li key={`${u.invoice_id ?? ''}${u.offset_days}`} className="flex flex-wrap items-baseline gap-x-2">
          <span className="tabular-nums">{date(u.on)}</span>
          {showInvoice && u.invoice_number && (
            <Link className="underline" to={`/dashboard/invoices/${u.invoice_id}`}>
              {u.invoice_number}
            </Link>
          )}
          <span className="text-muted-foreground">({offsetWords(u.offset_days)})</span>
        </li>
      ))}
    </ul>
  );
}
