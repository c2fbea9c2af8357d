// Lets the user hide and show columns; the choice lives in the URL (`hide=`).
import { Button } from '@kit/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@kit/ui/dropdown-menu.tsx';
import { Columns3 } from 'lucide-react';
import { canHide, type ListColumn } from './list-column.ts';

export function ColumnMenu<T>(props: {
  columns: readonly ListColumn<T>[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}) {
  const hideable = props.columns.filter(canHide);
  if (hideable.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 aria-hidden="true" />
          Columns
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Show columns</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {hideable.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={!props.hidden.includes(column.id)}
            onSelect={(e) => e.preventDefault()}
            onCheckedChange={(shown) =>
              props.onChange(
                shown ? props.hidden.filter((id) => id !== column.id) : [...props.hidden, column.id],
              )
            }
          >
            {column.header}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
