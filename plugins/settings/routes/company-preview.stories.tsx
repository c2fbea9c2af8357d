import { FALLBACK_COMPANY_FORMAT } from '@kit/format/company-format.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyPreview } from './company-preview.tsx';

const meta = {
  title: 'Plugins/Settings/Company preview',
  component: CompanyPreview,
  args: { format: FALLBACK_COMPANY_FORMAT, phone: '', now: new Date('2026-11-25T21:30:00Z') },
} satisfies Meta<typeof CompanyPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Kenya: Story = {};
export const AbroadInDollars: Story = {
  args: {
    format: { currency: 'USD', timezone: 'America/New_York', phoneCountry: 'US', locale: 'en-US' },
    phone: '+12025550123',
  },
};
