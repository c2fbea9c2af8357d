// The top bar's search button and the Ctrl/⌘ K shortcut; both open the command
// palette. The palette's code (cmdk, the lists) loads on first use, so the
// dashboard's first render does not pay for it.
import { Search } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { shortcutLabel } from './shortcut-label.ts';
import { usePaletteShortcut } from './use-palette-shortcut.ts';

const CommandPalette = lazy(() => import('./command-palette.tsx'));

export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  // The element focused before the palette opened gets focus back when it closes.
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = () => {
    const active = document.activeElement;
    returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setMounted(true);
    setOpen(true);
  };
  usePaletteShortcut(() => (open ? setOpen(false) : show()));
  const keys = shortcutLabel();

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        title={`Search (${keys})`}
        onClick={show}
        className="gap-2 text-muted-foreground"
      >
        <Search aria-hidden="true" />
        <span className="hidden sm:inline">Search</span>
        {/* The button's name is "Search"; aria-keyshortcuts tells screen readers the keys. */}
        <kbd className="hidden rounded border bg-muted px-1.5 font-mono text-[0.7rem] leading-5 sm:inline">
          {keys}
        </kbd>
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} returnFocusTo={() => returnFocus.current} />
        </Suspense>
      )}
    </>
  );
}
