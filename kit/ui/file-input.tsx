// The browser's file chooser, its button styled like the kit's outline button.
// Hidden (`className="sr-only"`) behind a Button that calls `click()` on it when
// a screen wants its own button or drop zone. Name it with a Label or aria-label.
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export function FileInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="file"
      className={cn(
        'text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}
