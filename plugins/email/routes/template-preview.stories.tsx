import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviewView } from './template-page.tsx';

const html = `<!doctype html><html><body style="margin:0;background:#f2f4f7;font-family:Helvetica,Arial,sans-serif">
<div style="max-width:600px;margin:0 auto"><div style="background:#0f5132;color:#fff;padding:16px 24px;font-weight:bold;font-size:20px">Safeworks</div>
<div style="background:#fff;padding:24px"><p>Dear Otieno Odhiambo,</p><p>Your reference number is <strong>ENQ-2026-000123</strong>.</p></div>
<div style="padding:16px 24px;font-size:12px;color:#667085">Safeworks<br>Mombasa Road, Nairobi</div></div></body></html>`;

const offered = [
  'enquiry.reference',
  'enquiry.contact_name',
  'enquiry.service',
  'company.name',
  'company.email',
];

const meta = {
  title: 'Plugins/Email/Template preview',
  component: PreviewView,
  args: {
    preview: {
      subject: 'We have received your enquiry ENQ-2026-000123',
      html,
      text: 'Dear Otieno Odhiambo,\n\nYour reference number is ENQ-2026-000123.\n\n-- \nSafeworks',
    },
    error: null,
    offered,
  },
} satisfies Meta<typeof PreviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rendered: Story = {};
export const MissingPlaceholders: Story = {
  args: {
    preview: {
      subject: 'We have received your enquiry {{enquiry.reference}}',
      html,
      text: 'Dear {{enquiry.contact_name}},',
      missing: ['enquiry.reference', 'enquiry.contact_name'],
    },
  },
};
export const CannotRender: Story = {
  args: {
    error:
      'The HTML content uses {{{raw}}}: raw placeholders are not allowed (use {{raw}}, which is escaped)',
  },
};
export const Rendering: Story = { args: { preview: null } };
