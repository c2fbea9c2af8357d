// The command palette as a user meets it: the shortcut, the top bar's button,
// what it lists for whom, how it searches as you type, and what it remembers.
// Plugins here are tiny fake manifests (tests never import plugins/).

import { fakeProfile, fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import type { SearchContext, SearchHit } from '@kernel/registry/extension-points.ts';
import type { PluginManifest } from '@kernel/registry/types.ts';
import type { Role } from '@kernel/roles.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileText, UserCog } from 'lucide-react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { GlobalSearch } from '@kit/shell/global-search.tsx';

beforeAll(() => {
  // jsdom lays nothing out: cmdk measures its list and scrolls the chosen item into view.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
});

type Search = (query: string, client: unknown, context: SearchContext) => Promise<SearchHit[]>;

// Built screens: a plugin with only coming-soon screens is a placeholder and has no menu entry (ADR 049).
const builtScreen = async () => ({ default: () => null });

function plugins(search: { leads?: Search; customers?: Search } = {}): PluginManifest[] {
  return [
    {
      id: 'leads',
      moduleId: 'leads',
      title: 'Leads',
      description: 'Enquiries',
      nav: { label: 'Leads', icon: FileText, section: 'sales', order: 10 },
      routes: [{ path: '/dashboard/leads', title: 'Leads', load: builtScreen }],
      ...(search.leads && { searchSources: [{ id: 'leads', label: 'Leads', search: search.leads }] }),
      commands: [{ id: 'new-lead', label: 'New lead', path: '/dashboard/leads?new=1', keywords: ['add'] }],
    },
    {
      id: 'customers',
      moduleId: 'customers',
      title: 'Customers',
      description: 'Clients',
      nav: { label: 'Customers', icon: FileText, section: 'sales', order: 20 },
      routes: [{ path: '/dashboard/customers', title: 'Customers', load: builtScreen }],
      ...(search.customers && {
        searchSources: [{ id: 'customers', label: 'Customers', search: search.customers }],
      }),
    },
    {
      id: 'users',
      moduleId: 'users',
      requiredRole: 'admin',
      title: 'Users',
      description: 'Accounts',
      nav: { label: 'Users', icon: UserCog, section: 'admin', order: 10 },
      routes: [{ path: '/dashboard/users', title: 'Users', load: builtScreen }],
      commands: [{ id: 'new-user', label: 'New staff user', path: '/dashboard/users?new=1' }],
    },
  ];
}

function renderPalette(options: { role?: Role; installed?: PluginManifest[] } = {}) {
  const user = userEvent.setup();
  const view = renderWithKernel(
    <main>
      <input aria-label="Notes" />
      <GlobalSearch />
    </main>,
    {
      path: '/dashboard',
      route: '/dashboard/*',
      profile: fakeProfile('me', options.role ?? 'admin'),
      plugins: options.installed ?? plugins(),
    },
  );
  return { user, ...view };
}

const palette = () => screen.findByRole('dialog', { name: 'Search' });
/** The titles of the choices shown (subtitles left out). */
const titles = (options: HTMLElement[]) => options.map((o) => o.querySelector('span')?.textContent);
const options = () => titles(screen.queryAllByRole('option'));

/** A search answer the test settles when it wants to. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => fakeSupabase.reset());

describe('the command palette', () => {
  it('Ctrl+K opens the palette and Enter goes to the chosen module', async () => {
    const { user, location } = renderPalette();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    await user.type(within(dialog).getByRole('combobox'), 'lea');
    // Pages come before actions: "lea" most likely means the Leads page.
    await waitFor(() => expect(options()).toEqual(['Leads', 'New lead']));
    await user.keyboard('{Enter}');
    expect(location().pathname).toBe('/dashboard/leads');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('⌘K opens it too, and arrows move between choices', async () => {
    const { user, location } = renderPalette();
    await user.keyboard('{Meta>}k{/Meta}');
    const dialog = await palette();
    await user.type(within(dialog).getByRole('combobox'), 'new');
    await waitFor(() => expect(options()).toEqual(['New lead', 'New staff user']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location().pathname + location().search).toBe('/dashboard/users?new=1');
  });

  it('the Search button opens it, Esc closes it and focus returns to the button', async () => {
    const { user } = renderPalette();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await user.click(button);
    const dialog = await palette();
    expect(within(dialog).getByRole('combobox')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('focus returns to the field the user was typing in when they pressed Ctrl+K', async () => {
    const { user } = renderPalette();
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveFocus());
  });

  it('a staff member does not see admin-only modules', async () => {
    const { user } = renderPalette({ role: 'staff' });
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await waitFor(() => expect(options()).toContain('Leads'));
    expect(options().join()).not.toMatch(/Users|New staff user/);
  });

  it('a module switched off is neither a page nor a search source', async () => {
    const search = vi.fn<Search>(async () => [{ title: 'Acme Ltd', path: '/dashboard/customers/1' }]);
    const user = userEvent.setup();
    renderWithKernel(<GlobalSearch />, {
      path: '/dashboard',
      route: '/dashboard/*',
      profile: fakeProfile('me', 'admin'),
      plugins: plugins({ customers: search }),
      modules: [{ id: 'customers', name: 'Customers', is_enabled: false }],
    });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(within(await palette()).getByRole('combobox'), 'ac');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results'));
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText('No results for “ac”')).toBeInTheDocument();
  });

  it('records are searched as the user types, under their source’s label, and Enter opens one', async () => {
    const search = vi.fn<Search>(async (q) => [
      { title: 'Acme Ltd', subtitle: 'Nairobi', path: '/dashboard/customers/7' },
      { title: `Match for ${q}`, path: '/dashboard/customers/8' },
    ]);
    const { user, location } = renderPalette({ installed: plugins({ customers: search }) });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(within(await palette()).getByRole('combobox'), 'acme');
    const group = await screen.findByRole('group', { name: 'Customers' });
    expect(titles(within(group).getAllByRole('option'))).toEqual(['Acme Ltd', 'Match for acme']);
    // Debounced: one question for the whole word, with the palette's limit and a signal.
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('acme');
    expect(search.mock.calls[0]?.[2].limit).toBe(5);
    expect(search.mock.calls[0]?.[2].signal).toBeInstanceOf(AbortSignal);
    await user.click(within(group).getByRole('option', { name: /Acme Ltd/ }));
    expect(location().pathname).toBe('/dashboard/customers/7');
  });

  it('a slow answer for an old query never replaces a newer one', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<SearchHit[]>>>();
    const signals = new Map<string, AbortSignal>();
    const search = vi.fn<Search>((q, _client, { signal }) => {
      const d = deferred<SearchHit[]>();
      answers.set(q, d);
      signals.set(q, signal);
      return d.promise;
    });
    const { user } = renderPalette({ installed: plugins({ customers: search }) });
    await user.keyboard('{Control>}k{/Control}');
    const input = within(await palette()).getByRole('combobox');
    await user.type(input, 'am');
    await waitFor(() => expect(answers.has('am')).toBe(true));
    expect(await screen.findByText('Searching Customers…')).toBeInTheDocument();
    await user.type(input, 'ina');
    await waitFor(() => expect(answers.has('amina')).toBe(true));
    answers.get('amina')?.resolve([{ title: 'Amina Hassan', path: '/dashboard/customers/2' }]);
    expect(await screen.findByRole('option', { name: 'Amina Hassan' })).toBeInTheDocument();
    // The old question was called off, and its late answer changes nothing.
    expect(signals.get('am')?.aborted).toBe(true);
    await act(async () => {
      answers.get('am')?.resolve([{ title: 'Amos Kariuki', path: '/dashboard/customers/1' }]);
      await answers.get('am')?.promise;
    });
    expect(screen.queryByRole('option', { name: 'Amos Kariuki' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Amina Hassan' })).toBeInTheDocument();
  });

  it('a failing source says so while others still show', async () => {
    const { user } = renderPalette({
      installed: plugins({
        leads: async () => {
          throw new Error('permission denied for table leads');
        },
        customers: async () => [{ title: 'Acme Ltd', path: '/dashboard/customers/7' }],
      }),
    });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(within(await palette()).getByRole('combobox'), 'acme');
    expect(
      await screen.findByText('Leads could not be searched: permission denied for table leads'),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Acme Ltd' })).toBeInTheDocument();
  });

  it('a single letter asks no source; the search starts from the second', async () => {
    const search = vi.fn<Search>(async () => []);
    const { user } = renderPalette({ installed: plugins({ customers: search }) });
    await user.keyboard('{Control>}k{/Control}');
    const input = within(await palette()).getByRole('combobox');
    await user.type(input, 'u');
    await waitFor(() => expect(options()).toEqual(['Users', 'New staff user']));
    await user.type(input, 's');
    await waitFor(() => expect(search).toHaveBeenCalled());
    expect(search.mock.calls.map(([q]) => q)).toEqual(['us']);
  });

  it('recent choices are remembered per user and shown while the box is empty', async () => {
    const { user, unmount } = renderPalette();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(within(await palette()).getByRole('combobox'), 'cust');
    await waitFor(() => expect(options()).toEqual(['Customers']));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{Control>}k{/Control}');
    const recent = await screen.findByRole('group', { name: 'Recent' });
    expect(titles(within(recent).getAllByRole('option'))).toEqual(['Customers']);
    unmount();

    // Another account on the same browser starts without them.
    renderWithKernel(<GlobalSearch />, {
      path: '/dashboard',
      route: '/dashboard/*',
      profile: fakeProfile('someone-else', 'admin'),
      plugins: plugins(),
    });
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    expect(screen.queryByRole('group', { name: 'Recent' })).not.toBeInTheDocument();
  });
});
