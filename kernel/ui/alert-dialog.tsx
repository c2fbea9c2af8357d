// Confirmation before destructive actions (radix AlertDialog: focus trapped,
// Esc cancels, the cancel button has initial focus).
import { AlertDialog as AD } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonVariants } from './button.tsx';
import { cn } from './cn.ts';

export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AD.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AD.Portal>
        <AD.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AD.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg">
          <AD.Title className="text-lg font-semibold">{props.title}</AD.Title>
          <AD.Description className="text-sm text-muted-foreground">{props.description}</AD.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AD.Cancel className={buttonVariants({ variant: 'outline' })}>
              {props.cancelLabel ?? 'Cancel'}
            </AD.Cancel>
            <AD.Action
              className={cn(buttonVariants({ variant: props.destructive ? 'destructive' : 'default' }))}
              onClick={props.onConfirm}
            >
              {props.confirmLabel}
            </AD.Action>
          </div>
        </AD.Content>
      </AD.Portal>
    </AD.Root>
  );
}
