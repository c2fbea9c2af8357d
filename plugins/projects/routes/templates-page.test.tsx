// The service templates list (admins): each service's template with its
// counts, searched by service or template name from the URL.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import TemplatesPage from './templates-page.tsx';

const TEMPLATES = [
  {
    id: 't-noise',
    name: 'Noise survey',
    is_active: true,
    services: { name: 'Noise survey' },
    project_template_tasks: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
    project_template_milestones: [{ id: 'm' }],
  },
  {
    id: 't-fire',
    name: 'Fire audit (2024 rules)',
    is_active: false,
    services: { name: 'Fire safety audit' },
    project_template_tasks: [],
    project_template_milestones: [],
  },
];

let answer: (q: RecordedQuery) => { data?: unknown; error?: unknown } = () => ({ data: TEMPLATES });

beforeEach(() => {
  fakeSupabase.reset();
  answer = (q) => (q.table === 'project_templates' ? { data: TEMPLATES } : { data: [] });
  fakeSupabase.respond((q) => answer(q));
});

describe('the service templates list', () => {
  it('an admin sees each service with its template, task and milestone counts, and opens one', async () => {
    renderWithKernel(<TemplatesPage />, {
      path: '/dashboard/projects/templates',
      profile: fakeProfile('me', 'admin'),
    });
    const link = await screen.findByRole('link', { name: 'Noise survey' });
    expect(link).toHaveAttribute('href', '/dashboard/projects/templates/t-noise');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('1')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const fire = screen.getByRole('link', { name: 'Fire safety audit' }).closest('tr') as HTMLElement;
    expect(within(fire).getByText('Off')).toBeInTheDocument();
    // Sorted by service name.
    const services = screen.getAllByRole('link').map((a) => a.textContent);
    expect(services).toEqual(['Fire safety audit', 'Noise survey']);
  });

  it('searching by service name narrows the list and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithKernel(<TemplatesPage />, {
      path: '/dashboard/projects/templates?q=fire',
      profile: fakeProfile('me', 'admin'),
    });
    expect(await screen.findByRole('link', { name: 'Fire safety audit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Noise survey' })).not.toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search templates' });
    await user.clear(search);
    await user.type(search, 'asbestos');
    expect(await screen.findByText('No template matches')).toBeInTheDocument();
  });

  it('tells the admin when the templates cannot be loaded', async () => {
    answer = () => ({ error: { message: 'The server is down', code: 'PGRST000' } });
    renderWithKernel(<TemplatesPage />, {
      path: '/dashboard/projects/templates',
      profile: fakeProfile('me', 'admin'),
    });
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
