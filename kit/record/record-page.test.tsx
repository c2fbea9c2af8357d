// The record page frame: tabs in the URL, facts with copy buttons, actions.
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordPage } from './record-page.tsx';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

function renderPage(path = '/dashboard/leads/42', onArchive = vi.fn()) {
  return renderWithKernel(
    <RecordPage
      title="Acme Ltd"
      subtitle="Lead · Nairobi"
      status={{ label: 'Contacted' }}
      actions={<button type="button">Convert</button>}
      overflow={[{ label: 'Archive', onSelect: onArchive, destructive: true }]}
      facts={[
        { label: 'Phone', value: '+254 712 345 678', copy: '+254712345678' },
        { label: 'Town', value: null },
      ]}
      tabs={[
        { id: 'timeline', label: 'Timeline', content: <p>The timeline</p> },
        { id: 'files', label: 'Files', content: <p>The files</p> },
      ]}
    />,
    { path, route: '/dashboard/leads/:id' },
  );
}

describe('a staff member on a record page', () => {
  it('sees the title, status, subtitle, facts and actions', async () => {
    const onArchive = vi.fn();
    renderPage(undefined, onArchive);
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Ltd' })).toBeInTheDocument();
    expect(screen.getByText('Contacted')).toBeInTheDocument();
    expect(screen.getByText('Lead · Nairobi')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('Town—');
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    expect(onArchive).toHaveBeenCalled();
  });

  it('switches tabs through the URL, so a reload or a shared link opens the same tab', async () => {
    const page = renderPage();
    expect(screen.getByText('The timeline')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Files' }));
    expect(page.location().search).toBe('?tab=files');
    expect(screen.getByText('The files')).toBeVisible();
  });

  it('opens the tab a link names', () => {
    renderPage('/dashboard/leads/42?tab=files');
    expect(screen.getByRole('tab', { name: 'Files' })).toHaveAttribute('aria-selected', 'true');
  });

  it('copies a phone number with one click', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Copy phone' }));
    expect(await navigator.clipboard.readText()).toBe('+254712345678');
    expect(toast.success).toHaveBeenCalledWith('Phone copied');
  });
});
