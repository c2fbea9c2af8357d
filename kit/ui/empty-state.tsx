import type { ComponentType, ReactNode } from 'react';
import { cn } from './cn.ts';

export function EmptyState(props: {
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' | 'false' }>;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const Icon = props.icon;
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed p-10 text-center',
        props.className,
      )}
    >
      {Icon && <Icon className="size-10 text-muted-foreground" aria-hidden="true" />}
      <p className="text-base font-medium">{props.title}</p>
      {props.description && <div className="max-w-md text-sm text-muted-foreground">{props.description}</div>}
      {props.action && <div className="mt-2">{props.action}</div>}
    </div>
  );
}
