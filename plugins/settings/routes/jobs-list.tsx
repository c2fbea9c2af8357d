import { useFormatters } from '@kit/format/use-company-format.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Switch } from '@kit/ui/switch.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@kit/ui/table.tsx';
import { formatDistanceToNow } from 'date-fns';
import { Play } from 'lucide-react';
import { describeInterval } from '../jobs.ts';
import type { ScheduledJob } from '../jobs-data.ts';

/** "just now" within a minute, else "3 minutes ago" / "in 15 minutes". */
export function sinceOrUntil(at: Date, now = Date.now()): string {
  if (Math.abs(at.getTime() - now) < 60_000) return 'just now';
  return formatDistanceToNow(at, { addSuffix: true });
}

/**
 * The scheduled jobs, one row each: what runs and how often, its last run and outcome, its next
 * run, its counts, the Enabled switch and Run now. Markup only (the panel and the stories feed it).
 * On a phone the table scrolls sideways inside its frame; the job's name stays first.
 */
export function JobsList(props: {
  rows: ScheduledJob[];
  /** Jobs being run by hand: their button shows it and waits. */
  runningNames: ReadonlySet<string>;
  /** Jobs whose switch is being saved: their switch waits. */
  switchingNames: ReadonlySet<string>;
  onRunNow(row: ScheduledJob): void;
  onToggle(row: ScheduledJob, enabled: boolean): void;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table className="min-w-[44rem]">
        <TableHeader>
          <TableRow>
            <TableHead>Job</TableHead>
            <TableHead>Last run</TableHead>
            <TableHead>Next run</TableHead>
            <TableHead className="text-right">Runs</TableHead>
            <TableHead>Enabled</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.rows.map((row) => (
            <JobRow
              key={row.name}
              row={row}
              running={props.runningNames.has(row.name)}
              switching={props.switchingNames.has(row.name)}
              onRunNow={() => props.onRunNow(row)}
              onToggle={(enabled) => props.onToggle(row, enabled)}
            />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function JobRow(props: {
  row: ScheduledJob;
  running: boolean;
  switching: boolean;
  onRunNow(): void;
  onToggle(enabled: boolean): void;
}) {
  const { row } = props;
  const { date } = useFormatters();
  const id = `job-${row.name.replace(/[^a-z0-9-]/g, '-')}`;
  return (
    <TableRow aria-labelledby={`${id}-name`}>
      <TableCell className="align-top">
        <p id={`${id}-name`} className="font-medium break-all">
          {row.name}
        </p>
        <p className="text-sm text-muted-foreground">{describeInterval(row.run_every_seconds)}</p>
        <p className="font-mono text-xs text-muted-foreground break-all">{row.function_name}()</p>
      </TableCell>
      <TableCell className="align-top">
        <StatusBadge row={row} />
        {row.last_run_at && (
          <p className="mt-1 text-xs text-muted-foreground">
            <time dateTime={row.last_run_at} title={date(row.last_run_at, 'datetime')}>
              {sinceOrUntil(new Date(row.last_run_at))}
            </time>
          </p>
        )}
        {row.last_status === 'failed' && row.last_error && (
          <details className="mt-1 max-w-xs text-xs">
            <summary className="cursor-pointer text-destructive">Why it failed</summary>
            <p className="mt-1 whitespace-pre-wrap break-words font-mono">{row.last_error}</p>
          </details>
        )}
      </TableCell>
      <TableCell className="align-top text-sm">
        {row.enabled ? (
          <>
            <time dateTime={row.next_run_at}>{date(row.next_run_at, 'datetime')}</time>
            <p className="text-xs text-muted-foreground">{sinceOrUntil(new Date(row.next_run_at))}</p>
          </>
        ) : (
          <span className="text-muted-foreground">Off: runs only by hand</span>
        )}
      </TableCell>
      <TableCell className="align-top text-right text-sm tabular-nums">
        <p>
          {row.run_count} {row.run_count === 1 ? 'run' : 'runs'}
        </p>
        {row.failure_count > 0 && <p className="text-destructive">{row.failure_count} failed</p>}
      </TableCell>
      <TableCell className="align-top">
        <Switch
          aria-label={`Enabled: ${row.name}`}
          checked={row.enabled}
          disabled={props.switching}
          onCheckedChange={props.onToggle}
        />
      </TableCell>
      <TableCell className="align-top text-right">
        <Button
          variant="outline"
          size="sm"
          aria-label={props.running ? `Running: ${row.name}` : `Run now: ${row.name}`}
          disabled={props.running}
          aria-busy={props.running}
          onClick={props.onRunNow}
        >
          <Play aria-hidden="true" className={props.running ? 'animate-pulse' : undefined} />
          {props.running ? 'Running' : 'Run now'}
        </Button>
      </TableCell>
    </TableRow>
  );
}

function StatusBadge({ row }: { row: ScheduledJob }) {
  if (row.last_status === 'succeeded') return <Badge variant="secondary">Succeeded</Badge>;
  if (row.last_status === 'failed') return <Badge variant="destructive">Failed</Badge>;
  return <Badge variant="outline">Not run yet</Badge>;
}
