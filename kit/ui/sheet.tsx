// A side panel (radix Dialog), e.g. the phone menu: Esc, the overlay and the
// close button close it. Compose the parts (SheetRoot, SheetTrigger,
// SheetContent…), or use the ready-made controlled `Sheet` with a title.
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

export const SheetRoot = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

const sheetVariants = cva('fixed z-50 flex flex-col gap-4 bg-background p-4 shadow-lg', {
  variants: {
    side: {
      left: 'inset-y-0 left-0 w-72 max-w-[85vw] border-r',
      right: 'inset-y-0 right-0 w-72 max-w-[85vw] border-l',
      top: 'inset-x-0 top-0 max-h-[85dvh] border-b',
      bottom: 'inset-x-0 bottom-0 max-h-[85dvh] border-t',
    },
  },
  defaultVariants: { side: 'left' },
});

export function SheetContent({
  className,
  children,
  side,
  closeLabel = 'Close',
  ...props
}: ComponentProps<typeof Dialog.Content> & VariantProps<typeof sheetVariants> & { closeLabel?: string }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <Dialog.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        <Dialog.Close
          className="absolute top-4 right-4 rounded-md p-1 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={closeLabel}
        >
          <X className="size-5" aria-hidden="true" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex min-h-7 flex-col gap-1 pr-8', className)} {...props} />;
}
export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-auto flex flex-col gap-2', className)} {...props} />;
}
export function SheetTitle({ className, ...props }: ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title className={cn('text-base font-semibold', className)} {...props} />;
}
export function SheetDescription({ className, ...props }: ComponentProps<typeof Dialog.Description>) {
  return <Dialog.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** A controlled side panel with a title and a "Close menu" button (the phone menus use it). */
export function Sheet(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
}) {
  return (
    <SheetRoot open={props.open} onOpenChange={props.onOpenChange}>
      <SheetContent side={props.side ?? 'left'} closeLabel="Close menu" aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>{props.title}</SheetTitle>
        </SheetHeader>
        <div className="min-h-0 flex-1 overflow-y-auto">{props.children}</div>
      </SheetContent>
    </SheetRoot>
  );
}
