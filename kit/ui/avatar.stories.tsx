import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar, AvatarFallback, AvatarImage, initials } from './avatar.tsx';

const meta = { title: 'Kernel/UI/Avatar', component: Avatar } satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InitialsFallback: Story = {
  render: () => (
    <div className="flex gap-3">
      <Avatar>
        <AvatarFallback>{initials('Grace Wanjiru', '')}</AvatarFallback>
      </Avatar>
      <Avatar>
        <AvatarFallback>{initials(null, 'staff@demo.safeworks.test')}</AvatarFallback>
      </Avatar>
      <Avatar className="size-12">
        <AvatarImage src="/missing-photo.png" alt="Otieno" />
        <AvatarFallback>{initials('Otieno', '')}</AvatarFallback>
      </Avatar>
    </div>
  ),
};
