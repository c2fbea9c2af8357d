// The record's key facts as a label/value list. A fact marked `copy` gets a
// copy button (ids, phone numbers, e-mail addresses are pasted elsewhere).
import type { ReactNode } from 'react';
import { cn } from '../ui/cn.ts';
import { CopyButton } from './copy-button.tsx';

export interface Fact {
  label: string;
  /** Shown as "—" when empty. */
  value: ReactNode;
  /** The text the copy button copies; none = no button. */
  copy?: string;
}

export function FactsPanel({
  facts,
  title = 'Details',
  className,
}: {
  facts: readonly Fact[];
  title?: string;
  className?: string;
}) {
  return (
    <section aria-label={title} className={cn('rounded-lg border p-4', className)}>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <dl className="flex flex-col gap-3">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{fact.label}</dt>
            <dd className="flex min-w-0 items-center gap-1 text-sm">
              <span className="min-w-0 break-words">{isEmpty(fact.value) ? '—' : fact.value}</span>
              {fact.copy && <CopyButton value={fact.copy} label={fact.label} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const isEmpty = (v: ReactNode) => v === null || v === undefined || v === '' || v === false;
