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
  /** Modules not built yet (placeholders, ADR 049): they cannot be switched on. */
  unavailableIds?: ReadonlySet<string>;
}) {
  const names = new Map(props.rows.map((r) => [r.id, r]));
  return (
    <ul className="divide-y rounded-lg border">
      {props.rows.map((row) => {
        const unavailable = props.unavailableIds?.has(row.id) === true;
        return (
          <li key={row.id} className="flex items-center justify-between gap-4 p-4">
            <div className="min-w-0">
              <p id={`module-${row.id}-name`} className="font-medium">
                {row.name}
                {unavailable && (
                  <span className="ml-2 rounded-full border px-2 py-0.5 text-xs font-normal text-muted-foreground">
                    Not available yet
                  </span>
                )}
              </p>
              <p id={`module-${row.id}-description`} className="text-sm text-muted-foreground">
                {unavailable && <span className="sr-only">Not available yet. </span>}
                {row.description}
              </p>
              <Dependencies row={row} names={names} />
              {row.changed_by && <LastChange row={row} />}
            </div>
            <Switch
              aria-label={row.name}
              aria-describedby={`module-${row.id}-description`}
              checked={row.is_enabled}
              // A placeholder that is on (switched on before ADR 049) may still be turned off.
              disabled={props.busyIds.has(row.id) || (unavailable && !row.is_enabled)}
              onCheckedChange={(checked) => props.onToggle(row, checked)}
            />
          </li>
        );
      })}
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

/**
 * "Needs Customers (off)" and "Leads and Projects need it": what a switch drags along (ADR 037). The
 * database refuses switching a module on while a module it needs is off.
 */
function Dependencies({ row, names }: { row: ModuleSetting; names: ReadonlyMap<string, ModuleSetting> }) {
  if (row.requires.length === 0 && row.needed_by.length === 0) return null;
  const nameOf = (id: string) => names.get(id)?.name ?? id;
  const needs = row.requires.map(
    (id) => `${nameOf(id)}${names.get(id)?.is_enabled === false ? ' (off)' : ''}`,
  );
  const neededBy = row.needed_by.map(nameOf);
  return (
    <p className="mt-1 text-xs text-muted-foreground" data-testid={`module-${row.id}-dependencies`}>
      {needs.length > 0 && <span>Needs {listText(needs)}.</span>}
      {needs.length > 0 && neededBy.length > 0 && ' '}
      {neededBy.length > 0 && (
        <span>
          {listText(neededBy)} {neededBy.length === 1 ? 'needs' : 'need'} it.
        </span>
      )}
    </p>
  );
}

/** "A", "A and B", "A, B and C". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
