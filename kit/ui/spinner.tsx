import { cn } from './cn.ts';
import { Loader2 } from './icons.tsx';

/** A busy indicator announced to screen readers as "Loading". */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex', className)}>
      <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
    </span>
  );
}
