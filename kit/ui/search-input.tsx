// A search box that reports what was typed after a pause (debounced), so a
// list is not re-queried on every keystroke. Esc or the clear button empties it
// at once; leaving the box (a click elsewhere, Tab) reports what is pending at once.
//
// The box follows its `value` (the applied search, usually from the URL), with one exception (ADR 087): the
// applied search coming back equal to one of this box's own reports that the list has not applied yet is the
// echo of that report, which can arrive after more was typed (a slow list render: "customer" became "customr"
// in CI). Only a change from elsewhere (Back/Forward, a shared link, "Clear filters") replaces the text.

import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { cn } from './cn.ts';
import { Search, X } from './icons.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

export function SearchInput({
  value = '',
  onChange,
  onBlur,
  debounceMs = SEARCH_DEBOUNCE_MS,
  className,
  'aria-label': ariaLabel = 'Search',
  placeholder = 'Search…',
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** The applied search (e.g. from the URL); the box follows it when it changes elsewhere. */
  value?: string;
  /** Called with the trimmed text once typing pauses, or at once when cleared. */
  onChange: (value: string) => void;
  debounceMs?: number;
}) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The text waiting for the pause, if any. */
  const pending = useRef<string | null>(null);
  /** Reports the list has not applied yet, oldest first (a list applies them in order, maybe several at once). */
  const unapplied = useRef<string[]>([]);
  /** The applied search this box last saw. */
  const applied = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    applied.current = value;
    const echo = unapplied.current.indexOf(value);
    if (echo >= 0) {
      // Our own report applied (and every earlier one with it): what was typed since stays.
      unapplied.current = unapplied.current.slice(echo + 1);
      return;
    }
    // A change from elsewhere replaces the text; what was waiting to be reported, or reported and not yet
    // applied, is superseded by it.
    unapplied.current = [];
    clearTimeout(timer.current);
    pending.current = null;
    setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: string) => {
    clearTimeout(timer.current);
    pending.current = null;
    const q = next.trim();
    // A report that changes nothing (the list is, or will be, at q already) comes back as no change: no echo.
    if (q !== (unapplied.current.at(-1) ?? applied.current)) unapplied.current.push(q);
    onChangeRef.current(q);
  };
  const emit = (next: string, delay: number) => {
    clearTimeout(timer.current);
    if (delay <= 0) return report(next);
    pending.current = next;
    timer.current = setTimeout(() => report(next), delay);
  };
  const clear = () => {
    setText('');
    emit('', 0);
  };

  return (
    <div className={cn('relative w-full sm:max-w-xs', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        type="search"
        aria-label={ariaLabel}
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          emit(e.target.value, debounceMs);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && text) {
            e.preventDefault();
            clear();
          }
          if (e.key === 'Enter') emit(text, 0);
        }}
        onBlur={(e) => {
          // Leaving the box ends the typing: report it now, not after the pause. A report firing later could
          // land while a link clicked meanwhile is loading its page, and its navigation (the list's URL) would
          // cancel the link's (the shop's "Choose size", journey product-images).
          if (pending.current !== null) report(pending.current);
          onBlur?.(e);
        }}
        className="flex h-10 w-full rounded-md border border-input bg-background py-2 pr-9 pl-9 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-search-cancel-button]:hidden"
        {...props}
      />
      {text && (
        <button
          type="button"
          onClick={clear}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
