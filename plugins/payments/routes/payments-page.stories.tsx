import type { Meta, StoryObj } from '@storybook/react-vite';
import PaymentsPage from './payments-page.tsx';

const meta = {
  title: 'Plugins/Payment testing/Payment testing page',
  component: PaymentsPage,
} satisfies Meta<typeof PaymentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before anything is stored. */
export const Empty: Story = {};
