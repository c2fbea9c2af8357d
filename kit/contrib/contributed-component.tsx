// Renders a contribution another plugin made (a settings panel, a home
// widget): its code loads on demand, a placeholder holds its place meanwhile,
// and if it throws, only its own box says so: one broken module must not take
// Settings or Home down with it.

import type { LazyComponent } from '@kernel/registry/extension-points.ts';
import { Component, type ReactNode, Suspense } from 'react';
import { Alert } from '../ui/alert.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { lazyOnce } from './lazy-once.ts';

export class ContributionBoundary extends Component<
  { name: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed)
      return (
        <Alert variant="destructive">
          {this.props.name} could not be shown. Reload the page to try again.
        </Alert>
      );
    return this.props.children;
  }
}

export function ContributedComponent(props: {
  load: LazyComponent;
  /** Names the contribution in the error message ("Company", "Open follow-ups"). */
  name: string;
  /** Shown while its code loads; a grey block by default. */
  fallback?: ReactNode;
}) {
  const Loaded = lazyOnce(props.load);
  return (
    <ContributionBoundary name={props.name}>
      <Suspense fallback={props.fallback ?? <Skeleton className="h-32" />}>
        <Loaded />
      </Suspense>
    </ContributionBoundary>
  );
}
