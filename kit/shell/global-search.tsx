// The top bar's search button and the Ctrl/⌘ K shortcut; both open the command
// palette. The palette's code (cmdk, the lists) loads on first use, so the
// dashboard's first render does not pay for it.

import { shortcutLabel } from '@kit/palette/shortcut-label.ts';
import { usePaletteShortcut } from '@kit/palette/use-palette-shortcut.ts';
import { Button } from '@kit/ui/button.tsx';
import { Search } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

const CommandPalette = lazy(() => import('@kit/palette/command-palette.tsx'));

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
      {/* The shortcut hint sits over the button, not inside it: its name stays exactly its visible text
          ("Search"), as WCAG 2.5.3 and axe ask; aria-keyshortcuts tells screen readers the keys. */}
      <span className="relative inline-flex">
        <Button
          variant="outline"
          size="sm"
          aria-label="Search"
          aria-keyshortcuts="Control+K Meta+K"
          aria-haspopup="dialog"
          title={`Search (${keys})`}
          onClick={show}
          className="gap-2 text-muted-foreground sm:pr-16"
        >
          <Search aria-hidden="true" />
          <span className="hidden sm:inline">Search</span>
        </Button>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 sm:inline"
        >
          <kbd className="rounded border bg-muted px-1.5 font-mono text-[0.7rem] leading-5 text-muted-foreground">
            {keys}
          </kbd>
        </span>
      </span>
      {mounted && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} returnFocusTo={() => returnFocus.current} />
        </Suspense>
      )}
    </>
  );
}
