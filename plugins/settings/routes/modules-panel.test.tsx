// Settings → Modules with the data layer and the kernel's live module list faked.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleSetting } from '../data.ts';

const data = vi.hoisted(() => ({ listModuleSettings: vi.fn(), setModuleEnabled: vi.fn() }));
vi.mock('../data.ts', () => data);
const live = vi.hoisted(() => ({ modules: [] as { id: string; name: string; is_enabled: boolean }[] }));
vi.mock('@kernel/modules/use-modules.ts', () => ({
  useModules: () => ({ modules: live.modules, loading: false, isEnabled: () => true }),
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import { ModulesPanel } from './modules-panel.tsx';

/** The "Turned off … by …" line, whose time sits in a <time> element of its own. */
const lastChange = (pattern: RegExp) => (_: string, el: Element | null) =>
  el?.tagName === 'P' && pattern.test(el.textContent ?? '');

const ROWS: ModuleSetting[] = [
  { id: 'leads', name: 'Leads', description: 'Enquiries', is_enabled: true, sort_order: 2 },
  { id: 'customers', name: 'Customers', description: 'Client records', is_enabled: false, sort_order: 1 },
];

beforeEach(() => {
  vi.clearAllMocks();
  live.modules = [];
  data.listModuleSettings.mockResolvedValue(ROWS.map((r) => ({ ...r })));
  data.setModuleEnabled.mockResolvedValue(undefined);
});

describe('a superadmin switching modules', () => {
  it('sees one switch per module, named after it, showing whether it is on', async () => {
    render(<ModulesPanel />);
    expect(await screen.findByRole('switch', { name: 'Leads' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Customers' })).not.toBeChecked();
    expect(screen.getByText('Client records')).toBeInTheDocument();
  });

  it('turns a module on at once, saves it and offers an undo', async () => {
    render(<ModulesPanel />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Customers' }));
    expect(data.setModuleEnabled).toHaveBeenCalledWith({ id: 'customers', enabled: true });
    expect(screen.getByRole('switch', { name: 'Customers' })).toBeChecked();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Customers enabled',
        expect.objectContaining({ action: expect.objectContaining({ label: 'Undo' }) }),
      ),
    );
    // Undo switches it back off without asking again.
    act(() => toast.success.mock.calls[0][1].action.onClick());
    await waitFor(() =>
      expect(data.setModuleEnabled).toHaveBeenLastCalledWith({ id: 'customers', enabled: false }),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Customers' })).not.toBeChecked());
  });

  it('asks before turning a module off, and does nothing when cancelled', async () => {
    render(<ModulesPanel />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Leads' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Staff will lose access to Leads');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(data.setModuleEnabled).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Leads' })).toBeChecked();
  });

  it('turns a module off once confirmed', async () => {
    render(<ModulesPanel />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Leads' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(data.setModuleEnabled).toHaveBeenCalledWith({ id: 'leads', enabled: false });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Leads disabled', expect.anything()));
    expect(screen.getByRole('switch', { name: 'Leads' })).not.toBeChecked();
  });

  it('puts the switch back and shows an error when saving fails', async () => {
    data.setModuleEnabled.mockRejectedValue(new Error('permission denied'));
    render(<ModulesPanel />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Customers' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not change Customers: permission denied'),
    );
    expect(screen.getByRole('switch', { name: 'Customers' })).not.toBeChecked();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('follows a change made in another session', async () => {
    const { rerender } = render(<ModulesPanel />);
    await screen.findByRole('switch', { name: 'Leads' });
    const minutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    data.listModuleSettings.mockResolvedValueOnce(
      ROWS.map((r) =>
        r.id === 'leads'
          ? { ...r, is_enabled: false, updated_at: minutesAgo, changed_by: 'Grace Wanjiru' }
          : r,
      ),
    );
    live.modules = [{ id: 'leads', name: 'Leads', is_enabled: false }];
    rerender(<ModulesPanel />);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Leads' })).not.toBeChecked());
    // Who did it is read again, since the live state carries only the switch.
    expect(
      await screen.findByText(lastChange(/^Turned off 5 minutes ago by Grace Wanjiru$/)),
    ).toBeInTheDocument();
  });

  it('says who last turned a module off, and when', async () => {
    data.listModuleSettings.mockResolvedValueOnce([
      { ...ROWS[1], updated_at: '2026-11-20T08:30:00Z', changed_by: 'Peter Otieno' },
      { ...ROWS[0], updated_at: '2026-11-01T00:00:00Z', changed_by: null },
    ]);
    render(<ModulesPanel />);
    const line = await screen.findByText(lastChange(/^Turned off .* ago by Peter Otieno$/));
    expect(line.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T08:30:00Z');
    // A module nobody has switched since it was set up says nothing.
    expect(screen.getAllByText(lastChange(/^Turned/))).toHaveLength(1);
  });

  it('credits the superadmin’s own switch to them, as the database recorded it', async () => {
    render(<ModulesPanel />);
    await screen.findByRole('switch', { name: 'Customers' });
    data.listModuleSettings.mockResolvedValueOnce(
      ROWS.map((r) =>
        r.id === 'customers'
          ? { ...r, is_enabled: true, updated_at: new Date().toISOString(), changed_by: 'Grace Wanjiru' }
          : r,
      ),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Customers' }));
    expect(
      await screen.findByText(lastChange(/^Turned on less than a minute ago by Grace Wanjiru$/)),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    data.listModuleSettings.mockRejectedValueOnce(new Error('network down'));
    render(<ModulesPanel />);
    expect(await screen.findByText(/could not be loaded: network down/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Leads' })).toBeInTheDocument();
  });
});
