import { DataError } from '@kernel/data/data-error.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InteractiveEnquiryForm as EnquiryForm } from './enquiry-form-interactive.tsx';

/** The site's enquiry form (/contact, and "Request a quote" on every service page), with a fake server. */
const meta = {
  title: 'Site/EnquiryForm',
  component: EnquiryForm,
  args: {
    title: 'Send an enquiry',
    description: 'Give an e-mail address or a phone number; everything else helps us prepare.',
    submitLabel: 'Send enquiry',
    source: 'website_form',
    send: async () => {
      await new Promise((r) => setTimeout(r, 800));
      return { reference: 'ENQ-2026-000123' };
    },
    getToken: async () => ({ token: '00000000-0000-4000-8000-000000000001', minWaitMs: 0 }),
  },
  decorators: [(Story) => <div className="max-w-2xl p-4">{Story()}</div>],
} satisfies Meta<typeof EnquiryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Contact: Story = {};

export const ServiceQuote: Story = {
  args: {
    title: 'Request a quote: Fire safety audit',
    submitLabel: 'Request a quote',
    source: 'quote_request',
    service: 'audits/fire-safety',
  },
};

export const Throttled: Story = {
  args: {
    send: async () => {
      throw new DataError({
        code: 'PT429',
        status: 429,
        message: 'You have sent several enquiries in a short time. Please try again later, or call us.',
      });
    },
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
