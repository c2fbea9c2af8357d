// The browser's own checkbox and radio button, styled for the app (focus ring,
// the primary colour): for lists of choices and yes/no fields that work with
// react-hook-form's register() like any input. Name each one: wrap it in a
// <label> with its text, give it a `Label htmlFor`, or an `aria-label`. The
// Radix Checkbox (checkbox.tsx) is for a controlled tri-state box.
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

const choice =
  'size-4 shrink-0 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50';

export function NativeCheckbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="checkbox" className={cn(choice, 'rounded border-input', className)} {...props} />;
}

export function NativeRadio({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="radio" className={cn(choice, className)} {...props} />;
}
