import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import { useConfirmedAction } from './use-confirmed-action.tsx';

function Archive(props: { run: (id: string) => Promise<void>; undo: (id: string) => Promise<void> }) {
  const action = useConfirmedAction<string>({
    title: (id) => `Archive ${id}?`,
    description: () => 'It disappears from lists.',
    confirmLabel: 'Archive',
    run: props.run,
    undo: props.undo,
    done: (id) => `${id} archived`,
    undone: (id) => `${id} is back`,
  });
  return (
    <>
      <button type="button" onClick={() => action.ask('Acme')}>
        Archive Acme
      </button>
      <button type="button" onClick={() => action.runNow('Draft')}>
        Archive the draft now
      </button>
      {action.dialog}
    </>
  );
}

beforeEach(() => vi.clearAllMocks());

describe('a destructive action asks first and can be undone', () => {
  it('does nothing when the person cancels', async () => {
    const run = vi.fn(async () => {});
    render(<Archive run={run} undo={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Archive Acme' }));
    expect(screen.getByRole('alertdialog', { name: 'Archive Acme?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(run).not.toHaveBeenCalled();
  });

  it('runs once confirmed, and the toast’s Undo puts it back without asking again', async () => {
    const run = vi.fn(async () => {});
    const undo = vi.fn(async () => {});
    render(<Archive run={run} undo={undo} />);
    await userEvent.click(screen.getByRole('button', { name: 'Archive Acme' }));
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(run).toHaveBeenCalledWith('Acme');
    const [text, options] = toast.success.mock.calls[0];
    expect(text).toBe('Acme archived');
    expect(options.action.label).toBe('Undo');
    options.action.onClick();
    await waitFor(() => expect(toast.success).toHaveBeenLastCalledWith('Acme is back'));
    expect(undo).toHaveBeenCalledWith('Acme');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('runs at once when asked to, still offering Undo', async () => {
    const run = vi.fn(async () => {});
    const undo = vi.fn(async () => {});
    render(<Archive run={run} undo={undo} />);
    await userEvent.click(screen.getByRole('button', { name: 'Archive the draft now' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Draft archived',
        expect.objectContaining({ action: expect.objectContaining({ label: 'Undo' }) }),
      ),
    );
    expect(run).toHaveBeenCalledWith('Draft');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    toast.success.mock.calls[0][1].action.onClick();
    await waitFor(() => expect(undo).toHaveBeenCalledWith('Draft'));
  });

  it('says why when the server refuses', async () => {
    render(<Archive run={vi.fn(async () => Promise.reject(new Error('Not allowed')))} undo={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Archive Acme' }));
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Not allowed'));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
