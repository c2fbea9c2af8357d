// Breadcrumb parts (shadcn/ui). Links are router links by default; pass
// `asChild` to wrap something else. The current page is not a link.
import { ChevronRight, MoreHorizontal } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { cn } from './cn.ts';

export function Breadcrumb({ 'aria-label': label = 'Breadcrumb', ...props }: ComponentProps<'nav'>) {
  return <nav aria-label={label} {...props} />;
}
export function BreadcrumbList({ className, ...props }: ComponentProps<'ol'>) {
  return (
    <ol
      className={cn('flex flex-wrap items-center gap-1 text-sm break-words text-muted-foreground', className)}
      {...props}
    />
  );
}
export function BreadcrumbItem({ className, ...props }: ComponentProps<'li'>) {
  return <li className={cn('inline-flex min-w-0 items-center gap-1', className)} {...props} />;
}
export function BreadcrumbLink({
  className,
  asChild = false,
  ...props
}: ComponentProps<typeof Link> & { asChild?: boolean }) {
  const cls = cn(
    'truncate rounded-sm transition-colors hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    className,
  );
  if (asChild) return <Slot.Root className={cls} {...(props as ComponentProps<typeof Slot.Root>)} />;
  return <Link className={cls} {...props} />;
}
export function BreadcrumbPage({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span aria-current="page" className={cn('truncate font-medium text-foreground', className)} {...props} />
  );
}
export function BreadcrumbSeparator({ className, children, ...props }: ComponentProps<'li'>) {
  return (
    <li role="presentation" aria-hidden="true" className={cn('[&>svg]:size-3.5', className)} {...props}>
      {children ?? <ChevronRight />}
    </li>
  );
}
export function BreadcrumbEllipsis({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span className={cn('flex size-6 items-center justify-center', className)} {...props}>
      <MoreHorizontal className="size-4" aria-hidden="true" />
      <span className="sr-only">More</span>
    </span>
  );
}
