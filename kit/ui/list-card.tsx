// The frame of a short list on a card — Home's "My tasks", "My follow-ups",
// "Today's schedule": an icon and title, then exactly one of its four states
// (could not load with a retry, loading, empty, the items). Each widget keeps
// only what is its own: the sentence when empty and how an item reads.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from './card.tsx';
import { LoadError } from './load-error.tsx';
import { Skeleton } from './skeleton.tsx';

export interface ListCardProps<T> {
  title: string;
  icon: LucideIcon;
  /** The items; undefined while they load. */
  items: readonly T[] | undefined;
  /** What the list is, for the error and the loading label ("Your tasks"). */
  what: string;
  /** The sentence when there are none ("No open tasks assigned to you."). */
  empty: ReactNode;
  error?: Error | null;
  onRetry?: () => void;
  /** One `<li>` per item. */
  renderItem(item: T): ReactNode;
  /** After the list in every state (a link to the whole list). */
  footer?: ReactNode;
}

export function ListCard<T>(props: ListCardProps<T>) {
  const Icon = props.icon;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {props.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {props.error ? (
          <LoadError what={props.what} error={props.error} onRetry={props.onRetry} />
        ) : !props.items ? (
          <div role="status" aria-label={`Loading ${props.what.toLowerCase()}`} className="grid gap-2">
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-3/4" />
          </div>
        ) : props.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{props.empty}</p>
        ) : (
          <ul className="grid gap-2">{props.items.map((item) => props.renderItem(item))}</ul>
        )}
        {props.footer}
      </CardContent>
    </Card>
  );
}
