import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { Button } from './button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip.tsx';

const meta = { title: 'Kernel/UI/Tooltip', component: Tooltip } satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on hover and on keyboard focus; Esc closes it. */
export const Default: Story = {
  render: () => (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="About the action level">
          <Info aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>85 dB(A) over 8 hours: hearing protection must be provided.</TooltipContent>
    </Tooltip>
  ),
};
