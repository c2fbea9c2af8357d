import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner.tsx';

const meta = { title: 'Kernel/UI/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** role="status", announced as "Loading". */
export const Default: Story = {};
export const Large: Story = { args: { className: '[&_svg]:size-10' } };
