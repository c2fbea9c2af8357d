// New lead from the leads screen (?new=1, the palette's "New lead"): the record
// form sends one insert with exact money and blanks as nulls, then opens the lead.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import LeadsPage from './leads-page.tsx';

function answer(q: RecordedQuery) {
  if (q.table === 'leads' && q.calls.some(([m]) => m === 'insert'))
    return { data: { id: 'new-lead', reference: 'ENQ-2026-000200' } };
  if (q.table === 'leads') return { data: [], count: 0 };
  if (q.table === 'profiles')
    return { data: [{ auth_id: 'me', full_name: 'Mary Staff', email: null, is_active: true }] };
  if (q.table === 'services')
    return {
      data: [
        {
          id: 'svc-1',
          parent_id: null,
          slug: 'medical-exams',
          name: 'Medical examinations',
          sort_order: 70,
          is_active: true,
        },
      ],
    };
  return { data: [] };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

describe('a staff member adding a lead by hand', () => {
  it('checks the form, sends one insert with exact money, and opens the new lead', async () => {
    const user = userEvent.setup();
    const { location } = renderWithKernel(<LeadsPage />, {
      path: '/dashboard/leads?new=1',
      route: '/dashboard/leads',
      profile: fakeProfile('me', 'staff'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'New lead' });
    await user.type(within(dialog).getByLabelText('Contact name'), 'Peter Kamau');
    await user.click(within(dialog).getByRole('button', { name: 'Add lead' }));
    expect(await within(dialog).findByText('Give an e-mail address or a phone number')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('E-mail'), 'peter@kilimofresh.example');
    await user.type(within(dialog).getByLabelText('Expected value (KES)'), '1,250,000.35');
    await user.type(within(dialog).getByLabelText('Probability (%)'), '45');
    await user.selectOptions(within(dialog).getByLabelText('Service'), 'svc-1');
    // The owner from the kit's staff picker, found by typing.
    await user.type(within(dialog).getByRole('combobox', { name: 'Owner' }), 'mary');
    await user.click(await within(dialog).findByRole('option', { name: 'Mary Staff' }));
    await user.selectOptions(within(dialog).getByLabelText('Source'), 'referral');
    await user.click(within(dialog).getByRole('button', { name: 'Add lead' }));

    await vi.waitFor(() => expect(location().pathname).toBe('/dashboard/leads/new-lead'));
    const inserts = fakeSupabase.queries.filter(
      (q) => q.table === 'leads' && q.calls.some(([m]) => m === 'insert'),
    );
    expect(inserts).toHaveLength(1);
    expect(inserts[0]?.calls).toContainEqual([
      'insert',
      {
        contact_name: 'Peter Kamau',
        company: null,
        email: 'peter@kilimofresh.example',
        phone: null,
        service_id: 'svc-1',
        source: 'referral',
        message: null,
        expected_value: '1250000.35',
        probability: 45,
        owner_id: 'me',
        follow_up_on: null,
      },
    ]);
  });
});
