// RecordList as a user meets it, on an in-memory source inside a memory router.
import { createTestQueryClient } from '@kernel/app/testing/render-with-kernel.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { createRef } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchPage, ListPage } from './fetch-page.ts';
import type { ListColumn, ListFilter } from './list-column.ts';
import type { ListState } from './list-state.ts';
import { memorySource, queryMemory } from './memory-source.ts';
import { RecordList, type RecordListHandle, type RecordListProps } from './record-list.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

interface Customer {
  id: string;
  name: string;
  status: 'open' | 'won' | 'lost';
  email: string;
}
const STATUSES = ['open', 'won', 'lost'] as const;
const customers: Customer[] = Array.from({ length: 60 }, (_, i) => ({
  id: `c${i + 1}`,
  name: `Customer ${String(i + 1).padStart(2, '0')}`,
  status: STATUSES[i % 3],
  email: `c${i + 1}@example.test`,
}));
const columns: ListColumn<Customer>[] = [
  { id: 'name', header: 'Name', priority: 'key', sortable: true },
  { id: 'status', header: 'Status', priority: 'high', sortable: true },
  { id: 'email', header: 'Email' },
];
const filters: ListFilter[] = [
  { id: 'status', label: 'Status', options: STATUSES.map((s) => ({ value: s, label: s.toUpperCase() })) },
];

let router: ReturnType<typeof createMemoryRouter>;
let queryClient: ReturnType<typeof createTestQueryClient>;
const url = () => new URLSearchParams(router.state.location.search);

function renderList(props: Partial<RecordListProps<Customer>> = {}, path = '/customers') {
  const all: RecordListProps<Customer> = {
    name: 'customers',
    columns,
    filters,
    rowId: (c) => c.id,
    fetchPage: memorySource(customers, { searchText: (c) => c.name }),
    ...props,
  };
  router = createMemoryRouter(
    [
      { path: '/customers', element: <RecordList {...all} /> },
      { path: '/customers/:id', element: <p>Customer page</p> },
    ],
    { initialEntries: [path] },
  );
  queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCellTexts = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);

/** A fetchPage whose answers the test releases one by one. */
function manualSource() {
  const calls: { state: ListState; signal: AbortSignal; resolve: (p: ListPage<Customer>) => void }[] = [];
  const fetchPage: FetchPage<Customer> = (state, signal) =>
    new Promise((resolve) => calls.push({ state, signal, resolve }));
  const answer = (i: number) => calls[i].resolve(queryMemory(customers, calls[i].state));
  return { calls, fetchPage, answer };
}

beforeEach(() => vi.clearAllMocks());

describe('a user browsing a record list', () => {
  it('sees the first page with an exact count', async () => {
    renderList();
    expect(await screen.findByRole('cell', { name: /Customer 01/ })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('Showing 1–25 of 60')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('a user sorts by name and the URL keeps it', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Customer 01');
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(url().get('sort')).toBe('name'));
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(url().get('sort')).toBe('-name'));
    await waitFor(() => expect(firstCellTexts()[0]).toMatch(/Customer 60/));
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('back restores the previous page', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Customer 01');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('cell', { name: /Customer 26/ })).toBeInTheDocument();
    expect(url().get('page')).toBe('2');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('cell', { name: /Customer 01/ })).toBeInTheDocument();
    expect(url().get('page')).toBeNull();
  });

  it('on a phone the key cell carries the medium columns beneath the name', async () => {
    renderList();
    await screen.findByText('Customer 01');
    const keyCell = within(bodyRows()[0]).getAllByRole('cell')[0];
    const term = within(keyCell).getByRole('term');
    expect(term).toHaveTextContent('Email');
    expect(term.closest('dl')).toHaveClass('sm:hidden');
    expect(within(keyCell).getByRole('definition')).toHaveTextContent('c1@example.test');
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveClass('hidden', 'sm:table-cell');
  });

  it('a shared link opens the same view', async () => {
    renderList({}, '/customers?sort=-name&page=2&size=10&f.status=won&hide=email');
    await waitFor(() => expect(firstCellTexts()[0]).toMatch(/Customer 29/));
    expect(screen.getByText('Showing 11–20 of 20')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Status: WON' })).toBeInTheDocument();
  });

  it('a search replaces the history entry and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderList({}, '/customers?page=2');
    await screen.findByText('Customer 26');
    // Pasted, not typed: this test is about the URL (typing 10 characters re-renders a 60-row list 10 times, slow
    // on a loaded machine). The box keeping what was typed while the list applies earlier reports late is
    // kit/ui/search-input.test.tsx's (ADR 087).
    await user.click(screen.getByRole('searchbox', { name: 'Search customers' }));
    await user.paste('customer 4');
    await waitFor(() => expect(url().get('q')).toBe('customer 4'));
    expect(url().get('page')).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });

  it('a slow old answer never replaces a newer one', async () => {
    const user = userEvent.setup();
    const source = manualSource();
    renderList({ fetchPage: source.fetchPage });
    source.answer(0);
    await screen.findByText('Customer 01');
    const sort = within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button');
    await user.click(sort); // name ascending: slow
    await user.click(sort); // name descending: fast
    await waitFor(() => expect(source.calls).toHaveLength(3));
    expect(source.calls[1].signal.aborted).toBe(true);
    source.answer(2);
    await waitFor(() => expect(firstCellTexts()[0]).toMatch(/Customer 60/));
    source.answer(1);
    await act(() => Promise.resolve());
    expect(firstCellTexts()[0]).toMatch(/Customer 60/);
  });

  it('Enter opens the focused row, arrows move between rows', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderList({ onOpen });
    await screen.findByText('Customer 01');
    bodyRows()[0].focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(bodyRows()[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(customers[1]);
  });

  it('rows link to their page: a real link for the mouse, Enter for the keyboard', async () => {
    const user = userEvent.setup();
    renderList({ rowHref: (c) => `/customers/${c.id}` });
    const link = await screen.findByRole('link', { name: 'Customer 01' });
    expect(link).toHaveAttribute('href', '/customers/c1');
    bodyRows()[2].focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Customer page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customers/c3');
  });

  it('Space selects rows and a destructive bulk action asks before running', async () => {
    const user = userEvent.setup();
    const run = vi.fn();
    const fetchPage = vi.fn(memorySource(customers));
    renderList({ fetchPage, bulkActions: [{ id: 'delete', label: 'Delete', destructive: true, run }] });
    await screen.findByText('Customer 01');
    bodyRows()[0].focus();
    await user.keyboard(' {ArrowDown} ');
    expect(bodyRows()[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('checkbox', { name: 'Select Customer 02' })).toBeChecked();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(run).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog');
    const calls = fetchPage.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(run).toHaveBeenCalledWith([customers[0], customers[1]]);
    await waitFor(() => expect(fetchPage.mock.calls.length).toBe(calls + 1));
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('selection spans pages but not searches', async () => {
    const user = userEvent.setup();
    const run = vi.fn();
    renderList({ bulkActions: [{ id: 'tag', label: 'Tag', run }] });
    await screen.findByText('Customer 01');
    await user.click(screen.getByRole('checkbox', { name: 'Select Customer 01' }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Customer 26' }));
    await user.click(screen.getByRole('button', { name: 'Tag' }));
    expect(run).toHaveBeenCalledWith([customers[0], customers[25]]);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('25 selected')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'x{Enter}');
    await waitFor(() => expect(screen.queryByText(/selected$/)).not.toBeInTheDocument());
  });

  it('reload() keeps the page, the selection and the focused row', async () => {
    const user = userEvent.setup();
    const ref = createRef<RecordListHandle>();
    const fetchPage = vi.fn(memorySource(customers));
    renderList(
      { ref, fetchPage, bulkActions: [{ id: 'tag', label: 'Tag', run: vi.fn() }] },
      '/customers?page=2',
    );
    await screen.findByText('Customer 26');
    bodyRows()[3].focus();
    await user.keyboard(' ');
    const calls = fetchPage.mock.calls.length;
    act(() => ref.current?.reload());
    await waitFor(() => expect(fetchPage.mock.calls.length).toBe(calls + 1));
    expect(fetchPage.mock.calls.at(-1)?.[0].page).toBe(2);
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false'));
    expect(bodyRows()[3]).toHaveFocus();
    expect(bodyRows()[3]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('re-reads the page on screen when its query key is invalidated (a realtime change), and Back shows a read page at once', async () => {
    const fetchPage = vi.fn(memorySource(customers));
    renderList({ fetchPage, queryKey: ['crm', 'customers', 'list'] }, '/customers?page=2');
    await screen.findByText('Customer 26');
    const calls = fetchPage.mock.calls.length;
    await act(() => queryClient.invalidateQueries({ queryKey: ['crm', 'customers'] }));
    await waitFor(() => expect(fetchPage.mock.calls.length).toBe(calls + 1));
    expect(fetchPage.mock.calls.at(-1)?.[0].page).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Customer 51')).toBeInTheDocument();
    const afterNext = fetchPage.mock.calls.length;
    await act(() => router.navigate(-1));
    // Page 2 comes from the cache (still fresh): no request, no skeleton.
    expect(screen.getByText('Customer 26')).toBeInTheDocument();
    expect(fetchPage.mock.calls.length).toBe(afterNext);
  });

  it('dims the rows while another page loads, not while the page on screen is read again (a live change)', async () => {
    const source = manualSource();
    renderList({ fetchPage: source.fetchPage, queryKey: ['crm', 'customers', 'list'] });
    source.answer(0);
    await screen.findByText('Customer 01');
    // A live change: the same page is read again, quietly.
    await act(() => {
      void queryClient.invalidateQueries({ queryKey: ['crm', 'customers'] });
    });
    await waitFor(() => expect(source.calls).toHaveLength(2));
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    source.answer(1);
    // Another page: the previous one stays on screen, dimmed and busy, until it arrives.
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(source.calls).toHaveLength(3));
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    source.answer(2);
    expect(await screen.findByText('Customer 26')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  });

  it('export writes every filtered row, not just the page', async () => {
    const user = userEvent.setup();
    const download = vi.fn();
    renderList({ download }, '/customers?f.status=open&sort=-name');
    await screen.findByRole('cell', { name: /Customer 58/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const [fileName, text] = download.mock.calls[0] as [string, string];
    expect(fileName).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(lines[0]).toEqual(['Name', 'Status', 'Email']);
    expect(lines).toHaveLength(21);
    expect(lines[1]).toEqual(['Customer 58', 'open', 'c58@example.test']);
    expect(lines.slice(1).every((l) => l[1] === 'open')).toBe(true);
  });

  it('export can be cancelled', async () => {
    const user = userEvent.setup();
    const download = vi.fn();
    const source = manualSource();
    renderList({ download, fetchPage: source.fetchPage });
    source.answer(0);
    await screen.findByText('Customer 01');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(source.calls[1].signal.aborted).toBe(true);
    source.answer(1);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();
  });
});

describe('what a list says instead of rows', () => {
  it('no records yet, with the screen’s primary action', async () => {
    renderList({
      fetchPage: memorySource([]),
      empty: { action: <button type="button">New customer</button> },
    });
    expect(await screen.findByText('No customers yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New customer' })).toBeInTheDocument();
  });

  it('no match for a search, with a way to clear it', async () => {
    const user = userEvent.setup();
    renderList({}, '/customers?q=xyz&f.status=open');
    expect(await screen.findByText('No customers match “xyz”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('cell', { name: /Customer 01/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('a failed load with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const ok = memorySource(customers);
    renderList({
      fetchPage: (state, signal) => (fail ? Promise.reject(new Error('Network down')) : ok(state, signal)),
    });
    expect(await screen.findByText(/Customers could not be loaded/)).toBeInTheDocument();
    expect(screen.getByText(/Network down/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: /Customer 01/ })).toBeInTheDocument();
  });

  it('"about N" when the source says the total is an estimate', async () => {
    renderList({ fetchPage: memorySource(customers, { estimateAbove: 50 }) });
    expect(await screen.findByText('Showing 1–25 of about 60')).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });

  it('skeleton rows while the first page loads', () => {
    renderList({ fetchPage: () => new Promise(() => {}) });
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('an empty page past the end offers the first page', async () => {
    const user = userEvent.setup();
    renderList({}, '/customers?page=9');
    await user.click(await screen.findByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByRole('cell', { name: /Customer 01/ })).toBeInTheDocument();
  });
});

describe('filters and columns', () => {
  it('chips remove one value; "Clear all" removes every filter', async () => {
    const user = userEvent.setup();
    renderList({}, '/customers?f.status=open&f.status=won');
    await user.click(await screen.findByRole('button', { name: 'Remove filter Status: OPEN' }));
    await waitFor(() => expect(url().getAll('f.status')).toEqual(['won']));
    expect(router.state.historyAction).toBe('PUSH');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(url().getAll('f.status')).toEqual([]));
  });

  it('a filter chosen from its menu narrows the list', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Customer 01');
    await user.click(screen.getByRole('button', { name: 'Filter by Status' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'LOST' }));
    await waitFor(() => expect(url().getAll('f.status')).toEqual(['lost']));
    await waitFor(() => expect(screen.getByText('Showing 1–20 of 20')).toBeInTheDocument());
  });

  it('the column menu hides a column and the URL remembers it', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('columnheader', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Name' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Email' }));
    await waitFor(() => expect(url().get('hide')).toBe('email'));
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
  });
});
