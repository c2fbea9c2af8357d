// The three states before every record page: loading, not found, a failed read with "Try again".
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordLoader, type RecordQuery } from './record-loader.tsx';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

const back = { to: '/dashboard/customers', label: 'All customers' };
const render = (query: RecordQuery<{ name: string }>) =>
  renderWithKernel(
    <RecordLoader query={query} noun="customer" back={back}>
      {(c) => <h1>{c.name}</h1>}
    </RecordLoader>,
  );

describe('a staff member opening a record', () => {
  it('sees the record once it is loaded, a skeleton before', () => {
    const query = { isPending: true, error: null, data: undefined, refetch: vi.fn() };
    const page = render(query);
    expect(screen.getByRole('status', { name: 'Loading the customer' })).toBeInTheDocument();
    page.rerender(
      <RecordLoader
        query={{ ...query, isPending: false, data: { name: 'Acme' } }}
        noun="customer"
        back={back}
      >
        {(c) => <h1>{c.name}</h1>}
      </RecordLoader>,
    );
    expect(screen.getByRole('heading', { name: 'Acme' })).toBeInTheDocument();
  });

  it('is told when there is no such record, with the way back to the list', () => {
    render({ isPending: false, error: null, data: null, refetch: vi.fn() });
    expect(screen.getByText('No such customer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All customers' })).toHaveAttribute(
      'href',
      '/dashboard/customers',
    );
  });

  it('reads why a load failed in plain words and tries again', async () => {
    const refetch = vi.fn();
    render({ isPending: false, error: new Error('Network down'), data: undefined, refetch });
    expect(screen.getByText(/The customer could not be loaded: Network down/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });
});
