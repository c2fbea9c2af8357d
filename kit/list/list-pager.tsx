// Previous/next and rows per page. Unlike kernel/ui Pagination it copes with
// totals that are estimates ("about 12,400") or unknown (next is offered while
// pages come back full).
import { Button } from '@kit/ui/button.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { PAGE_SIZES } from './list-state.ts';

const number = new Intl.NumberFormat();

/** "Showing 26–50 of 1,234", "… of about 120,000", "Showing 26–50" (no total), "No rows". */
export function countText(p: {
  page: number;
  size: number;
  shown: number;
  total: number | null;
  estimate: boolean;
}) {
  if (p.shown === 0) return p.total === 0 ? 'No rows' : 'No rows on this page';
  const from = (p.page - 1) * p.size + 1;
  const range = `${number.format(from)}–${number.format(from + p.shown - 1)}`;
  if (p.total === null) return `Showing ${range}`;
  return `Showing ${range} of ${p.estimate ? 'about ' : ''}${number.format(p.total)}`;
}

export function ListPager(props: {
  page: number;
  size: number;
  shown: number;
  total: number | null;
  estimate: boolean;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  label: string;
}) {
  const { page, size, shown, total } = props;
  const sizeId = useId();
  // An estimate may be off either way: trust a full page more than the guess.
  const hasNext = total !== null && !props.estimate ? page * size < total : shown === size;
  const pageCount = total !== null && !props.estimate ? Math.max(1, Math.ceil(total / size)) : null;
  return (
    <nav aria-label={props.label} className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite" aria-atomic="true">
        {countText({ page, size, shown, total, estimate: props.estimate })}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <span className="flex items-center gap-2">
          <label htmlFor={sizeId} className="text-sm text-muted-foreground">
            Rows per page
          </label>
          <NativeSelect
            id={sizeId}
            className="h-8 w-20 px-2"
            value={String(size)}
            onChange={(e) => props.onSize(Number(e.target.value))}
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </span>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="text-sm text-muted-foreground tabular-nums">
          {pageCount === null ? `Page ${page}` : `Page ${page} of ${pageCount}`}
        </span>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => props.onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
