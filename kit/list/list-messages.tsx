// What a list shows instead of rows: nothing yet, nothing matching, past the
// last page. A failed load is the kit's one LoadError (kit/ui/load-error.tsx).
import { Button } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { Inbox, SearchX } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';

export interface EmptyContent {
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' | 'false' }>;
  /** Default "No <name> yet". */
  title?: string;
  description?: ReactNode;
  /** The screen's primary action ("New customer"). */
  action?: ReactNode;
}

export function NothingYet(props: { name: string; content?: EmptyContent }) {
  return (
    <EmptyState
      icon={props.content?.icon ?? Inbox}
      title={props.content?.title ?? `No ${props.name} yet`}
      description={props.content?.description}
      action={props.content?.action}
    />
  );
}

export function NoMatch(props: { name: string; q: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      title={props.q ? `No ${props.name} match “${props.q}”` : `No ${props.name} match these filters`}
      description="Try other words or fewer filters."
      action={
        <Button variant="outline" onClick={props.onClear}>
          Clear search and filters
        </Button>
      }
    />
  );
}

export function PastTheEnd(props: { onFirst: () => void }) {
  return (
    <EmptyState
      title="This page is empty"
      description="Rows may have been removed since the link was made."
      action={
        <Button variant="outline" onClick={props.onFirst}>
          Go to the first page
        </Button>
      }
    />
  );
}
