// The "Reminders" tab on a customer's page (recordTabs, ADR 030): the switch that pauses their
// payment reminders (with a reason: a dispute, a payment plan agreed by phone) or resumes them, the
// reminders considered for their invoices (sent or skipped, and why), and the next ones due.

import type { RecordTabProps } from '@kernel/registry/extension-points.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Button } from '@kit/ui/button.tsx';
import { Label } from '@kit/ui/label.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { Switch } from '@kit/ui/switch.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  type CustomerReminderOverview,
  describeOffsets,
  getCustomerReminders,
  reminderKeys,
  setCustomerRemindersPaused,
} from '../reminders-data.ts';
import { ReminderLogList, UpcomingReminderList } from './reminder-lists.tsx';

export default function CustomerRemindersTab({ target }: RecordTabProps) {
  const queryClient = useQueryClient();
  const overview = useQuery({
    queryKey: reminderKeys.list({ customer: target.id }),
    queryFn: () => getCustomerReminders(target.id),
  });
  if (overview.error)
    return <LoadError what="the reminders" error={overview.error} onRetry={() => void overview.refetch()} />;
  if (!overview.data) return <Skeleton className="h-32 w-full" aria-busy="true" />;
  return (
    <CustomerRemindersView
      overview={overview.data}
      customerName={target.title}
      onChange={async (paused, reason) => {
        await setCustomerRemindersPaused(target.id, paused, reason);
        await queryClient.invalidateQueries({ queryKey: reminderKeys.all });
      }}
    />
  );
}

/** The tab once read: the switch, what is coming, what was sent (stories render it directly). */
export function CustomerRemindersView({
  overview: o,
  customerName,
  onChange,
}: {
  overview: CustomerReminderOverview;
  customerName: string;
  onChange: (paused: boolean, reason?: string) => Promise<void>;
}) {
  const { date } = useFormatters();
  const [askingReason, setAskingReason] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const switchId = useId();
  const reasonId = useId();

  const change = async (paused: boolean) => {
    setBusy(true);
    try {
      await onChange(paused, paused ? reason : undefined);
      toast.success(paused ? `Reminders to ${customerName} paused` : `Reminders to ${customerName} resumed`);
      setAskingReason(false);
      setReason('');
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-2 rounded-md border p-3">
        <div className="flex items-center gap-3">
          <Switch
            id={switchId}
            checked={!o.paused && !askingReason}
            disabled={busy}
            onCheckedChange={(on) =>
              on ? (o.paused ? void change(false) : setAskingReason(false)) : setAskingReason(true)
            }
          />
          <Label htmlFor={switchId}>Send payment reminders to {customerName}</Label>
        </div>
        {o.paused ? (
          <p className="text-sm">
            Paused since {date(o.paused.paused_at)}
            {o.paused.paused_by ? ` by ${o.paused.paused_by}` : ''}
            {o.paused.reason ? `: ${o.paused.reason}` : ''}. Reminders that fall due meanwhile are not sent
            later.
          </p>
        ) : askingReason ? (
          <form
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void change(true);
            }}
          >
            <Label htmlFor={reasonId}>Why pause them? (optional)</Label>
            <Textarea
              id={reasonId}
              rows={2}
              maxLength={500}
              value={reason}
              placeholder="e.g. Payment plan agreed with the finance manager"
              onChange={(e) => setReason(e.target.value)}
            />
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={busy}>
                Pause reminders
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setAskingReason(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">
            {o.enabled
              ? `Unpaid invoices are reminded ${describeOffsets(o.offsets)}.`
              : 'Payment reminders are switched off for everyone in Settings → Sales.'}
          </p>
        )}
      </div>

      <section className="grid gap-2" aria-labelledby={`${switchId}-next`}>
        <h3 id={`${switchId}-next`} className="text-sm font-semibold">
          Coming up
        </h3>
        {o.upcoming.length > 0 && o.enabled && !o.paused ? (
          <UpcomingReminderList rows={o.upcoming} label="Reminders to come" showInvoice />
        ) : (
          <p className="text-sm text-muted-foreground">Nothing scheduled.</p>
        )}
      </section>

      <section className="grid gap-2" aria-labelledby={`${switchId}-past`}>
        <h3 id={`${switchId}-past`} className="text-sm font-semibold">
          Recent reminders
        </h3>
        {o.recent.length > 0 ? (
          <ReminderLogList rows={o.recent} label="Recent reminders" showInvoice />
        ) : (
          <p className="text-sm text-muted-foreground">No reminders yet.</p>
        )}
      </section>
    </div>
  );
}
