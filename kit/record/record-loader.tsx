// The three states before a record page (ADR 045), the same on every record:
// loading (a skeleton of the header and body), not found (a 404-style message
// with the way back to the list) and a failed read (the kit's LoadError, with
// "Try again"). Then the page itself, with the record.
//
//   const customer = useRecord(customerKeys.detail(id), () => getCustomer(id));
//   return (
//     <RecordLoader query={customer} noun="customer" back={{ to: '/dashboard/customers', label: 'All customers' }}>
//       {(c) => <CustomerRecord customer={c} />}
//     </RecordLoader>
//   );
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { LoadError } from '../ui/load-error.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

/** What the loader reads of a query: TanStack Query's result fits, so do several queries combined. */
export interface RecordQuery<T> {
  isPending: boolean;
  error: Error | null;
  /** `null` (or `undefined` once loaded): there is no such record. */
  data: T | null | undefined;
  refetch(): unknown;
}

/** The list a record page goes back to ("All customers"). */
export interface BackTo {
  to: string;
  label: string;
}

/** One record by its key: `load` answers null when there is none. */
export function useRecord<T>(key: QueryKey, load: () => Promise<T | null>) {
  return useQuery({ queryKey: key, queryFn: load });
}

/** The "← All customers" link above a record and under its not-found message. */
export function BackLink({ back }: { back: BackTo }) {
  return (
    <Button variant="ghost" size="sm" asChild>
      <Link to={back.to}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
    </Button>
  );
}

export interface RecordLoaderProps<T> {
  query: RecordQuery<T>;
  /** The record's kind in a sentence: "customer" → "Loading the customer", "No such customer". */
  noun: string;
  back: BackTo;
  /** The not-found message; default "No such <noun>" / "It may have been deleted, or the link is wrong." */
  notFound?: {
    title?: string;
    description?: ReactNode;
    icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' | 'false' }>;
  };
  children: (record: T) => ReactNode;
}

export function RecordLoader<T>(props: RecordLoaderProps<T>) {
  const { query, noun } = props;
  if (query.error)
    return (
      <div className="flex flex-col items-start gap-3">
        <BackLink back={props.back} />
        <LoadError what={`the ${noun}`} error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  if (query.isPending) return <RecordSkeleton noun={noun} />;
  if (query.data === null || query.data === undefined)
    return (
      <EmptyState
        icon={props.notFound?.icon ?? SearchX}
        title={props.notFound?.title ?? `No such ${noun}`}
        description={props.notFound?.description ?? 'It may have been deleted, or the link is wrong.'}
        action={<BackLink back={props.back} />}
      />
    );
  return <>{props.children(query.data)}</>;
}

/** A record page's shape while it loads: title, actions, body. */
export function RecordSkeleton({ noun }: { noun: string }) {
  return (
    <div role="status" aria-label={`Loading the ${noun}`} className="flex flex-col gap-3">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
