// The project form on the kernel's test harness: `?customer=` chooses the
// customer and its sites follow; the template checkbox appears for a service
// with a template; due before start is refused in the form; create_project
// gets the values, the team and the template choice; the database's refusal
// lands under its field.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { pickerPlugin } from '@kit/pickers/testing/picker-plugin.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { CreateProjectPage } from './project-form-page.tsx';

const SERVICES = [
  {
    id: 'area-1',
    parent_id: null,
    name: 'Survey analysis',
    sort_order: 20,
    is_active: true,
    project_templates: null,
  },
  {
    id: 'svc-noise',
    parent_id: 'area-1',
    name: 'Noise survey',
    sort_order: 10,
    is_active: true,
    project_templates: { id: 't1', is_active: true },
  },
];
const STAFF = [
  { auth_id: 'me', full_name: 'Amina Hassan', email: 'amina@example.test', role: 'staff', is_active: true },
  { auth_id: 'u2', full_name: 'Brian Otieno', email: 'brian@example.test', role: 'staff', is_active: true },
];

let refuseSite = false;
function answer(q: RecordedQuery) {
  if (q.table === 'services') return { data: SERVICES };
  if (q.table === 'customer_sites')
    return { data: [{ id: 'site-1', name: 'Rolling mill', town: 'Athi River' }] };
  if (q.table === 'profiles') return { data: STAFF };
  if (q.table === 'rpc/create_project') {
    if (refuseSite)
      return {
        data: null,
        error: {
          code: '23514',
          message: 'The site must be one of the customer’s sites',
          details: null,
          hint: null,
        },
        status: 400,
      };
    return { data: { id: 'p-1', number: 'PRJ-2026-0001' } };
  }
  return { data: [] };
}

beforeEach(() => {
  refuseSite = false;
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

const renderCreate = (path = '/dashboard/projects/create?customer=cust-2') =>
  renderWithKernel(<CreateProjectPage />, {
    path,
    route: '/dashboard/projects/create',
    profile: fakeProfile('me', 'staff'),
    // The customer choices come from the customers module's picker, through the kernel.
    plugins: [
      pickerPlugin('customer', [
        { value: 'cust-1', label: 'Bidco Africa' },
        { value: 'cust-2', label: 'Mavoko Steel' },
      ]),
    ],
  });

describe('a staff member creating a project', () => {
  it('from a customer: the customer is chosen, its sites offered, the template proposed, then saved with the team', async () => {
    const user = userEvent.setup();
    const { location } = renderCreate();
    await waitFor(() => expect(screen.getByLabelText('Customer')).toHaveValue('cust-2'));
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Rolling mill (Athi River)' })).toBeInTheDocument(),
    );
    await user.type(screen.getByLabelText('Title'), 'Noise survey — mill');
    await user.selectOptions(screen.getByLabelText('Site'), 'site-1');
    await user.selectOptions(screen.getByLabelText('Service'), 'svc-noise');
    expect(screen.getByLabelText(/Apply the Noise survey template/)).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Brian Otieno' }));

    // The database's rule in the form first.
    await user.type(screen.getByLabelText('Planned start'), '2026-12-10');
    await user.type(screen.getByLabelText('Due'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('The due date is on or after the start date')).toBeInTheDocument();
    expect(fakeSupabase.queries.some((q) => q.table === 'rpc/create_project')).toBe(false);

    await user.clear(screen.getByLabelText('Due'));
    await user.type(screen.getByLabelText('Due'), '2026-12-20');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard/projects/p-1'));
    const call = fakeSupabase.rpcCalls().find(([name]) => name === 'create_project');
    expect(call?.[1]).toEqual({
      project: expect.objectContaining({
        title: 'Noise survey — mill',
        customer_id: 'cust-2',
        site_id: 'site-1',
        service_id: 'svc-noise',
        manager_id: 'me',
        start_on: '2026-12-10',
        due_on: '2026-12-20',
        status: 'planned',
      }),
      member_ids: ['u2'],
      apply_template: true,
    });
  });

  it('sees the database refusing a site of another customer, in its own words', async () => {
    refuseSite = true;
    const user = userEvent.setup();
    renderCreate();
    await waitFor(() => expect(screen.getByLabelText('Customer')).toHaveValue('cust-2'));
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Rolling mill (Athi River)' })).toBeInTheDocument(),
    );
    await user.type(screen.getByLabelText('Title'), 'Fire audit');
    await user.selectOptions(screen.getByLabelText('Site'), 'site-1');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('The site must be one of the customer’s sites')).toBeInTheDocument();
  });
});
