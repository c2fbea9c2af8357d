// The form scaffold on a small customer form. useBlocker needs a data router, and the phone
// field reads the company format, so each story brings its own router and query cache.

import { DataError } from '@kernel/data/data-error.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../ui/button.tsx';
import { DateField, MoneyField, PhoneField, SelectField, TextareaField, TextField } from './fields.tsx';
import { FormDialog } from './form-dialog.tsx';
import { FormPage } from './form-page.tsx';
import { useConfirmedAction } from './use-confirmed-action.tsx';
import { useRecordForm } from './use-record-form.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name'),
  email: z.string().trim(),
  phone: z.string().trim(),
  town: z.string(),
  credit_limit: z.string().regex(/^\d+(\.\d{1,2})?$/, 'An amount such as 25000 or 1500.50'),
  since: z.string(),
  notes: z.string(),
});
type Values = z.infer<typeof schema>;
const defaults: Values = {
  name: 'Acme Ltd',
  email: '',
  phone: '',
  town: 'Nairobi',
  credit_limit: '0',
  since: '',
  notes: '',
};
const towns = ['Nairobi', 'Mombasa', 'Kisumu'].map((t) => ({ value: t, label: t }));

const slowly = () => new Promise<void>((r) => setTimeout(r, 800));
const refuseEmail = async () => {
  await slowly();
  throw new DataError({
    code: '23505',
    message: 'duplicate key value violates unique constraint "customers_email_key"',
  });
};

function Fields() {
  return (
    <>
      <TextField<Values> name="name" label="Name" />
      <TextField<Values> name="email" label="E-mail" type="email" />
      <PhoneField<Values> name="phone" label="Phone" description="e.g. 0712 345 678" />
      <SelectField<Values> name="town" label="Town" options={towns} />
      <MoneyField<Values> name="credit_limit" label="Credit limit (KES)" />
      <DateField<Values> name="since" label="Customer since" />
      <TextareaField<Values> name="notes" label="Notes" />
    </>
  );
}

function CustomerPage({ save }: { save: () => Promise<void> }) {
  const rf = useRecordForm({ schema, defaultValues: defaults, save });
  return (
    <FormPage recordForm={rf} label="Customer" className="max-w-lg">
      <Fields />
    </FormPage>
  );
}

function CustomerDialog({ save }: { save: () => Promise<void> }) {
  const [open, setOpen] = useState(true);
  const rf = useRecordForm({ schema, defaultValues: defaults, save, onSaved: () => setOpen(false) });
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit customer</Button>
      <FormDialog open={open} onOpenChange={setOpen} recordForm={rf} title="Edit customer">
        <Fields />
      </FormDialog>
    </>
  );
}

function ArchiveButton() {
  const archive = useConfirmedAction<string>({
    title: (n) => `Archive ${n}?`,
    description: () => 'It leaves lists and search; its invoices stay.',
    confirmLabel: 'Archive',
    run: slowly,
    undo: slowly,
    done: (n) => `${n} archived`,
    undone: (n) => `${n} is back`,
  });
  return (
    <>
      <Button variant="destructive" onClick={() => archive.ask('Acme Ltd')}>
        Archive Acme Ltd
      </Button>
      {archive.dialog}
    </>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: children }]));
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

const meta = { title: 'Kernel/Forms/Record form', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  render: () => (
    <Frame>
      <CustomerPage save={slowly} />
    </Frame>
  ),
};

export const RefusedByTheDatabase: Story = {
  render: () => (
    <Frame>
      <CustomerPage save={refuseEmail} />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail'), 'taken@example.co.ke');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('This is already taken by another record.', {}, { timeout: 3000 }),
    ).toBeVisible();
  },
};

export const InADialog: Story = {
  render: () => (
    <Frame>
      <CustomerDialog save={slowly} />
    </Frame>
  ),
};

export const ConfirmWithUndo: Story = {
  render: () => (
    <Frame>
      <ArchiveButton />
    </Frame>
  ),
};
