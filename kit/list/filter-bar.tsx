// Declared filters as menus of checkboxes (several values of one filter mean
// "any of them"), and the chosen values as chips that remove themselves.
import { Button } from '@kit/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@kit/ui/dropdown-menu.tsx';
import { ChevronDown, X } from 'lucide-react';
import type { ListFilter } from './list-column.ts';

export function FilterMenus(props: {
  filters: readonly ListFilter[];
  chosen: Readonly<Record<string, string[]>>;
  onChange: (id: string, values: string[]) => void;
}) {
  return props.filters.map((filter) => {
    const chosen = props.chosen[filter.id] ?? [];
    return (
      <DropdownMenu key={filter.id}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" aria-label={`Filter by ${filter.label}`}>
            {filter.label}
            {chosen.length > 0 && (
              <span className="rounded-sm bg-secondary px-1 text-xs tabular-nums">{chosen.length}</span>
            )}
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>{filter.label}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {filter.options.map((option) => {
            const checked = chosen.includes(option.value);
            return (
              <DropdownMenuCheckboxItem
                key={option.value}
                checked={checked}
                // Keep the menu open: choosing two statuses should not take two trips.
                onSelect={(e) => e.preventDefault()}
                onCheckedChange={(on) =>
                  props.onChange(
                    filter.id,
                    on ? [...chosen, option.value] : chosen.filter((v) => v !== option.value),
                  )
                }
              >
                {option.label}
              </DropdownMenuCheckboxItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
    );
  });
}

export function FilterChips(props: {
  filters: readonly ListFilter[];
  chosen: Readonly<Record<string, string[]>>;
  onChange: (id: string, values: string[]) => void;
  onClearAll: () => void;
}) {
  const chips = props.filters.flatMap((filter) =>
    (props.chosen[filter.id] ?? []).map((value) => ({
      filter,
      value,
      label: filter.options.find((o) => o.value === value)?.label ?? value,
    })),
  );
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {chips.map(({ filter, value, label }) => (
        <li key={`${filter.id}=${value}`}>
          <span className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-2.5 text-xs text-secondary-foreground">
            <span>
              <span className="text-muted-foreground">{filter.label}:</span> {label}
            </span>
            <button
              type="button"
              aria-label={`Remove filter ${filter.label}: ${label}`}
              onClick={() =>
                props.onChange(
                  filter.id,
                  (props.chosen[filter.id] ?? []).filter((v) => v !== value),
                )
              }
              className="rounded-full p-0.5 hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </span>
        </li>
      ))}
      <li>
        <Button variant="link" size="sm" className="h-auto px-1" onClick={props.onClearAll}>
          Clear all
        </Button>
      </li>
    </ul>
  );
}
