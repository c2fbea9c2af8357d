// The scaffold on a tiny form: what every record form built on it inherits.

import { DataError } from '@kernel/data/data-error.ts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from './fields.tsx';
import { FormPage } from './form-page.tsx';
import { useRecordForm } from './use-record-form.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name'),
  email: z.string().trim(),
});
type Values = z.infer<typeof schema>;

function ContactForm({ save }: { save: (v: Values) => Promise<void> }) {
  const rf = useRecordForm({ schema, defaultValues: { name: 'Acme', email: '' }, save });
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <FormPage recordForm={rf} label="Contact">
        <TextField<Values> name="name" label="Name" />
        <TextField<Values> name="email" label="E-mail" type="email" />
      </FormPage>
    </>
  );
}

function renderForm(save: (v: Values) => Promise<void>) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <ContactForm save={save} /> },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a record form built on the scaffold', () => {
  it('says what is missing under the field and focuses it, without saving', async () => {
    const save = vi.fn(async () => {});
    renderForm(save);
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Name');
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter a name');
    expect(name).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves once however fast Save is pressed twice, saying "Saving…" meanwhile', async () => {
    let finish = () => {};
    const save = vi.fn(() => new Promise<void>((r) => (finish = r)));
    renderForm(save);
    await userEvent.type(screen.getByLabelText('E-mail'), 'a@b.co');
    const button = screen.getByRole('button', { name: 'Save' });
    // Two submits in the same tick: the second arrives before React re-renders the button.
    act(() => {
      button.click();
      button.click();
    });
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await act(async () => finish());
    await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ name: 'Acme', email: 'a@b.co' });
  });

  it('puts the database’s refusal under the field it names, and other refusals above the form', async () => {
    const save = vi
      .fn<(v: Values) => Promise<void>>()
      .mockRejectedValueOnce(
        new DataError({
          code: '23505',
          message: 'duplicate key value violates unique constraint "contacts_email_key"',
        }),
      )
      .mockRejectedValueOnce(
        new DataError({ code: '42501', message: 'permission denied for table contacts' }),
      );
    renderForm(save);
    await userEvent.type(screen.getByLabelText('E-mail'), 'taken@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This is already taken by another record.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/may not make this change/);
  });

  it('asks before leaving with unsaved changes, and lets go once saved', async () => {
    const save = vi.fn(async () => {});
    const router = renderForm(save);
    await userEvent.type(screen.getByLabelText('Name'), ' Ltd');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Name')).toHaveValue('Acme Ltd');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  });

  it('asks the browser to confirm closing the tab while edits are unsaved', async () => {
    renderForm(async () => {});
    const unload = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(screen.getByLabelText('Name'), '!');
    expect(unload()).toBe(true);
  });
});
