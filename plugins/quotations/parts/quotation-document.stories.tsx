// The quotation document as staff and clients read it (and print it): sent, a draft, accepted.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DOCUMENT } from '../routes/fixtures.ts';
import { QuotationDocumentView } from './quotation-document.tsx';

const meta = {
  title: 'Quotations/Document',
  component: QuotationDocumentView,
} satisfies Meta<typeof QuotationDocumentView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Sent: Story = { args: { doc: DOCUMENT } };
export const Draft: Story = { args: { doc: { ...DOCUMENT, status: 'draft', number: null, revision: 1 } } };
export const Accepted: Story = {
  args: {
    doc: {
      ...DOCUMENT,
      status: 'accepted',
      decided_at: '2026-11-28T09:30:00Z',
      decided_name: 'Nancy Kendi',
      has_signature: true,
    },
  },
};
