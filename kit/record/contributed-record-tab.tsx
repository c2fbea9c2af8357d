// A tab another plugin adds to a record page (manifest `recordTabs`, e.g.
// Invoices on a customer): its code loads when the tab is first opened, a
// placeholder holds its place meanwhile, and if it throws only the tab says
// so — the record page and its own tabs stay usable.

import type { RecordActionTarget, RecordTabProps } from '@kernel/registry/extension-points.ts';
import { type ComponentType, Suspense } from 'react';
import { ContributionBoundary } from '../contrib/contributed-component.tsx';
import { lazyOnce } from '../contrib/lazy-once.ts';
import { Skeleton } from '../ui/skeleton.tsx';

type Loader = () => Promise<{ default: ComponentType<RecordTabProps> }>;

export function ContributedRecordTab(props: { load: Loader; label: string; target: RecordActionTarget }) {
  const Loaded = lazyOnce(props.load);
  return (
    <ContributionBoundary name={props.label}>
      <Suspense fallback={<Skeleton className="h-32" />}>
        <Loaded target={props.target} />
      </Suspense>
    </ContributionBoundary>
  );
}
