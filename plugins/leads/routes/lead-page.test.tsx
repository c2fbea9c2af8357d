// A lead's page on the kernel's test harness: facts, "waiting for first
// response", Lost asks for a reason before it is sent, Convert proposes the
// likely duplicate customers and attaches to the one chosen.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { pickerPlugin } from '@kit/pickers/testing/picker-plugin.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadRow } from '../data.ts';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import LeadPage from './lead-page.tsx';

const LEAD: LeadRow = {
  id: 'lead-1',
  reference: 'ENQ-2026-000042',
  contact_name: 'Achieng Otieno',
  company: 'Lakeside Hotel',
  email: 'achieng@lakeside.example',
  phone: '+254712345678',
  source: 'quote_request',
  stage: 'new',
  expected_value: '150000.50',
  probability: 40,
  owner_id: null,
  follow_up_on: null,
  created_at: new Date(Date.now() - 3 * 3600_000 - 60_000).toISOString(),
  first_response_at: null,
  service_id: null,
  customer_id: null,
  lost_reason: null,
  message: 'Annual fire audit for a 120-room hotel.',
  stage_changed_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
};

function answer(q: RecordedQuery) {
  if (q.table === 'leads' && q.calls.some(([m]) => m === 'update'))
    return { data: { ...LEAD, stage: 'lost' } };
  if (q.table === 'leads') return { data: LEAD };
  if (q.table === 'rpc/find_customer_duplicates')
    return {
      data: [
        {
          id: 'cust-9',
          name: 'Lakeside Hotel Ltd',
          kra_pin: null,
          email: 'info@lakeside.example',
          phone: null,
          reason: 'same e-mail domain, similar name',
          score: 0.8,
        },
      ],
    };
  if (q.table === 'rpc/convert_lead')
    return { data: { customer_id: 'cust-9', created: false, already: false } };
  return { data: [] };
}

// The customer's name comes from the customers module's picker (ADR 044), not its table.
const customerPicker = pickerPlugin('customer', [{ value: 'cust-9', label: 'Naivasha Greenhouses Ltd' }]);

const renderLead = () =>
  renderWithKernel(<LeadPage />, {
    path: '/dashboard/leads/lead-1',
    route: '/dashboard/leads/:id',
    profile: fakeProfile('me', 'staff'),
    plugins: [customerPicker],
  });

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

describe('a staff member opening a lead', () => {
  it('reads on a converted lead’s timeline which customer it was set to, by name', async () => {
    const converted = { ...LEAD, stage: 'won' as const, customer_id: 'cust-9' };
    fakeSupabase.respond((q) => {
      if (q.table === 'leads') return { data: converted };
      if (q.table === 'record_events')
        return {
          data: [
            {
              id: 7,
              record_type: 'leads',
              record_id: 'lead-1',
              kind: 'changed',
              actor: null,
              at: new Date().toISOString(),
              body: null,
              changes: { customer_id: [null, 'cust-9'], stage: ['new', 'won'] },
              link: null,
            },
          ],
        };
      return answer(q);
    });
    renderLead();
    expect(
      await screen.findByText(/set customer to Naivasha Greenhouses Ltd/, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/set customer to a customer/)).not.toBeInTheDocument();
  });

  it('sees its facts, its message and how long it has waited for a first response', async () => {
    renderLead();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lakeside Hotel' })).toBeInTheDocument();
    // Under the title, and as the "First response" fact.
    expect(screen.getAllByText('Waiting for first response: 3 h')).toHaveLength(2);
    const facts = screen.getByRole('region', { name: 'Details' });
    expect(facts).toHaveTextContent('ENQ-2026-000042');
    expect(facts).toHaveTextContent('Quote request');
    expect(facts).toHaveTextContent(/150,000\.50/);
    // 150000.50 × 40% = 60000.20
    expect(facts).toHaveTextContent(/60,000\.20/);
    expect(screen.getByText('Annual fire audit for a 120-room hotel.')).toBeInTheDocument();
  });

  it('is asked why before a lead is marked lost, and the reason is sent', async () => {
    const user = userEvent.setup();
    renderLead();
    await user.click(await screen.findByRole('button', { name: 'Move to…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Lost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark ENQ-2026-000042 as lost' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    expect(await within(dialog).findByText('Say why it was lost')).toBeInTheDocument();
    expect(fakeSupabase.queries.some((q) => q.calls.some(([m]) => m === 'update'))).toBe(false);
    await user.type(within(dialog).getByLabelText('Why was it lost?'), 'Chose a cheaper firm');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    await vi.waitFor(() => {
      const update = fakeSupabase.queries.find(
        (q) => q.table === 'leads' && q.calls.some(([m]) => m === 'update'),
      );
      expect(update?.calls).toContainEqual([
        'update',
        { stage: 'lost', lost_reason: 'Chose a cheaper firm' },
      ]);
      expect(update?.calls).toContainEqual(['eq', 'id', 'lead-1']);
    });
  });

  it('converts it to a proposed duplicate customer', async () => {
    const user = userEvent.setup();
    renderLead();
    await user.click(await screen.findByRole('button', { name: 'Convert to customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert ENQ-2026-000042 to a customer' });
    const proposed = await within(dialog).findByRole('list', { name: 'Proposed customers' });
    expect(proposed).toHaveTextContent('same e-mail domain, similar name');
    expect(fakeSupabase.rpcCalls()).toContainEqual([
      'find_customer_duplicates',
      { p_name: 'Lakeside Hotel', p_email: 'achieng@lakeside.example', p_phone: '+254712345678' },
    ]);
    await user.click(within(proposed).getByRole('button', { name: 'Attach to Lakeside Hotel Ltd' }));
    await vi.waitFor(() =>
      expect(fakeSupabase.rpcCalls()).toContainEqual([
        'convert_lead',
        { p_lead: 'lead-1', p_customer: 'cust-9' },
      ]),
    );
  });
});
