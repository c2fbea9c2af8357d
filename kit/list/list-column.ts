// How a screen declares its list: columns, filters and bulk actions. Plain
// data, so one declaration drives the table, the phone layout, the column
// menu and the CSV file alike.
import type { ComponentType, ReactNode } from 'react';

/**
 * Which columns a narrow screen keeps:
 * - `key`: the row's name (one per list); always shown, links to the row, and on phones carries the
 *   `medium` columns' values beneath it;
 * - `high`: always its own column (status, amount);
 * - `medium` (default): its own column from `sm` (640 px) up, beneath the key cell on phones;
 * - `low`: only from `lg` (1024 px) up; still in the column menu and the CSV.
 */
export type ColumnPriority = 'key' | 'high' | 'medium' | 'low';

/** A value a CSV cell can hold; null and undefined become an empty cell. */
export type CsvValue = string | number | boolean | null | undefined;

export interface ListColumn<T> {
  /** Unique within the list; the URL uses it (`sort=-id`, `hide=id`), so keep it short and stable. */
  id: string;
  /** Plain text: table header, phone label, column menu entry and CSV header. */
  header: string;
  /** The raw value (sorting in memory, default cell, default CSV value); default `row[id]`. */
  value?: (row: T) => unknown;
  /** What the cell shows; default the value as text ('—' when empty). */
  cell?: (row: T) => ReactNode;
  /** Offer sorting by this column (the data source must be able to sort by it). */
  sortable?: boolean;
  priority?: ColumnPriority;
  /** May the user hide it (default yes; the key column never). */
  hideable?: boolean;
  /** Numbers and money read better right-aligned. */
  align?: 'start' | 'end';
  /** The CSV cell; default the raw value. `false` leaves the column out of the file (e.g. actions). */
  exportValue?: ((row: T) => CsvValue) | false;
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A multi-select filter shown as a menu and, once chosen, as removable chips. */
export interface ListFilter {
  /** The URL key (`f.<id>=value`) and the key in `ListState.filters`. */
  id: string;
  label: string;
  options: readonly FilterOption[];
}

export interface BulkAction<T> {
  id: string;
  label: string;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' | 'false' }>;
  /** Asks before running (red button); write `confirm` text for anything that cannot be undone. */
  destructive?: boolean;
  confirm?: { title: (count: number) => string; description: ReactNode; confirmLabel: string };
  /** Receives the selected rows (across pages); the list reloads and clears the selection afterwards. */
  run: (rows: T[]) => void | Promise<void>;
}

/** The raw value of a column for a row. */
export function columnValue<T>(column: ListColumn<T>, row: T): unknown {
  if (column.value) return column.value(row);
  return row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[column.id] : undefined;
}

/** Default text for a raw value. */
export function displayText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date) return value.toLocaleString();
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function renderCell<T>(column: ListColumn<T>, row: T): ReactNode {
  return column.cell ? column.cell(row) : displayText(columnValue(column, row));
}

export const priorityOf = <T>(column: ListColumn<T>): ColumnPriority => column.priority ?? 'medium';
export const canHide = <T>(column: ListColumn<T>): boolean =>
  priorityOf(column) !== 'key' && column.hideable !== false;
