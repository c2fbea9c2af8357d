import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './button.tsx';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetRoot,
  SheetTitle,
  SheetTrigger,
} from './sheet.tsx';

const meta = { title: 'Kernel/UI/Sheet', component: Sheet } satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

function MenuDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open menu</Button>
      <Sheet open={open} onOpenChange={setOpen} title="Safeworks">
        <p className="text-sm">Menu content</p>
      </Sheet>
    </>
  );
}
/** The ready-made controlled panel the phone menus use (Esc closes). */
export const PhoneMenu: Story = {
  args: { open: false, onOpenChange: () => {}, title: 'Safeworks', children: null },
  render: () => <MenuDemo />,
};

export const ComposedRight: Story = {
  args: { open: false, onOpenChange: () => {}, title: 'Filters', children: null },
  render: () => (
    <SheetRoot>
      <SheetTrigger asChild>
        <Button variant="outline">Filters</Button>
      </SheetTrigger>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Narrow the list of leads.</SheetDescription>
        </SheetHeader>
        <SheetFooter>
          <Button>Apply</Button>
        </SheetFooter>
      </SheetContent>
    </SheetRoot>
  ),
};
