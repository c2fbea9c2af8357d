// A search box that reports what was typed after a pause (debounced), so a
// list is not re-queried on every keystroke. Esc or the clear button empties it
// at once.
import { Search, X } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { cn } from './cn.ts';

export const SEARCH_DEBOUNCE_MS = 300;

export function SearchInput({
  value = '',
  onChange,
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
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const emit = (next: string, delay: number) => {
    clearTimeout(timer.current);
    if (delay <= 0) onChangeRef.current(next.trim());
    else timer.current = setTimeout(() => onChangeRef.current(next.trim()), delay);
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
