import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProfileDialog } from './profile-dialog.tsx';

const profile = {
  full_name: 'Grace Wanjiru',
  phone: '+254 712 345 678',
  job_title: 'Safety officer',
  email: 'grace@example.com',
};

const meta = {
  title: 'Kernel/Shell/Profile dialog',
  component: ProfileDialog,
  args: {
    open: true,
    onOpenChange: () => {},
    profile,
    onSave: async () => {},
  },
} satisfies Meta<typeof ProfileDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const SaveFails: Story = {
  args: {
    onSave: async () => {
      throw new Error('The server cannot be reached. Try again.');
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Save' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('The server cannot be reached');
  },
};
