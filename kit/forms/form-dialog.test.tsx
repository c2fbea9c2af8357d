import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from './fields.tsx';
import { FormDialog } from './form-dialog.tsx';
import { useRecordForm } from './use-record-form.ts';

const schema = z.object({ name: z.string().trim().min(1, 'Enter a name') });
type Values = z.infer<typeof schema>;

function NewCustomer({ save }: { save: (v: Values) => Promise<void> }) {
  const [open, setOpen] = useState(true);
  const rf = useRecordForm({ schema, defaultValues: { name: '' }, save, onSaved: () => setOpen(false) });
  return (
    <FormDialog open={open} onOpenChange={setOpen} recordForm={rf} title="New customer">
      <TextField<Values> name="name" label="Name" />
    </FormDialog>
  );
}

function renderDialog(save: (v: Values) => Promise<void>) {
  const router = createMemoryRouter([{ path: '/', element: <NewCustomer save={save} /> }]);
  render(<RouterProvider router={router} />);
}

describe('a record form in a dialog', () => {
  it('asks before Esc throws away what was typed, and keeps it on "Keep editing"', async () => {
    renderDialog(async () => {});
    await userEvent.type(screen.getByLabelText('Name'), 'Acme');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New customer' })).not.toBeInTheDocument(),
    );
  });

  it('closes once saved, without asking', async () => {
    const save = vi.fn(async () => {});
    renderDialog(save);
    await userEvent.type(screen.getByLabelText('Name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New customer' })).not.toBeInTheDocument(),
    );
    expect(save).toHaveBeenCalledWith({ name: 'Acme' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
