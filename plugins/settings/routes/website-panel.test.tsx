// Settings → Website on the kernel's test harness: the fake supabase client plays the draft and
// published rows and the two RPCs, so the panel's real calls are checked.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeroRow, MemberRow } from '../website-data.ts';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import { WebsitePanel } from './website-panel.tsx';

const HERO = {
  heading: 'Safe, healthy and compliant workplaces',
  body: 'We audit workplaces.',
  cta_label: 'Request a quote',
  cta_href: '/contact',
};
let heroes: HeroRow[];
let members: MemberRow[];
let nextId = 0;

const copy = (from: 'draft' | 'published', to: 'draft' | 'published') => {
  const source = heroes.find((h) => h.version === from)!;
  heroes = heroes.map((h) => (h.version === to ? { ...source, version: to } : h));
  members = [
    ...members.filter((m) => m.version === from),
    ...members.filter((m) => m.version === from).map((m) => ({ ...m, id: `m${++nextId}`, version: to })),
  ];
};
const calledRpcs = () => fakeSupabase.queries.filter((q) => q.table.startsWith('rpc/')).map((q) => q.table);

function database(q: RecordedQuery) {
  const [method, values] = q.calls[0] ?? [];
  const id = q.calls.find((c) => c[0] === 'eq' && c[1] === 'id')?.[2];
  if (q.table === 'rpc/website_publish') {
    copy('draft', 'published');
    return { data: 1 };
  }
  if (q.table === 'rpc/website_discard_draft') {
    copy('published', 'draft');
    return { data: null };
  }
  if (q.table === 'website_hero') {
    if (method === 'update') {
      heroes = heroes.map((h) => (h.version === 'draft' ? { ...h, ...(values as object) } : h));
      return { data: heroes.filter((h) => h.version === 'draft') };
    }
    return { data: heroes };
  }
  if (q.table === 'website_team_members') {
    if (method === 'insert') {
      const row = {
        ...(values as MemberRow),
        id: `m${++nextId}`,
        member_key: `k${nextId}`,
        photo_path: null,
      };
      members.push(row);
      return { data: [{ id: row.id }] };
    }
    if (method === 'update') {
      members = members.map((m) => (m.id === id ? { ...m, ...(values as object) } : m));
      return { data: [{ id }] };
    }
    if (method === 'delete') {
      members = members.filter((m) => m.id !== id);
      return { data: null };
    }
    return { data: [...members].sort((a, b) => a.sort_order - b.sort_order) };
  }
  return { data: null };
}

function renderPanel() {
  return renderWithKernel(<WebsitePanel />, {
    path: '/dashboard/settings?tab=website',
    profile: fakeProfile('u-grace', 'superadmin'),
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
  heroes = [
    { version: 'draft', ...HERO },
    { version: 'published', ...HERO },
  ];
  members = [];
  fakeSupabase.respond(database);
});

describe('Settings → Website', () => {
  it('a superadmin edits the hero and adds a team member as a draft, then publishes both', async () => {
    renderPanel();
    expect(await screen.findByText('The site shows exactly this.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();

    const heading = screen.getByLabelText('Heading');
    await userEvent.clear(heading);
    await userEvent.type(heading, 'Workplaces that pass inspection');
    await userEvent.click(screen.getByRole('button', { name: 'Save hero draft' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Hero saved as a draft'));
    expect(await screen.findByText(/Unpublished changes/)).toBeInTheDocument();
    expect(heroes.find((h) => h.version === 'published')?.heading).toBe(HERO.heading);

    await userEvent.click(screen.getByRole('button', { name: 'Add team member' }));
    const form = screen.getByRole('form', { name: 'New team member' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Grace Wanjiru');
    await userEvent.type(within(form).getByLabelText('Role'), 'Lead safety advisor');
    await userEvent.click(within(form).getByRole('button', { name: 'Save team member' }));
    expect(await screen.findByRole('button', { name: 'Edit Grace Wanjiru' })).toBeInTheDocument();
    expect(members).toMatchObject([{ version: 'draft', name: 'Grace Wanjiru', sort_order: 1 }]);

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Published: the site shows your changes'));
    expect(await screen.findByText('The site shows exactly this.')).toBeInTheDocument();
    expect(calledRpcs()).toEqual(['rpc/website_publish']);
    expect(heroes.find((h) => h.version === 'published')?.heading).toBe('Workplaces that pass inspection');
    expect(members.filter((m) => m.version === 'published')).toMatchObject([{ name: 'Grace Wanjiru' }]);
  });

  it('says what is missing before saving a team member without a role', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add team member' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Peter Kamau');
    await userEvent.click(screen.getByRole('button', { name: 'Save team member' }));
    expect(await screen.findByText('Enter the role')).toBeInTheDocument();
    expect(members).toEqual([]);
  });

  it('refuses a hero button that leads off the site, under its field', async () => {
    renderPanel();
    const link = await screen.findByLabelText('Button goes to');
    await userEvent.clear(link);
    await userEvent.type(link, 'https://elsewhere.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save hero draft' }));
    await waitFor(() => expect(link).toHaveAccessibleDescription(/A page of this site, starting with \//));
    expect(heroes.find((h) => h.version === 'draft')?.cta_href).toBe('/contact');
  });

  it('discards unpublished changes after asking, back to what visitors see', async () => {
    heroes = heroes.map((h) => (h.version === 'draft' ? { ...h, heading: 'Not approved' } : h));
    renderPanel();
    expect(await screen.findByLabelText('Heading')).toHaveValue('Not approved');
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unpublished changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Changes discarded', undefined));
    expect(calledRpcs()).toEqual(['rpc/website_discard_draft']);
    expect(await screen.findByText('The site shows exactly this.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Heading')).toHaveValue(HERO.heading));
  });
});
