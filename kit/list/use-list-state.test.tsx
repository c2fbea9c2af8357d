// useListState on a memory router: what each change does to the URL and to history.
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type ListStateControls, useListState } from './use-list-state.ts';

const vocabulary = { sortable: ['name'], filters: ['status'], columns: ['email'] };

function setup(path: string) {
  const latest: { current: ListStateControls | null } = { current: null };
  function Probe() {
    latest.current = useListState(vocabulary, { size: 25, sort: [], hidden: [] });
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const controls = () => latest.current as ListStateControls;
  return { router, controls, search: () => router.state.location.search };
}

describe('useListState', () => {
  it('keeps the screen’s own parameters and drops junk on the first change', () => {
    const { controls, search } = setup('/list?tab=notes&page=zz&sort=secret');
    expect(controls().state).toMatchObject({ page: 1, sort: [] });
    act(() => controls().setPage(2));
    expect(search()).toBe('?tab=notes&page=2');
  });

  it('pushes page, sort and filter changes; replaces for search and columns', () => {
    const { router, controls } = setup('/list');
    act(() => controls().setPage(3));
    expect(router.state.historyAction).toBe('PUSH');
    act(() => controls().setSearch('acme'));
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => controls().setHidden(['email']));
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => controls().setFilter('status', ['open']));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('goes back to page 1 when the search, a filter, the sort or the size changes, not when columns do', () => {
    const { controls } = setup('/list?page=4');
    act(() => controls().setHidden(['email']));
    expect(controls().state.page).toBe(4);
    for (const change of [
      () => controls().setSearch('x'),
      () => controls().setFilter('status', ['open']),
      () => controls().setSort([{ id: 'name', desc: true }]),
      () => controls().setSize(50),
    ]) {
      act(() => controls().setPage(4));
      act(change);
      expect(controls().state.page).toBe(1);
    }
  });

  it('back and forward walk through the views', async () => {
    const { router, controls } = setup('/list');
    act(() => controls().setPage(2));
    act(() => controls().setSort([{ id: 'name', desc: false }]));
    await act(() => router.navigate(-1));
    expect(controls().state).toMatchObject({ page: 2, sort: [] });
    await act(() => router.navigate(1));
    expect(controls().state).toMatchObject({ page: 1, sort: [{ id: 'name', desc: false }] });
  });

  it('clearFilters empties search and filters together', () => {
    const { controls, search } = setup('/list?q=x&f.status=open&f.status=won&page=2&hide=email');
    act(() => controls().clearFilters());
    expect(search()).toBe('?hide=email');
  });
});
