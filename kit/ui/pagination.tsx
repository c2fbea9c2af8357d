// Previous/next paging with "Showing x–y of z". Pages count from 1.

// Plain buttons with the Button's classes: `Button` brings radix's Slot (for `asChild`), which the shop's first
// page would download for nothing (ADR 085).
import { buttonVariants } from './button-variants.ts';
import { cn } from './cn.ts';
import { ChevronLeft, ChevronRight } from './icons.tsx';

export interface PageRange {
  /** First row shown (1-based), 0 when there are none. */
  from: number;
  /** Last row shown (1-based), 0 when there are none. */
  to: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** What a page shows; a page past the end (e.g. after deletions) counts as the last page. */
export function pageRange(page: number, pageSize: number, total: number): PageRange {
  const size = Math.max(1, Math.floor(pageSize));
  const count = Math.max(0, Math.floor(total));
  const pageCount = Math.max(1, Math.ceil(count / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const from = count === 0 ? 0 : (current - 1) * size + 1;
  const to = Math.min(current * size, count);
  return { from, to, pageCount, hasPrevious: current > 1, hasNext: current < pageCount };
}

export function Pagination(props: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark when a screen has several lists. */
  label?: string;
  className?: string;
}) {
  const r = pageRange(props.page, props.pageSize, props.total);
  const current = Math.min(Math.max(1, props.page), r.pageCount);
  return (
    <nav
      aria-label={props.label ?? 'Pagination'}
      className={cn('flex flex-col items-center gap-2 sm:flex-row sm:justify-between', props.className)}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {r.from === 0 ? `Showing 0 of ${props.total}` : `Showing ${r.from}–${r.to} of ${props.total}`}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          disabled={!r.hasPrevious}
          onClick={() => props.onPageChange(current - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </button>
        <span className="text-sm text-muted-foreground tabular-nums">
          Page {current} of {r.pageCount}
        </span>
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          disabled={!r.hasNext}
          onClick={() => props.onPageChange(current + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
