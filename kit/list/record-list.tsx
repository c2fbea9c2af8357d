// One list component for every back-office module: server-side paging, sort,
// debounced search, filter chips, column visibility, selection with bulk
// actions, CSV export, with the view kept in the URL. Fed by any FetchPage.

import { LoadError } from '@kit/ui/load-error.tsx';
import { SearchInput } from '@kit/ui/search-input.tsx';
import type { QueryKey } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { BulkBar } from './bulk-bar.tsx';
import { ColumnMenu } from './column-menu.tsx';
import { ExportButton } from './export-button.tsx';
import type { FetchPage } from './fetch-page.ts';
import { FilterChips, FilterMenus } from './filter-bar.tsx';
import { type BulkAction, canHide, type ListColumn, type ListFilter } from './list-column.ts';
import { type EmptyContent, NoMatch, NothingYet, PastTheEnd } from './list-messages.tsx';
import { ListPager } from './list-pager.tsx';
import { isNarrowed, LIST_DEFAULTS, type ListDefaults } from './list-state.ts';
import { ListTable } from './list-table.tsx';
import { useListPage } from './use-list-page.ts';
import { useListState } from './use-list-state.ts';

export interface RecordListHandle {
  /** Re-reads the current page (e.g. on a realtime change) keeping page, selection and focus. */
  reload(): void;
}

export interface RecordListProps<T extends object> {
  /** Plural, lower case: "customers". Used in messages ("No customers yet"), labels and the CSV file name. */
  name: string;
  columns: readonly ListColumn<T>[];
  fetchPage: FetchPage<T>;
  /** A stable, unique id per row (selection and focus survive reloads by it). */
  rowId: (row: T) => string;
  filters?: readonly ListFilter[];
  /** Page size, sort and hidden columns before the user changes anything. */
  defaults?: Partial<ListDefaults>;
  /** Actions on selected rows; without any, rows cannot be selected. */
  bulkActions?: readonly BulkAction<T>[];
  /** Where a row leads: rendered as a real link in the key column (middle-click works); Enter follows it. */
  rowHref?: (row: T) => string;
  /** Called on Enter or a click on the row, when the row opens something other than a page (a sheet). */
  onOpen?: (row: T) => void;
  /**
   * The query-cache key its pages are kept under (a key family's `lists()`, e.g. `userKeys.lists()`);
   * invalidating it (useLiveInvalidation, after a write) re-reads the page on screen. Default
   * `['kernel', 'record-list', name]`.
   */
  queryKey?: QueryKey;
  /** Change it to re-read the current page quietly (like `reload()`). */
  refreshKey?: unknown;
  ref?: Ref<RecordListHandle>;
  /** The "no records yet" state; put the screen's primary action here. */
  empty?: EmptyContent;
  /** Offer "Export CSV" (default true). */
  exportable?: boolean;
  /** Extra toolbar content (an "Import" button). */
  toolbar?: ReactNode;
  searchPlaceholder?: string;
  /** Replaces the browser download (tests). */
  download?: (fileName: string, text: string) => void;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function RecordList<T extends object>(props: RecordListProps<T>) {
  const { columns, filters = [], bulkActions = [], name, rowId } = props;
  const vocabulary = {
    sortable: columns.filter((c) => c.sortable).map((c) => c.id),
    filters: filters.map((f) => f.id),
    columns: columns.filter(canHide).map((c) => c.id),
  };
  const defaults: ListDefaults = { ...LIST_DEFAULTS, ...props.defaults };
  const list = useListState(vocabulary, defaults);
  const { state } = list;
  const { page, changing, error, reload } = useListPage(props.fetchPage, state, {
    queryKey: props.queryKey ?? ['kernel', 'record-list', name],
    refreshKey: props.refreshKey,
  });
  useImperativeHandle(props.ref, () => ({ reload }), [reload]);

  // Selection spans pages (select on page 1, then on page 2) but not queries: rows chosen under one
  // search may not match the next, and acting on rows one cannot see is a trap.
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(new Map());
  const selectionScope = JSON.stringify([state.q, state.filters]);
  const [scope, setScope] = useState(selectionScope);
  if (scope !== selectionScope) {
    setScope(selectionScope);
    setSelected(new Map());
  }
  // A reload brings fresh copies of selected rows: bulk actions get what the user sees now.
  useEffect(() => {
    if (!page) return;
    setSelected((current) => {
      const fresh = page.rows.filter((r) => current.has(rowId(r)));
      if (fresh.length === 0) return current;
      const next = new Map(current);
      for (const r of fresh) next.set(rowId(r), r);
      return next;
    });
  }, [page, rowId]);

  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...selected.keys()].map((id) => [id, true as const])),
    [selected],
  );
  const onRowSelectionChange = (next: RowSelectionState) => {
    const byId = new Map((page?.rows ?? []).map((r) => [rowId(r), r]));
    setSelected((current) => {
      const result = new Map<string, T>();
      for (const id of Object.keys(next)) {
        const row = current.get(id) ?? byId.get(id);
        if (row) result.set(id, row);
      }
      return result;
    });
  };

  const [running, setRunning] = useState(false);
  const runBulk = async (action: BulkAction<T>) => {
    setRunning(true);
    try {
      await action.run([...selected.values()]);
      setSelected(new Map());
    } catch (e) {
      toast.error(`${action.label} failed: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setRunning(false);
      reload();
    }
  };

  const rows = page?.rows ?? null;
  const title = capitalise(name);
  let body: ReactNode;
  if (error && !page) body = <LoadError what={name} error={error} onRetry={reload} />;
  // While the next query loads, the last message stays until its answer arrives (no flash of an empty table).
  else if (rows && rows.length === 0)
    body =
      state.page > 1 ? (
        <PastTheEnd onFirst={() => list.setPage(1)} />
      ) : isNarrowed(state) ? (
        <NoMatch name={name} q={state.q} onClear={list.clearFilters} />
      ) : (
        <NothingYet name={name} content={props.empty} />
      );
  else
    body = (
      <div className="rounded-lg border">
        <ListTable
          caption={title}
          columns={columns}
          rows={rows}
          rowId={rowId}
          sort={state.sort}
          onSortChange={list.setSort}
          hidden={state.hidden}
          selectable={bulkActions.length > 0}
          rowSelection={rowSelection}
          onRowSelectionChange={onRowSelectionChange}
          onOpen={props.onOpen}
          rowHref={props.rowHref}
          busy={changing && rows !== null}
        />
      </div>
    );

  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <SearchInput
          value={state.q}
          onChange={list.setSearch}
          aria-label={`Search ${name}`}
          placeholder={props.searchPlaceholder}
        />
        <div className="flex flex-wrap items-center gap-2">
          <FilterMenus filters={filters} chosen={state.filters} onChange={list.setFilter} />
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          <ColumnMenu columns={columns} hidden={state.hidden} onChange={list.setHidden} />
          {props.exportable !== false && (
            <ExportButton
              name={name}
              columns={columns}
              fetchPage={props.fetchPage}
              state={state}
              download={props.download}
            />
          )}
          {props.toolbar}
        </div>
      </div>
      <FilterChips
        filters={filters}
        chosen={state.filters}
        onChange={list.setFilter}
        onClearAll={list.clearFilters}
      />
      {selected.size > 0 && (
        <BulkBar
          count={selected.size}
          actions={bulkActions}
          running={running}
          onRun={(a) => void runBulk(a)}
          onClear={() => setSelected(new Map())}
        />
      )}
      {error && page && <LoadError what={name} error={error} onRetry={reload} />}
      {body}
      {rows && rows.length > 0 && (
        <ListPager
          label={`${title} pages`}
          page={state.page}
          size={state.size}
          shown={rows.length}
          total={page?.total ?? null}
          estimate={page?.totalIsEstimate ?? false}
          onPage={list.setPage}
          onSize={list.setSize}
        />
      )}
    </section>
  );
}
