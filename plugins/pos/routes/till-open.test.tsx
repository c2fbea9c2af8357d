// What the till asks the server for when it opens (issue 25: "the till is usable ≤ 3 s after opening" with
// 20,000 products; bench:pos times it, ADR 084). Every read goes through the fake supabase client here, so
// the test sees each one: opening the till reads its locations, the open session and its report, the tax
// rates and the price setting — a handful of small rows — and never the catalogue, the stock or a search;
// a scanned code then asks for that code alone. A till that loaded the catalogue (or on hand for it) at
// opening again would fail here before it got slow with a real shop's catalogue. And a scanner's key presses
// re-render the search box alone, not the whole till (the session bar stands for the rest of it).
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
// The session bar as it is, counting its renders: it renders whenever the till's page does.
const renders = vi.hoisted(() => ({ sessionBar: 0 }));
vi.mock('../parts/session-bar.tsx', async (original) => {
  const actual = await original<typeof import('../parts/session-bar.tsx')>();
  return {
    ...actual,
    SessionBar: (props: Parameters<typeof actual.SessionBar>[0]) => {
      renders.sessionBar++;
      return <actual.SessionBar {...props} />;
    },
  };
});

import { HELMET, HELMET_CODE, REPORT } from '../testing/till-fixtures.ts';
import { openTill } from '../testing/till-steps.tsx';
import TillPage from './till-page.tsx';

const CODE = HELMET_CODE;

/** The small things the till needs to sell, and nothing else (an unknown read answers nothing). */
function answer(q: RecordedQuery) {
  switch (q.table) {
    case 'pos_locations':
      return { data: [{ id: 'loc-shop', code: 'shop', name: 'Shop' }] };
    case 'pos_sessions':
      return { data: [{ id: 'session-1' }] };
    case 'rpc/pos_session_report':
      return { data: REPORT };
    case 'tax_codes':
      return { data: [{ code: 'VAT', name: 'VAT' }] };
    case 'rpc/tax_rate_on':
      return { data: '16' };
    case 'sales_settings':
      return { data: { prices_include_tax: false } };
    case 'rpc/pos_till_search':
      return { data: [HELMET] };
    default:
      return { data: null };
  }
}

/** The tables and RPCs read so far, each once, sorted. */
const read = () => [...new Set(fakeSupabase.queries.map((q) => q.table))].sort();

/** Everything that names the catalogue or its stock: none of it may be read to open the till. */
const CATALOGUE = /catalog|stock|on_hand|till_search|movement/;

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
  localStorage.clear();
});

describe('opening the till with a real shop’s catalogue', () => {
  it('reads its location, session, tax rates and price setting — never the catalogue, the stock or a search', async () => {
    renderWithKernel(<TillPage />, { path: '/dashboard/pos', profile: fakeProfile('me', 'staff') });

    const search = await screen.findByLabelText('Search or scan');
    await waitFor(() => expect(search).toHaveFocus());
    const bar = await screen.findByRole('region', { name: 'Till session' });
    await waitFor(() => expect(bar).toHaveTextContent('Session open'));
    await waitFor(() => expect(read()).toContain('rpc/tax_rate_on'));

    expect(read()).toEqual([
      'pos_locations',
      'pos_sessions',
      'rpc/company_profile', // the money and date formats (kit's useFormatters)
      'rpc/pos_session_report',
      'rpc/tax_rate_on',
      'sales_settings',
      'tax_codes',
    ]);
    expect(read().filter((t) => CATALOGUE.test(t))).toEqual([]);
    // The session is looked up for one location, one row.
    const session = fakeSupabase.queries.find((q) => q.table === 'pos_sessions');
    expect(session?.calls).toContainEqual(['eq', 'location_id', 'loc-shop']);
    expect(session?.calls).toContainEqual(['limit', 1]);
  });

  it('asks for a scanned code alone, and adds its line', async () => {
    const { user, search } = await openTill();

    await user.type(search, `${CODE}{Enter}`);
    const cart = await screen.findByRole('list', { name: 'Cart lines' });
    expect(within(cart).getByRole('listitem', { name: HELMET.name })).toBeInTheDocument();

    // Searches are only ever for what was typed, at the till's location, 20 rows at most (the RPC's
    // limit): the last one, Enter's, for the whole code.
    const searches = fakeSupabase.rpcCalls().filter(([name]) => name === 'pos_till_search');
    expect(searches.at(-1)).toEqual(['pos_till_search', { p_query: CODE, p_location: 'loc-shop' }]);
    for (const [, args] of searches)
      expect(CODE.startsWith((args as { p_query: string }).p_query)).toBe(true);
    expect(read().filter((t) => CATALOGUE.test(t))).toEqual(['rpc/pos_till_search']);
  });

  it('re-renders the search box alone for each key a scanner types, the rest of the till once the line is added', async () => {
    const user = userEvent.setup();
    renderWithKernel(<TillPage />, { path: '/dashboard/pos', profile: fakeProfile('me', 'staff') });
    const search = await screen.findByLabelText('Search or scan');
    const bar = await screen.findByRole('region', { name: 'Till session' });
    await waitFor(() => expect(bar).toHaveTextContent('Session open'));
    await waitFor(() => expect(read()).toContain('rpc/tax_rate_on'));
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveValue('loc-shop'));

    const before = renders.sessionBar;
    await user.type(search, CODE);
    expect(search).toHaveValue(CODE);
    expect(renders.sessionBar).toBe(before);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listitem', { name: HELMET.name })).toBeInTheDocument();
    expect(renders.sessionBar).toBeGreaterThan(before);
  });
});
