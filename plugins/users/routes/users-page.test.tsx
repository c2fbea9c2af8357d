// The Users screen on the kernel's test harness: a fake supabase client answers the RPCs, and the
// signed-in admin is given to renderWithKernel.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import type { Role } from '@kernel/roles.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../data.ts';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
// The browser download is the one thing jsdom cannot do: the file's text is caught here instead.
const downloadText = vi.hoisted(() => vi.fn());
vi.mock('@kit/list/csv-export.ts', async (original) => ({
  ...(await original<typeof import('@kit/list/csv-export.ts')>()),
  downloadText,
}));

import UsersPage from './users-page.tsx';

function user(partial: Partial<UserRow> & Pick<UserRow, 'auth_id' | 'full_name' | 'role'>): UserRow {
  return {
    email: `${partial.auth_id}@demo.safeworks.test`,
    phone: null,
    job_title: null,
    is_active: true,
    last_sign_in_at: null,
    created_at: '2026-01-01T00:00:00Z',
    total_count: 3,
    ...partial,
  };
}
const ROWS = [
  user({ auth_id: 'me', full_name: 'Alice Admin', role: 'admin' }),
  user({ auth_id: 'boss', full_name: 'Sam Super', role: 'superadmin' }),
  user({ auth_id: 'kip', full_name: 'Kip Staff', role: 'staff', job_title: 'Safety officer' }),
];

const rpc = fakeSupabase.rpc;
/** admin_list_users' arguments for a plain first page, with what a test changes. */
const listArgs = (changed: Record<string, unknown> = {}) => ({
  search: null,
  show: null,
  sort: null,
  page_size: 25,
  page_offset: 0,
  ...changed,
});
const listAnswer = (q: RecordedQuery) =>
  q.table === 'rpc/admin_list_users' ? { data: ROWS } : { data: null };

let screenAt: ReturnType<typeof renderWithKernel>;
function renderAt(path: string, me: { id: string; role: Role } = { id: 'me', role: 'admin' }) {
  screenAt = renderWithKernel(<UsersPage />, { path, profile: fakeProfile(me.id, me.role) });
}
const search = () => screenAt.location().search;
/** The last RPC that changed something (the list is read again after every change). */
const lastWrite = () =>
  fakeSupabase
    .rpcCalls()
    .filter(([fn]) => fn !== 'admin_list_users')
    .at(-1);

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
  fakeSupabase.respond(listAnswer);
});

describe('an admin managing users', () => {
  it('sees the first page of users from admin_list_users with a count', async () => {
    renderAt('/dashboard/users');
    expect(await screen.findByRole('cell', { name: /Kip Staff/ })).toBeInTheDocument();
    expect(rpc).toHaveBeenCalledWith('admin_list_users', listArgs());
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Safety officer')).toBeInTheDocument();
    // Each name opens that member's record page.
    expect(screen.getByRole('link', { name: 'Kip Staff' })).toHaveAttribute('href', '/dashboard/users/kip');
  });

  it('is offered no action on their own row nor on a superadmin', async () => {
    renderAt('/dashboard/users');
    await screen.findByRole('cell', { name: /Kip Staff/ });
    expect(screen.queryByRole('combobox', { name: 'Role of Alice Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable Alice Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of Sam Super' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable Sam Super' })).not.toBeInTheDocument();
    const kipRole = screen.getByRole('combobox', { name: 'Role of Kip Staff' });
    expect(
      within(kipRole)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['customer', 'staff']);
  });

  it('changes a role only after confirming', async () => {
    renderAt('/dashboard/users');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Kip Staff' }),
      'customer',
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Make Kip Staff customer?' });
    expect(rpc).not.toHaveBeenCalledWith('admin_set_user_role', expect.anything());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(rpc).toHaveBeenCalledWith('admin_set_user_role', {
        target_auth_id: 'kip',
        new_role: 'customer',
      }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Kip Staff is now customer',
        expect.objectContaining({ action: expect.objectContaining({ label: 'Undo' }) }),
      ),
    );
    // Undo puts the old role back at once, without asking again, and offers no second undo.
    act(() => toast.success.mock.calls[0][1].action.onClick());
    await waitFor(() =>
      expect(lastWrite()).toEqual([
        'admin_set_user_role',
        {
          target_auth_id: 'kip',
          new_role: 'staff',
        },
      ]),
    );
    await waitFor(() => expect(toast.success).toHaveBeenLastCalledWith('Kip Staff is now staff'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('undoes a disable by enabling the account again', async () => {
    renderAt('/dashboard/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Kip Staff' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Kip Staff disabled', expect.anything()));
    act(() => toast.success.mock.calls[0][1].action.onClick());
    await waitFor(() =>
      expect(lastWrite()).toEqual(['admin_set_user_active', { target_auth_id: 'kip', active: true }]),
    );
  });

  it('disables an account after confirming and shows the server’s refusal', async () => {
    fakeSupabase.respond((q) =>
      q.table === 'rpc/admin_list_users'
        ? { data: ROWS }
        : { data: null, error: { message: 'Only a superadmin can disable an administrator', code: '42501' } },
    );
    renderAt('/dashboard/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Kip Staff' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(rpc).toHaveBeenCalledWith('admin_set_user_active', { target_auth_id: 'kip', active: false }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Only a superadmin can disable an administrator'),
    );
  });

  it('keeps the search and page in the address bar', async () => {
    renderAt('/dashboard/users?page=3');
    await screen.findByRole('cell', { name: /Kip Staff/ });
    expect(rpc).toHaveBeenCalledWith('admin_list_users', listArgs({ page_offset: 50 }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'kip');
    await waitFor(() => expect(search()).toBe('?q=kip'));
    await waitFor(() => expect(rpc).toHaveBeenCalledWith('admin_list_users', listArgs({ search: 'kip' })));
  });

  it('a search link opened while the page is open (the command palette) replaces what was typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/dashboard/users?q=kip');
    const box = await screen.findByRole('searchbox', { name: 'Search users' });
    expect(box).toHaveValue('kip');
    await act(() => screenAt.router.navigate('/dashboard/users?q=Sam%20Super'));
    await waitFor(() => expect(box).toHaveValue('Sam Super'));
    await waitFor(() =>
      expect(rpc).toHaveBeenCalledWith('admin_list_users', listArgs({ search: 'Sam Super' })),
    );
    // The old text is not written back into the address bar once the typing delay has passed.
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(search()).toBe('?q=Sam%20Super');
    vi.useRealTimers();
  });

  it('narrows to customers, disabled accounts or both with the filter, kept in the address bar', async () => {
    renderAt('/dashboard/users?page=2&q=a');
    await screen.findByRole('cell', { name: /Kip Staff/ });
    await userEvent.click(screen.getByRole('button', { name: 'Filter by Accounts' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Customers' }));
    await waitFor(() => expect(search()).toBe('?q=a&f.show=customers'));
    await waitFor(() =>
      expect(rpc).toHaveBeenLastCalledWith('admin_list_users', listArgs({ search: 'a', show: 'customers' })),
    );
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Disabled accounts' }));
    await waitFor(() =>
      expect(rpc).toHaveBeenLastCalledWith(
        'admin_list_users',
        listArgs({ search: 'a', show: 'customers,disabled' }),
      ),
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Accounts: Customers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Accounts: Disabled accounts' }));
    await waitFor(() => expect(search()).toBe('?q=a'));
  });

  it('opens an older ?show= link with that filter, and treats an unknown one as everyone', async () => {
    renderAt('/dashboard/users?show=customers');
    await screen.findByRole('cell', { name: /Kip Staff/ });
    expect(search()).toBe('?f.show=customers');
    expect(rpc).toHaveBeenCalledWith('admin_list_users', listArgs({ show: 'customers' }));
    expect(screen.getByRole('button', { name: 'Remove filter Accounts: Customers' })).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalledWith('admin_list_users', listArgs());
  });

  it('treats an unknown filter in a link as everyone', async () => {
    renderAt('/dashboard/users?show=robots');
    await screen.findByRole('cell', { name: /Kip Staff/ });
    expect(search()).toBe('');
    expect(rpc).toHaveBeenCalledWith('admin_list_users', listArgs());
  });

  it('sorts by a column on the server, ascending then descending, with the sort in the address bar', async () => {
    renderAt('/dashboard/users');
    await screen.findByRole('cell', { name: /Kip Staff/ });
    const sortByName = () =>
      within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button', { name: /Name/ });
    await userEvent.click(sortByName());
    await waitFor(() => expect(search()).toBe('?sort=name'));
    await waitFor(() => expect(rpc).toHaveBeenLastCalledWith('admin_list_users', listArgs({ sort: 'name' })));
    await userEvent.click(sortByName());
    await waitFor(() => expect(search()).toBe('?sort=-name'));
    await waitFor(() =>
      expect(rpc).toHaveBeenLastCalledWith('admin_list_users', listArgs({ sort: '-name' })),
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('exports every account of the current search and filter as CSV, with a header row', async () => {
    renderAt('/dashboard/users?q=a&f.show=staff');
    await screen.findByRole('cell', { name: /Kip Staff/ });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadText).toHaveBeenCalledTimes(1));
    expect(rpc).toHaveBeenCalledWith(
      'admin_list_users',
      listArgs({ search: 'a', show: 'staff', page_size: 500, page_offset: 0 }),
    );
    const [fileName, text] = downloadText.mock.calls[0] as [string, string];
    expect(fileName).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Email or phone,Role,Job title,Status,Last sign-in');
    expect(lines.slice(1)).toEqual([
      'Alice Admin,me@demo.safeworks.test,admin,,Active,',
      'Sam Super,boss@demo.safeworks.test,superadmin,,Active,',
      'Kip Staff,kip@demo.safeworks.test,staff,Safety officer,Active,',
    ]);
  });

  it('never lets a slower, older answer replace the list of a newer search', async () => {
    let releaseFirst!: (v: { data: UserRow[] }) => void;
    const firstAnswer = new Promise<{ data: UserRow[] }>((r) => (releaseFirst = r));
    fakeSupabase.respond((q) => {
      if (q.table !== 'rpc/admin_list_users') return { data: null };
      return (q.args as { search: string | null }).search === 'kip' ? { data: [ROWS[2]] } : firstAnswer;
    });
    renderAt('/dashboard/users');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'kip');
    expect(await screen.findByRole('cell', { name: /Kip Staff/ })).toBeInTheDocument();
    await act(async () => releaseFirst({ data: ROWS }));
    expect(screen.queryByRole('cell', { name: /Sam Super/ })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and offers a retry when loading fails', async () => {
    fakeSupabase.respond(() => ({ data: null, error: { message: 'connection lost' } }));
    renderAt('/dashboard/users?q=zzz');
    expect(await screen.findByRole('alert')).toHaveTextContent('connection lost');
    fakeSupabase.respond(() => ({ data: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No users match “zzz”')).toBeInTheDocument();
  });

  it('reads the list again when an account changes anywhere (realtime on profiles)', async () => {
    renderAt('/dashboard/users');
    await screen.findByRole('cell', { name: /Kip Staff/ });
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
    expect(fakeSupabase.openChannels()[0].listeners[0].filter).toEqual({
      event: '*',
      schema: 'public',
      table: 'profiles',
    });
    fakeSupabase.respond((q) =>
      q.table === 'rpc/admin_list_users'
        ? { data: [...ROWS, user({ auth_id: 'new', full_name: 'Wanjiku New', role: 'staff' })] }
        : { data: null },
    );
    act(() => fakeSupabase.change({ table: 'profiles', eventType: 'INSERT', new: { auth_id: 'new' } }));
    expect(await screen.findByRole('cell', { name: /Wanjiku New/ })).toBeInTheDocument();
  });
});

describe('a superadmin managing users', () => {
  it('may change and disable anyone but themselves', async () => {
    renderAt('/dashboard/users', { id: 'boss', role: 'superadmin' });
    const aliceRole = await screen.findByRole('combobox', { name: 'Role of Alice Admin' });
    expect(
      within(aliceRole)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['customer', 'staff', 'admin', 'superadmin']);
    expect(screen.getByRole('button', { name: 'Disable Alice Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of Sam Super' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable Sam Super' })).not.toBeInTheDocument();
  });
});
