// A document's lines table that stacks on a phone (issue 22 item 7): below the `sm` breakpoint each row
// becomes a card — the description on its own line, then one "label … value" line per cell, the label
// from the cell's `data-label` — so no quantity, price or amount is cut off or scrolled out of sight. From
// `sm` up (and on paper) it is the ordinary table. One DOM for both: screen readers and tests read the
// same cells.

/** On the <table>. */
export const stackedTable = 'w-full border-collapse text-sm max-sm:block';
/** On the <thead>: the column headings, read out but not shown on a phone (each cell says its label). */
export const stackedHead = 'max-sm:sr-only';
/** On the <tbody>. */
export const stackedBody = 'max-sm:block';
/** On each <tr>. */
export const stackedRow = 'max-sm:block max-sm:py-2';
/** On the description cell: the card's first line. */
export const stackedTitleCell = 'max-sm:block max-sm:pb-1 max-sm:pr-0 max-sm:font-medium';
/** On a cell shown only in the table (the line number). */
export const stackedHiddenCell = 'max-sm:hidden';
/** On each figure cell (give it `data-label`): "Qty …… 2 days" on a phone; an empty cell takes no line. */
export const stackedCell =
  'max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:py-0.5 max-sm:pr-0 max-sm:text-right max-sm:empty:hidden max-sm:before:text-left max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]';
