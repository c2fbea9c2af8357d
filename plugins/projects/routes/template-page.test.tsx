// The service template editor (admins): name and active flag, tasks and
// milestones added in a dialog (validated), moved with buttons (one upsert of
// the whole order) and removed after a confirmation.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import TemplatePage from './template-page.tsx';

const task = (id: string, title: string, position: number, offset_days: number) => ({
  id,
  template_id: 't-noise',
  title,
  description: null,
  offset_days,
  priority: 'normal',
  position,
});

const TEMPLATE = {
  id: 't-noise',
  name: 'Noise survey',
  is_active: true,
  services: { name: 'Noise survey' },
  project_template_tasks: [
    task('k2', 'Area noise mapping', 30, 5),
    task('k1', 'Confirm areas and shifts', 10, 0),
    task('k3', 'Draft the report', 60, 12),
  ],
  project_template_milestones: [
    { id: 'm1', template_id: 't-noise', title: 'Measurements done', offset_days: 6, position: 10 },
  ],
};

function answer(q: RecordedQuery) {
  if (q.table === 'project_templates' && q.calls.some((c) => c[0] === 'maybeSingle'))
    return { data: TEMPLATE };
  if (q.calls.some((c) => c[0] === 'upsert')) {
    const rows = (q.calls.find((c) => c[0] === 'upsert')?.[1] ?? []) as unknown[];
    return { data: rows.map((_, i) => ({ id: `x${i}` })) };
  }
  if (q.calls.some((c) => c[0] === 'update' || c[0] === 'delete')) return { data: [{ id: 'x' }] };
  return { data: null };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

const open = () =>
  renderWithKernel(<TemplatePage />, {
    path: '/dashboard/projects/templates/t-noise',
    route: '/dashboard/projects/templates/:id',
    profile: fakeProfile('me', 'admin'),
  });

const writes = (table: string, method: string) =>
  fakeSupabase.queries.filter((q) => q.table === table && q.calls.some((c) => c[0] === method));

describe('the service template editor', () => {
  it('shows the tasks in their order with their due days, and moving one down saves the whole order at once', async () => {
    const user = userEvent.setup();
    open();
    const list = await screen.findByRole('list', { name: 'Tasks' });
    const titles = within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.font-medium')?.textContent);
    expect(titles).toEqual(['Confirm areas and shifts', 'Area noise mapping', 'Draft the report']);
    expect(within(list).getByText('On the start day')).toBeInTheDocument();
    expect(within(list).getByText('5 days after the start')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Confirm areas and shifts up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Confirm areas and shifts down' }));
    await waitFor(() => expect(writes('project_template_tasks', 'upsert')).toHaveLength(1));
    const rows = writes('project_template_tasks', 'upsert')[0]?.calls.find((c) => c[0] === 'upsert')?.[1] as {
      id: string;
      position: number;
    }[];
    expect(rows.map((r) => [r.id, r.position])).toEqual([
      ['k2', 10],
      ['k1', 20],
      ['k3', 30],
    ]);
  });

  it('adds a task after checking the due days are a whole number of days, 0 or more', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await user.type(within(dialog).getByLabelText('Task'), 'Hearing protection check');
    const offset = within(dialog).getByLabelText('Due, days after the start');
    await user.clear(offset);
    await user.type(offset, '-2');
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'high');
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(await within(dialog).findByText('Enter whole days from the start, 0 or more')).toBeInTheDocument();
    expect(writes('project_template_tasks', 'insert')).toHaveLength(0);

    await user.clear(offset);
    await user.type(offset, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(writes('project_template_tasks', 'insert')).toHaveLength(1));
    const inserted = writes('project_template_tasks', 'insert')[0]?.calls.find((c) => c[0] === 'insert')?.[1];
    expect(inserted).toEqual({
      template_id: 't-noise',
      title: 'Hearing protection check',
      description: null,
      offset_days: 7,
      priority: 'high',
      position: 70,
    });
  });

  it('removes a milestone only after the admin confirms', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Remove Measurements done' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Measurements done?' });
    expect(writes('project_template_milestones', 'delete')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(writes('project_template_milestones', 'delete')).toHaveLength(1));
    expect(writes('project_template_milestones', 'delete')[0]?.calls).toContainEqual(['eq', 'id', 'm1']);
  });

  it('renames the template and turns it off', async () => {
    const user = userEvent.setup();
    open();
    const name = await screen.findByLabelText('Template name');
    await user.clear(name);
    await user.type(name, 'Noise survey (2025 rules)');
    await user.click(screen.getByLabelText(/^Active/));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(writes('project_templates', 'update')).toHaveLength(1));
    expect(writes('project_templates', 'update')[0]?.calls).toContainEqual([
      'update',
      { name: 'Noise survey (2025 rules)', is_active: false },
    ]);
  });

  it('says so when the template does not exist', async () => {
    fakeSupabase.respond(() => ({ data: null }));
    open();
    expect(await screen.findByText('This template does not exist')).toBeInTheDocument();
  });
});
