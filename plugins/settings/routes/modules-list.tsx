import { Switch } from '@kernel/ui/switch.tsx';
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
