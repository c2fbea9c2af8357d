// The till's session bar (ADR 059): which session the sales go into, and its actions — open (with the
// float), cash in / out, the X report, close (counted money → Z report). No open session: the till
// says so and offers to open one; it does not sell.
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Button } from '@kit/ui/button.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeftRight, FileText, Lock, Unlock } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { openSessionAt, type SessionReport, sessionKeys, sessionReport } from '../sessions.ts';
import { CashMoveDialog, CloseSessionDialog, OpenSessionDialog } from './session-dialogs.tsx';

/** The open session's report at a location (null: none open); undefined while loading. */
export function useOpenSession(location: string) {
  return useQuery({
    queryKey: [...sessionKeys.all, 'open', location],
    queryFn: async () => {
      const id = await openSessionAt(location);
      return id ? sessionReport(id) : null;
    },
    enabled: !!location,
  });
}

export function SessionBar({ location }: { location: { id: string; name: string } }) {
  const { money, date } = useFormatters();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useOpenSession(location.id);
  const [dialog, setDialog] = useState<'open' | 'cash' | 'close' | null>(null);
  const set = (report: SessionReport | null) =>
    queryClient.setQueryData([...sessionKeys.all, 'open', location.id], report);
  const s = session.data;
  if (session.isLoading)
    return (
      <p role="status" className="mb-4 text-sm text-muted-foreground">
        Finding the till session…
      </p>
    );
  if (session.error)
    return (
      <p role="alert" className="mb-4 text-sm text-destructive">
        The till session could not be read: {(session.error as Error).message}{' '}
        <Button variant="link" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </p>
    );
  return (
    <section
      aria-label="Till session"
      className="mb-4 flex flex-wrap items-center gap-2 rounded-md border p-3 print:hidden"
    >
      {s ? (
        <>
          <p className="mr-auto text-sm">
            <span className="font-medium">Session open</span> since {date(s.opened_at, 'datetime')} · float{' '}
            {money(s.opening_float)} · {s.sales_count} sales · cash expected {money(s.expected_cash)}
          </p>
          <Button variant="outline" onClick={() => setDialog('cash')}>
            <ArrowLeftRight aria-hidden="true" />
            Cash in / out
          </Button>
          <Button variant="outline" asChild>
            <Link to={`/dashboard/pos/sessions/${s.id}`}>
              <FileText aria-hidden="true" />X report
            </Link>
          </Button>
          <Button
            variant="outline"
            onClick={async () => {
              // The latest figures: the expected amounts the count is checked against.
              const fresh = await session.refetch();
              if (fresh.data) setDialog('close');
            }}
          >
            <Lock aria-hidden="true" />
            Close session…
          </Button>
          <CashMoveDialog
            open={dialog === 'cash'}
            onOpenChange={(o) => setDialog(o ? 'cash' : null)}
            session={s.id}
            onDone={(r) => {
              set(r);
              toast.success(`Recorded: cash expected ${money(r.expected_cash)}`);
            }}
          />
          <CloseSessionDialog
            open={dialog === 'close'}
            onOpenChange={(o) => setDialog(o ? 'close' : null)}
            report={s}
            onClosed={(z) => {
              set(null);
              void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
              toast.success(
                `Session closed: Z report ${z.z_number}${z.emailed ? ', e-mailed to the admins' : ''}`,
              );
              navigate(`/dashboard/pos/sessions/${z.id}`);
            }}
          />
        </>
      ) : (
        <>
          <p className="mr-auto text-sm">
            <span className="font-medium">No session is open at {location.name}.</span> Open one with the
            counted float to sell.
          </p>
          <Button onClick={() => setDialog('open')}>
            <Unlock aria-hidden="true" />
            Open session…
          </Button>
          <OpenSessionDialog
            open={dialog === 'open'}
            onOpenChange={(o) => setDialog(o ? 'open' : null)}
            location={location}
            onOpened={(r) => {
              set(r);
              toast.success(`Session open at ${r.location_name}`);
            }}
          />
        </>
      )}
    </section>
  );
}
