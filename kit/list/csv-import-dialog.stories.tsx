import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImportField, ImportRow, RowVerdict } from './csv-import.ts';
import { CsvImportDialog } from './csv-import-dialog.tsx';

interface NewCustomer {
  name: string;
  email: string;
  kraPin: string;
}
const fields: ImportField[] = [
  { id: 'name', label: 'Name', required: true },
  { id: 'email', label: 'E-mail', aliases: ['Email address'] },
  { id: 'kra_pin', label: 'KRA PIN' },
];
const existing = new Set(['info@acme.co.ke']);
const validate = (rows: readonly ImportRow[]): RowVerdict<NewCustomer>[] =>
  rows.map(({ values }) => {
    if (!values.name) return { kind: 'error', reason: 'Name is required' };
    if (values.kra_pin && !/^[AP]\d{9}[A-Z]$/.test(values.kra_pin))
      return { kind: 'error', reason: 'KRA PIN looks like A123456789B' };
    const record = { name: values.name, email: values.email, kraPin: values.kra_pin };
    return existing.has(values.email) ? { kind: 'update', record } : { kind: 'new', record };
  });

const meta = {
  title: 'Kernel/List/CsvImportDialog',
  component: CsvImportDialog<NewCustomer>,
  args: { name: 'customers', fields, validate, onImport: () => {} },
  parameters: {
    docs: {
      description: {
        component:
          'Try a file such as `Name,Email address,KRA PIN` / `Acme,info@acme.co.ke,P051234567X` / `,x@y.ke,` / `Bidii,b@b.ke,123`.',
      },
    },
  },
} satisfies Meta<typeof CsvImportDialog<NewCustomer>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RefusedByTheServer: Story = {
  args: {
    onImport: () =>
      Promise.reject(new Error('duplicate key value violates unique constraint "customers_email_key"')),
  },
};
