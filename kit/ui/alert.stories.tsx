import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, AlertDescription, AlertTitle } from './alert.tsx';

const meta = { title: 'Kernel/UI/Alert', component: Alert } satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Alert>
      <AlertTitle>Heads up</AlertTitle>
      <AlertDescription>The sound level meter's calibration certificate expires next week.</AlertDescription>
    </Alert>
  ),
};
/** Form and server errors: role="alert", so screen readers announce them. */
export const Destructive: Story = {
  render: () => <Alert variant="destructive">Invalid login credentials</Alert>,
};
