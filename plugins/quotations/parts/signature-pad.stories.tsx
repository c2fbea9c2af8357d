// The signature pad of the client's page (draw with a finger, pen or mouse).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignaturePad } from './signature-pad.tsx';

const meta = {
  title: 'Quotations/Signature pad',
  component: SignaturePad,
  args: { label: 'Signature (optional)', onChange: () => {} },
} satisfies Meta<typeof SignaturePad>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
