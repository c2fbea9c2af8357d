import { useFormatters } from '@kit/format/use-company-format.ts';
import { Switch } from '@kit/ui/switch.tsx';
import { formatDistanceToNow } from 'date-fns';
import type { ModuleSetting } from '../data.ts';

/** One row per module with its switch; the switch's accessible name is the module's name. */
export function ModulesList(props: {
  rows: ModuleSetting[];
  /** Modules whose change is being saved: their switch waits. */
  busyIds: ReadonlySet<string>;
  onToggle(row: ModuleSetting, enabled: boolean): void;
}) {
  return (
    <ul className="divide-y rounded-lg border">
      {props.rows.map((row) => (
        <li key={row.id} className="flex items-center justify-between gap-4 p-4">
          <div className="min-w-0">
            <p id={`module-${row.id}-name`} className="font-medium">
              {row.name}
            </p>
            <p id={`module-${row.id}-description`} className="text-sm text-muted-foreground">
              {row.description}
            </p>
            {row.changed_by && <LastChange row={row} />}
          </div>
          <Switch
            aria-label={row.name}
            aria-describedby={`module-${row.id}-description`}
            checked={row.is_enabled}
            disabled={props.busyIds.has(row.id)}
            onCheckedChange={(checked) => props.onToggle(row, checked)}
          />
        </li>
      ))}
    </ul>
  );
}

/** "Turned off 3 hours ago by Grace Wanjiru": the answer to "where did Leads go?". */
function LastChange({ row }: { row: ModuleSetting }) {
  const { date } = useFormatters();
  const at = new Date(row.updated_at);
  return (
    <p className="mt-1 text-xs text-muted-foreground">
      Turned {row.is_enabled ? 'on' : 'off'}{' '}
      <time dateTime={row.updated_at} title={date(at, 'datetime')}>
        {formatDistanceToNow(at, { addSuffix: true })}
      </time>{' '}
      by {row.changed_by}
    </p>
  );
}
