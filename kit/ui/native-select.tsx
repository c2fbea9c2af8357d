// The browser's own <select>, styled like Input. For short option lists where
// the platform picker serves phones and keyboards best (filters, a role), and
// where react-hook-form's register() should work as on any input; the Radix
// Select (select.tsx) is for richer option content.
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
