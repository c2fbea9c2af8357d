// The board as staff use it: columns with exact weighted totals, a card moved
// with the Move to… menu or Shift+arrows, overdue and waiting cards marked.
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LeadRow } from '../data.ts';
import { LeadBoardView } from './lead-board-view.tsx';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

function lead(over: Partial<LeadRow>): LeadRow {
  return {
    id: 'l1',
    reference: 'ENQ-2026-000001',
    contact_name: 'Grace Wanjiru',
    company: 'Kakuzi Flowers Ltd',
    email: 'grace@kakuzi.example',
    phone: null,
    source: 'website_form',
    stage: 'new',
    expected_value: null,
    probability: null,
    owner_id: null,
    follow_up_on: null,
    created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
    first_response_at: null,
    service_id: null,
    customer_id: null,
    lost_reason: null,
    message: null,
    stage_changed_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...over,
  };
}

const LEADS = [
  lead({
    id: 'a',
    reference: 'ENQ-2026-000001',
    stage: 'qualified',
    expected_value: '100000.10',
    probability: 35,
    first_response_at: '2026-11-01T00:00:00Z',
  }),
  lead({
    id: 'b',
    reference: 'ENQ-2026-000002',
    stage: 'qualified',
    expected_value: '0.05',
    probability: 50,
    company: 'Nyali Hotel',
    first_response_at: '2026-11-01T00:00:00Z',
    follow_up_on: '2026-11-20',
    owner_id: 'me',
  }),
  lead({ id: 'c', reference: 'ENQ-2026-000003', stage: 'new', company: 'Thika Paper' }),
];

function setup(onMove = vi.fn()) {
  renderWithKernel(
    <LeadBoardView
      leads={LEADS}
      today="2026-11-25"
      now={new Date()}
      ownerName={(id) => (id === 'me' ? 'Mary Staff' : null)}
      serviceName={() => null}
      onMove={onMove}
    />,
    { path: '/dashboard/leads?view=board' },
  );
  return { onMove, user: userEvent.setup() };
}

describe('the pipeline board', () => {
  it('shows every stage with its count and exact weighted total', () => {
    setup();
    const qualified = screen.getByRole('region', { name: /Qualified/ });
    expect(within(qualified).getByLabelText('2 leads')).toBeInTheDocument();
    // 100000.10 × 35% + 0.05 × 50% = 35000.035 + 0.025 = 35000.06 (rounded once, at the end).
    expect(within(qualified).getByTestId('weighted-qualified')).toHaveTextContent(/35,000\.06/);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent)).toEqual([
      'New',
      'Contacted',
      'Qualified',
      'Proposal',
      'Won',
      'Lost',
    ]);
  });

  it('marks overdue follow-ups and leads still waiting for a reply', () => {
    setup();
    const nyali = screen.getByRole('article', { name: 'Nyali Hotel' });
    expect(nyali).toHaveTextContent(/Overdue since/);
    expect(nyali).toHaveTextContent('Mary Staff');
    const thika = screen.getByRole('article', { name: 'Thika Paper' });
    expect(thika).toHaveTextContent(/Waiting 3 h/);
    expect(thika).toHaveTextContent('Unassigned');
  });

  it('moves a card with the Move to… menu, from the keyboard', async () => {
    const { onMove, user } = setup();
    const button = screen.getByRole('button', { name: 'Move ENQ-2026-000003 to…' });
    button.focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Contacted' });
    expect(screen.queryByRole('menuitem', { name: 'New' })).toBeNull();
    await user.click(item);
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'c' }), 'contacted');
  });

  it('moves a focused card one stage with Shift+arrow keys', async () => {
    const { onMove, user } = setup();
    const link = screen.getByRole('link', { name: 'Nyali Hotel' });
    expect(link).toHaveAccessibleDescription(/Shift and arrow keys move it between stages/);
    link.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(onMove).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'b' }), 'proposal');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(onMove).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'b' }), 'contacted');
    await user.keyboard('{ArrowRight}');
    expect(onMove).toHaveBeenCalledTimes(2);
  });
});
