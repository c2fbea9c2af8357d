// The one kanban board (ADR 039): a column per state with its heading and
// count, the items as cards. With `onMove`, a card moves by drag and drop, by
// its "Move to…" menu (`moveMenu`, for the card to place), or from the keyboard
// (Shift + ← / → on the card's focused link or button) — the screen that owns
// the board announces each move. Without it the board is read-only. The board is
// `relative`: screen-reader hints placed absolutely inside cards scroll with it
// instead of widening the page on a phone.
// With `ordered`, the order of `items` within a column is the cards' order and
// it can change: a card dropped on another card goes just before it (on the
// column, to its end), Shift + ↑ / ↓ moves it within its column, and `onMove`
// gets the index in the target column (counted without the card) — the task
// board (projects) is one such board.
import { Button } from '@kit/ui/button.tsx';
import { cn } from '@kit/ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@kit/ui/dropdown-menu.tsx';
import { ArrowRightLeft } from 'lucide-react';
import { type DragEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';

export interface BoardColumn<C extends string> {
  id: C;
  label: string;
}

/** What a card gets to render itself. */
export interface BoardCardTools<C extends string> {
  /** The "Move to…" button and menu (null on a read-only board); `name` says which card ("ENQ-…"). */
  moveMenu: (name: string) => ReactNode;
  /** Handler for the card's main link: Shift + ← / → moves it to the neighbouring column (and ↑ / ↓ within it on an ordered board). */
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
  column: BoardColumn<C>;
  /** The card's place in its column (from 0) and the column's number of cards. */
  index: number;
  count: number;
}

export interface BoardViewProps<T, C extends string> {
  /** The board's accessible name ("Pipeline board"). */
  label: string;
  columns: readonly BoardColumn<C>[];
  items: readonly T[];
  keyOf: (item: T) => string;
  columnOf: (item: T) => C;
  /** The card's content; the board wraps it in a list item (draggable when the board moves cards). */
  renderCard: (item: T, tools: BoardCardTools<C>) => ReactNode;
  /** The column's heading; default: its label and a count badge. */
  renderHeader?: (column: BoardColumn<C>, items: readonly T[], headingId: string) => ReactNode;
  /** The list's name per column ("New leads"). */
  listLabel?: (column: BoardColumn<C>) => string;
  /** Shown under an empty column ("No leads"). */
  emptyText?: string;
  /**
   * Moves a card to `column` at `index` of that column counted without the card (the end after a move to
   * another column by menu or ← / →); none = a read-only board.
   */
  onMove?: (item: T, column: C, index: number) => void;
  /** The cards' order within a column matters and can change (drop before a card, Shift + ↑ / ↓). */
  ordered?: boolean;
  /** Element id of what gets the focus back after a keyboard move (the card is a new element then). */
  focusIdOf?: (item: T) => string;
  /** `data-*` attribute naming a column for tests and styles (`stage` → data-stage). */
  columnAttribute?: string;
  /** Column width (Tailwind), default w-72. */
  columnClassName?: string;
}

export function BoardView<T, C extends string>(props: BoardViewProps<T, C>) {
  const [over, setOver] = useState<C | null>(null);
  // The pending "keep the keyboard on the moved card" focus: one at a time, and none after the board is gone
  // (a late one focused a card of whatever was rendered next — the next screen, or the next test's board).
  const focusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(focusTimer.current), []);
  const dragType = `application/x-safeworks-${props.label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  const { onMove } = props;
  const inColumn = (column: C) => props.items.filter((i) => props.columnOf(i) === column);
  /** Move the card `key` to `column`, before the card `beforeKey` (ordered boards) or to the end. */
  const move = (key: string, column: C, beforeKey?: string) => {
    const item = props.items.find((i) => props.keyOf(i) === key);
    if (!item || !onMove || key === beforeKey) return;
    const others = inColumn(column).filter((i) => props.keyOf(i) !== key);
    const at = props.ordered && beforeKey ? others.findIndex((i) => props.keyOf(i) === beforeKey) : -1;
    const index = at === -1 ? others.length : at;
    if (props.columnOf(item) === column) {
      const current = inColumn(column).findIndex((i) => props.keyOf(i) === key);
      if (!props.ordered || current === index) return;
    }
    onMove(item, column, index);
  };
  const attribute = `data-${props.columnAttribute ?? 'column'}`;
  return (
    <section
      className="relative flex min-w-0 max-w-full snap-x gap-3 overflow-x-auto pb-3"
      aria-label={props.label}
    >
      {props.columns.map((column, index) => {
        const items = inColumn(column.id);
        const headingId = `board-${props.columnAttribute ?? 'column'}-${column.id}`;
        const tools = (item: T, place: number): BoardCardTools<C> => ({
          column,
          index: place,
          count: items.length,
          moveMenu: (name) =>
            onMove ? (
              <MoveMenu
                name={name}
                columns={props.columns.filter((c) => c.id !== column.id)}
                onMoveTo={(c) => move(props.keyOf(item), c)}
              />
            ) : null,
          onKeyDown: (e) => {
            if (!onMove || !e.shiftKey) return;
            if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
              const next = props.columns[index + (e.key === 'ArrowRight' ? 1 : -1)];
              if (!next) return;
              e.preventDefault();
              move(props.keyOf(item), next.id);
            } else if (props.ordered && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
              const to = place + (e.key === 'ArrowUp' ? -1 : 1);
              if (to < 0 || to >= items.length) return;
              e.preventDefault();
              onMove(item, column.id, to);
            } else return;
            // The card moves to another column (a new element): keep the keyboard on it. The document
            // is taken from the event: the timer may fire after the page (or a test's DOM) is gone.
            const doc = e.currentTarget.ownerDocument;
            const focusId = props.focusIdOf?.(item);
            if (focusId) {
              clearTimeout(focusTimer.current);
              focusTimer.current = setTimeout(() => doc.getElementById(focusId)?.focus(), 50);
            }
          },
        });
        return (
          <section
            key={column.id}
            aria-labelledby={headingId}
            {...{ [attribute]: column.id }}
            className={cn(
              'flex shrink-0 snap-start flex-col gap-2 rounded-lg border bg-muted/40 p-2',
              props.columnClassName ?? 'w-72',
              over === column.id && 'ring-2 ring-primary',
            )}
            onDragOver={(e: DragEvent) => {
              if (!onMove || !e.dataTransfer.types.includes(dragType)) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              setOver(column.id);
            }}
            onDragLeave={() => setOver((s) => (s === column.id ? null : s))}
            onDrop={(e: DragEvent) => {
              e.preventDefault();
              setOver(null);
              const key = e.dataTransfer.getData(dragType);
              const before = (e.target as HTMLElement).closest<HTMLElement>('[data-board-key]')?.dataset
                .boardKey;
              if (key) move(key, column.id, before);
            }}
          >
            {props.renderHeader ? (
              props.renderHeader(column, items, headingId)
            ) : (
              <h2 id={headingId} className="flex items-center justify-between px-1 text-sm font-semibold">
                {column.label}
                <span className="text-xs font-normal text-muted-foreground">{items.length}</span>
              </h2>
            )}
            <ul className="flex min-h-16 flex-col gap-2" aria-label={props.listLabel?.(column)}>
              {items.map((item, place) => (
                <li
                  key={props.keyOf(item)}
                  data-board-key={props.keyOf(item)}
                  draggable={onMove ? true : undefined}
                  onDragStart={
                    onMove
                      ? (e) => {
                          e.dataTransfer.setData(dragType, props.keyOf(item));
                          e.dataTransfer.effectAllowed = 'move';
                        }
                      : undefined
                  }
                  className={cn(onMove && 'cursor-grab')}
                >
                  {props.renderCard(item, tools(item, place))}
                </li>
              ))}
            </ul>
            {items.length === 0 && props.emptyText && (
              <p className="px-1 pb-2 text-xs text-muted-foreground">{props.emptyText}</p>
            )}
          </section>
        );
      })}
    </section>
  );
}

function MoveMenu<C extends string>(props: {
  name: string;
  columns: readonly BoardColumn<C>[];
  onMoveTo: (column: C) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-7 shrink-0" aria-label={`Move ${props.name} to…`}>
          <ArrowRightLeft className="size-4" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Move to…</DropdownMenuLabel>
        {props.columns.map((c) => (
          <DropdownMenuItem key={c.id} onSelect={() => props.onMoveTo(c.id)}>
            {c.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
