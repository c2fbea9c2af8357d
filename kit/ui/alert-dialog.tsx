// Confirmation before destructive or far-reaching actions (radix AlertDialog:
// focus trapped, Esc cancels, the cancel button has initial focus, a click on
// the overlay does NOT close it). Compose the parts, or use ConfirmDialog.
import { AlertDialog as AD } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { buttonVariants } from './button.tsx';
import { cn } from './cn.ts';

export const AlertDialog = AD.Root;
export const AlertDialogTrigger = AD.Trigger;

export function AlertDialogContent({ className, ...props }: ComponentProps<typeof AD.Content>) {
  return (
    <AD.Portal>
      <AD.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <AD.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg',
          className,
        )}
        {...props}
      />
    </AD.Portal>
  );
}
export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 text-left', className)} {...props} />;
}
export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}
export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AD.Title>) {
  return <AD.Title className={cn('text-lg font-semibold', className)} {...props} />;
}
export function AlertDialogDescription({ className, ...props }: ComponentProps<typeof AD.Description>) {
  return <AD.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
export function AlertDialogAction({
  className,
  destructive = false,
  ...props
}: ComponentProps<typeof AD.Action> & { destructive?: boolean }) {
  return (
    <AD.Action
      className={cn(buttonVariants({ variant: destructive ? 'destructive' : 'default' }), className)}
      {...props}
    />
  );
}
export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof AD.Cancel>) {
  return <AD.Cancel className={cn(buttonVariants({ variant: 'outline' }), className)} {...props} />;
}

/** A ready-made confirmation: controlled by `open`, calls `onConfirm` when the action is chosen. */
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
    <AlertDialog open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.title}</AlertDialogTitle>
          <AlertDialogDescription>{props.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{props.cancelLabel ?? 'Cancel'}</AlertDialogCancel>
          <AlertDialogAction destructive={props.destructive} onClick={props.onConfirm}>
            {props.confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
