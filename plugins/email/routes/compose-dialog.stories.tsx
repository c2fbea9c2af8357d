// "Send e-mail" on a record (a record action): choosing recipients — a flagged
// "do not contact" person is listed but never preselected — and writing the
// message. Picking a template asks the server for a rendered preview, so these
// stories stay in "Write it" mode.
import type { RecordActionTarget } from '@kernel/registry/extension-points.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ComposeDialog from './compose-dialog.tsx';

const customer: RecordActionTarget = {
  type: 'customers',
  id: 'c-1',
  title: 'Timau Roses Ltd',
  recipients: [
    { name: 'Wanjiku Mwangi (HR manager)', email: 'wanjiku@timauroses.example' },
    { name: 'Otieno Ouma (SHE officer)', email: 'otieno@timauroses.example', caution: 'Do not contact' },
  ],
  data: { customer: { name: 'Timau Roses Ltd' }, contact: { first_name: 'Wanjiku' } },
};

const meta = {
  title: 'Plugins/Email/Send e-mail',
  component: ComposeDialog,
  parameters: { path: '/dashboard/customers/c-1' },
  args: { target: customer, onDone: () => {} },
} satisfies Meta<typeof ComposeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two contacts: the usual one is ticked, the one who asked not to be contacted is flagged and left unticked. */
export const FromACustomer: Story = {};

/** A lead that gave no e-mail address: the member types one. */
export const NoAddressOnRecord: Story = {
  args: {
    target: {
      type: 'leads',
      id: 'l-1',
      title: 'Kericho Tea Packers — noise survey',
      recipients: [],
      data: {},
    },
  },
};
