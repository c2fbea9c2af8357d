import { useEffect, useRef } from 'react';

/** Ctrl+K, or ⌘K on Apple keyboards: the shortcut most web apps (GitHub, Linear, Slack) use for search. */
export function isPaletteShortcut(e: KeyboardEvent): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';
}

/**
 * Calls `onShortcut` on Ctrl/⌘ K anywhere on the page, even inside a text field, and keeps the
 * browser from taking the keys (Chrome and Firefox would move focus to their own search box).
 */
export function usePaletteShortcut(onShortcut: () => void): void {
  const latest = useRef(onShortcut);
  latest.current = onShortcut;
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isPaletteShortcut(e) || e.repeat) return;
      e.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
