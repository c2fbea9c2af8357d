// The import dialog as a user meets it: a file in, a preview out, the good rows handed over.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportField, ImportRow, RowVerdict } from './csv-import.ts';
import { CsvImportDialog } from './csv-import-dialog.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

interface NewCustomer {
  name: string;
  email: string;
}
const fields: ImportField[] = [
  { id: 'name', label: 'Name', required: true },
  { id: 'email', label: 'E-mail', aliases: ['Email address'] },
];
const validate = (rows: readonly ImportRow[]): RowVerdict<NewCustomer>[] =>
  rows.map(({ values }) =>
    !values.name
      ? { kind: 'error', reason: 'Name is required' }
      : values.email === 'old@x.ke'
        ? { kind: 'update', record: { name: values.name, email: values.email } }
        : values.name === 'Acme Limited'
          ? { kind: 'new', record: { name: values.name, email: values.email }, note: 'Looks like Acme Ltd' }
          : { kind: 'new', record: { name: values.name, email: values.email } },
  );
const file = (text: string) => new File([text], 'customers.csv', { type: 'text/csv' });

beforeEach(() => vi.clearAllMocks());

describe('a user importing customers from a CSV file', () => {
  it('sees each row’s fate and imports only the good ones', async () => {
    const user = userEvent.setup();
    const onImport = vi.fn();
    render(<CsvImportDialog name="customers" fields={fields} validate={validate} onImport={onImport} />);
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    await user.upload(
      screen.getByLabelText('CSV file'),
      file('Name,Email address\nAcme,a@x.ke\n,b@x.ke\nBeta,old@x.ke\n'),
    );
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('0');
    expect(screen.getByLabelText('E-mail')).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/1 new · 1 update · 1 error/)).toBeInTheDocument();
    const errorRow = screen.getByRole('cell', { name: 'Name is required' }).closest('tr');
    expect(within(errorRow as HTMLElement).getByRole('cell', { name: '3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(onImport).toHaveBeenCalledWith([
      { name: 'Acme', email: 'a@x.ke' },
      { name: 'Beta', email: 'old@x.ke' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cannot preview until a required field has a column', async () => {
    const user = userEvent.setup();
    render(<CsvImportDialog name="customers" fields={fields} validate={validate} onImport={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    await user.upload(screen.getByLabelText('CSV file'), file('Company,Email\nAcme,a@x.ke\n'));
    expect(await screen.findByText('Choose a column for Name.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/^Name/), 'Company');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled();
  });

  it('keeps the dialog open and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const onImport = vi.fn().mockRejectedValue(new Error('duplicate key value violates unique constraint'));
    render(<CsvImportDialog name="customers" fields={fields} validate={validate} onImport={onImport} />);
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    await user.upload(screen.getByLabelText('CSV file'), file('Name\nAcme\n'));
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Import 1 row' }));
    expect(await screen.findByText(/duplicate key value/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('all or nothing: imports nothing while a row has an error, lists those rows first, takes the fixed file', async () => {
    const user = userEvent.setup();
    const onImport = vi.fn();
    render(
      <CsvImportDialog
        name="customers"
        fields={fields}
        validate={validate}
        onImport={onImport}
        allOrNothing
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    await user.upload(
      screen.getByLabelText('CSV file'),
      file('Name,Email\nAcme,a@x.ke\nBeta,b@x.ke\n,c@x.ke\n'),
    );
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/Nothing is imported while any row has an error/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
    const firstRow = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getByRole('cell', { name: '4' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose the fixed file' }));
    await user.upload(
      screen.getByLabelText('CSV file'),
      file('Name,Email\nAcme,a@x.ke\nBeta,b@x.ke\nGamma,c@x.ke\n'),
    );
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Import 3 rows' }));
    expect(onImport).toHaveBeenCalledTimes(1);
    expect(onImport.mock.calls[0]?.[0]).toHaveLength(3);
  });

  it('takes more rows than the default when the module says so', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 6000 }, (_, i) => `Firm ${i}`).join('\n');
    render(
      <CsvImportDialog
        name="customers"
        fields={fields}
        validate={validate}
        onImport={vi.fn()}
        maxRows={10_000}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    await user.upload(screen.getByLabelText('CSV file'), file(`Name\n${rows}\n`));
    expect(await screen.findByText(/^6000 rows\./)).toBeInTheDocument();
    expect(screen.queryByText(/at most/)).not.toBeInTheDocument();
  });

  it('shows a note beside a row that is imported anyway', async () => {
    const user = userEvent.setup();
    render(<CsvImportDialog name="customers" fields={fields} validate={validate} onImport={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    await user.upload(screen.getByLabelText('CSV file'), file('Name\nAcme Limited\n'));
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('cell', { name: 'Looks like Acme Ltd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeEnabled();
  });
});
