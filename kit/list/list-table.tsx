// The table of a record list: TanStack Table in manual mode (the server has
// already searched, sorted and paged the rows) for sorting, selection and
// column visibility; plain kernel/ui table markup; one focusable row at a time
// (arrows move, Enter opens, Space selects), so 25 rows are one tab stop.
import { Checkbox } from '@kit/ui/checkbox.tsx';
import { cn } from '@kit/ui/cn.ts';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@kit/ui/table.tsx';
import {
  type ColumnDef,
  columnVisibilityFeature,
  functionalUpdate,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { columnValue, displayText, type ListColumn, priorityOf, renderCell } from './list-column.ts';
import type { SortKey } from './list-state.ts';

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature, columnVisibilityFeature });
const SELECT = '__select';
const SKELETON_ROWS = 5;

// Narrow screens keep the key and high-priority columns (see ColumnPriority).
const PRIORITY_CLASS = {
  key: '',
  high: '',
  medium: 'hidden sm:table-cell',
  low: 'hidden lg:table-cell',
} as const;

export interface ListTableProps<T> {
  /** Names the table for screen readers ("Customers"). */
  caption: string;
  columns: readonly ListColumn<T>[];
  /** null while the first page loads: skeleton rows. */
  rows: readonly T[] | null;
  rowId: (row: T) => string;
  sort: SortKey[];
  onSortChange: (sort: SortKey[]) => void;
  hidden: readonly string[];
  selectable: boolean;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (next: RowSelectionState) => void;
  onOpen?: (row: T) => void;
  rowHref?: (row: T) => string;
  /** A newer page is on its way: the rows stay but are marked stale. */
  busy: boolean;
}

/** Clicks on these inside a row belong to them, not to "open the row". */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="checkbox"], [role="menuitem"]';

export function ListTable<T extends object>(props: ListTableProps<T>) {
  const { columns, rowId, onSortChange, onRowSelectionChange } = props;
  const navigate = useNavigate();
  const keyColumn = columns.find((c) => priorityOf(c) === 'key') ?? columns[0];
  const rowName = (row: T) => displayText(columnValue(keyColumn, row));

  const columnDefs = useMemo(() => {
    const defs: ColumnDef<typeof features, T>[] = columns.map((c) => ({
      id: c.id,
      accessorFn: (row: T) => columnValue(c, row),
      header: c.header,
      enableSorting: c.sortable === true,
      enableHiding: true,
    }));
    if (props.selectable) defs.unshift({ id: SELECT, enableSorting: false, enableHiding: false });
    return defs;
  }, [columns, props.selectable]);

  const sorting: SortingState = useMemo(
    () => props.sort.map((s) => ({ id: s.id, desc: s.desc })),
    [props.sort],
  );
  const columnVisibility = useMemo(
    () => Object.fromEntries(props.hidden.map((id) => [id, false])),
    [props.hidden],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data: props.rows ?? [],
    getRowId: (row) => rowId(row),
    manualSorting: true,
    enableMultiSort: true,
    enableRowSelection: props.selectable,
    state: { sorting, rowSelection: props.rowSelection, columnVisibility },
    onSortingChange: (updater) =>
      onSortChange(functionalUpdate(updater, sorting).map((s) => ({ id: s.id, desc: s.desc }))),
    onRowSelectionChange: (updater) => onRowSelectionChange(functionalUpdate(updater, props.rowSelection)),
  });

  // Roving focus: the remembered row keeps its place across reloads as long as it is on the page.
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const rowEls = useRef(new Map<string, HTMLTableRowElement>());
  const tableRows = table.getRowModel().rows;
  const tabbableId = tableRows.some((r) => r.id === focusedId) ? focusedId : (tableRows[0]?.id ?? null);

  const open = (row: T) => {
    if (props.onOpen) props.onOpen(row);
    else if (props.rowHref) navigate(props.rowHref(row));
  };
  const canOpen = props.onOpen !== undefined || props.rowHref !== undefined;

  const onRowKeyDown = (e: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    // Keys typed into a control inside a cell belong to that control.
    if (e.target !== e.currentTarget) return;
    const move = (to: number) => {
      const target = tableRows[Math.max(0, Math.min(tableRows.length - 1, to))];
      if (!target) return;
      e.preventDefault();
      setFocusedId(target.id);
      rowEls.current.get(target.id)?.focus();
    };
    const row = tableRows[index];
    if (e.key === 'ArrowDown') move(index + 1);
    else if (e.key === 'ArrowUp') move(index - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(tableRows.length - 1);
    else if (e.key === 'Enter' && canOpen) {
      e.preventDefault();
      open(row.original);
    } else if (e.key === ' ' && props.selectable) {
      e.preventDefault();
      row.toggleSelected();
    }
  };

  const onRowClick = (e: MouseEvent<HTMLTableRowElement>, row: T) => {
    if (!canOpen || (e.target as Element).closest(INTERACTIVE)) return;
    // Selecting text in a row is not a request to open it.
    if (window.getSelection()?.toString()) return;
    open(row);
  };

  const underKey = columns.filter((c) => priorityOf(c) === 'medium' && !props.hidden.includes(c.id));
  const visibleCount = table.getVisibleLeafColumns().length;

  return (
    <Table aria-busy={props.busy} className={cn(props.busy && 'opacity-60 transition-opacity')}>
      <TableCaption className="sr-only">{props.caption}</TableCaption>
      <TableHeader className="bg-muted/50">
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => {
              const column = header.column;
              if (column.id === SELECT) {
                const all = table.getIsAllPageRowsSelected();
                const some = table.getIsSomePageRowsSelected();
                return (
                  <TableHead key={header.id} className="w-10">
                    <Checkbox
                      aria-label="Select all rows on this page"
                      checked={all ? true : some ? 'indeterminate' : false}
                      disabled={tableRows.length === 0}
                      onCheckedChange={(v) => table.toggleAllPageRowsSelected(v === true)}
                    />
                  </TableHead>
                );
              }
              const def = columns.find((c) => c.id === column.id);
              if (!def) return null;
              const sorted = column.getIsSorted();
              const className = cn(PRIORITY_CLASS[priorityOf(def)], def.align === 'end' && 'text-right');
              if (!column.getCanSort())
                return (
                  <TableHead key={header.id} scope="col" className={className}>
                    {def.header}
                  </TableHead>
                );
              const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
              const index = column.getSortIndex();
              return (
                <TableHead
                  key={header.id}
                  scope="col"
                  className={className}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                >
                  <button
                    type="button"
                    onClick={column.getToggleSortingHandler()}
                    title="Click to sort; Shift-click to add a second sort"
                    className={cn(
                      '-mx-2 inline-flex items-center gap-1 rounded-sm px-2 py-1 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      sorted && 'text-foreground',
                      def.align === 'end' && 'flex-row-reverse',
                    )}
                  >
                    {def.header}
                    <Icon className="size-3.5" aria-hidden="true" />
                    {sorted && props.sort.length > 1 && (
                      <span className="text-xs tabular-nums" aria-hidden="true">
                        {index + 1}
                      </span>
                    )}
                  </button>
                </TableHead>
              );
            })}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {props.rows === null &&
          Array.from({ length: SKELETON_ROWS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <TableRow key={i} className="hover:bg-transparent">
              <TableCell colSpan={visibleCount}>
                <Skeleton className="h-5 w-full" />
              </TableCell>
            </TableRow>
          ))}
        {tableRows.map((row, index) => {
          const selected = row.getIsSelected();
          return (
            <TableRow
              key={row.id}
              ref={(el) => {
                if (el) rowEls.current.set(row.id, el);
                else rowEls.current.delete(row.id);
              }}
              tabIndex={row.id === tabbableId ? 0 : -1}
              aria-selected={props.selectable ? selected : undefined}
              data-state={selected ? 'selected' : undefined}
              onFocus={(e) => e.target === e.currentTarget && setFocusedId(row.id)}
              onKeyDown={(e) => onRowKeyDown(e, index)}
              onClick={(e) => onRowClick(e, row.original)}
              className={cn(
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                canOpen && 'cursor-pointer',
              )}
            >
              {row.getVisibleCells().map((cell) => {
                if (cell.column.id === SELECT)
                  return (
                    <TableCell
                      key={cell.id}
                      className="w-10"
                      // A click beside the small box selects too, rather than opening the row.
                      onClick={(e) => {
                        e.stopPropagation();
                        if (e.target === e.currentTarget) row.toggleSelected();
                      }}
                    >
                      <Checkbox
                        tabIndex={-1}
                        aria-label={`Select ${rowName(row.original)}`}
                        checked={selected}
                        onCheckedChange={(v) => row.toggleSelected(v === true)}
                      />
                    </TableCell>
                  );
                const def = columns.find((c) => c.id === cell.column.id);
                if (!def) return null;
                const priority = priorityOf(def);
                const content = renderCell(def, row.original);
                return (
                  <TableCell
                    key={cell.id}
                    className={cn(PRIORITY_CLASS[priority], def.align === 'end' && 'text-right tabular-nums')}
                  >
                    {priority === 'key' && props.rowHref ? (
                      // A real link: middle-click and "open in new tab" work. Out of the tab order because
                      // the row itself is the keyboard's stop (Enter follows the same link).
                      <Link
                        to={props.rowHref(row.original)}
                        tabIndex={-1}
                        className="font-medium hover:underline"
                      >
                        {content}
                      </Link>
                    ) : priority === 'key' ? (
                      <span className="font-medium">{content}</span>
                    ) : (
                      content
                    )}
                    {priority === 'key' && underKey.length > 0 && (
                      // "Label: value" lines that wrap as text: a label column would take the narrow
                      // cell's width from the values (a long e-mail ended up one letter a line).
                      <dl className="mt-1 flex flex-col gap-0.5 text-xs text-muted-foreground sm:hidden">
                        {underKey.map((c) => (
                          <div key={c.id} className="min-w-0">
                            <dt className="inline">{c.header}: </dt>
                            <dd className="inline break-words">{renderCell(c, row.original)}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
