import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContributedComponent } from './contributed-component.tsx';

const loaded = () => Promise.resolve({ default: () => <p className="text-sm">3 follow-ups due today</p> });
// Never settles: the placeholder stays, as while a slow module's code downloads.
const loading = () => new Promise<never>(() => {});
const failing = () =>
  Promise.resolve({
    default: () => {
      throw new Error('The widget broke');
    },
  });

const meta = {
  title: 'Kernel/App/ContributedComponent',
  component: ContributedComponent,
  args: { name: 'My follow-ups', load: loaded },
} satisfies Meta<typeof ContributedComponent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another plugin's piece of UI (a settings panel, a home widget), loaded on demand. */
export const Loaded: Story = {};

/** While its code loads: a grey block holds its place. */
export const Loading: Story = { args: { load: loading } };

/** It throws: only its own box says so; the rest of the screen keeps working. */
export const Failing: Story = { args: { load: failing } };
