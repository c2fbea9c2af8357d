import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton.tsx';

const meta = { title: 'Kernel/UI/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Placeholders while a list loads (hidden from screen readers; pair with a Spinner or aria-busy). */
export const ListLoading: Story = {
  render: () => (
    <div className="grid max-w-md gap-3" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  ),
};
