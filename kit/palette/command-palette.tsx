// The command palette (Ctrl/⌘ K): pages of the menu, plugins' commands, and
// records from every search source the user may use, in one keyboard-driven
// list. cmdk gives the combobox/listbox semantics and arrow/Enter handling
// (ADR 012); Radix Dialog traps focus and closes on Esc. It filters nothing
// itself (shouldFilter={false}): pages and commands are matched here, records
// by their sources in the database. Loaded on first use (global-search.tsx).
import { Command } from 'cmdk';
import { Search, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useKitHost } from '../host/kit-host.tsx';
import {
  commandEntries,
  filterEntries,
  type PaletteEntry,
  pageEntries,
  recordEntry,
} from './palette-entries.ts';
import { PaletteItem } from './palette-item.tsx';
import { readRecentChoices, recentEntries, rememberChoice } from './recent-choices.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { isSearchable, type SourceResult, useSourceResults } from './use-source-results.ts';

/** Typing pauses this long before the sources are asked (each keystroke restarts the wait). */
export const SEARCH_DEBOUNCE_MS = 200;

const GROUP_CLASS =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground';

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to once the palette closes (the element focused before it opened). */
  returnFocusTo?: () => HTMLElement | null;
}

export default function CommandPalette(props: CommandPaletteProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          // Phones: a full-screen sheet (room for the keyboard); larger screens: a box near the top.
          className="fixed inset-0 z-50 flex flex-col bg-background shadow-lg focus-visible:outline-none sm:inset-x-auto sm:top-[12vh] sm:bottom-auto sm:left-1/2 sm:max-h-[70vh] sm:w-[calc(100%-2rem)] sm:max-w-xl sm:-translate-x-1/2 sm:rounded-lg sm:border"
          onCloseAutoFocus={(e) => {
            // Radix would focus a Dialog.Trigger; the palette also opens from the keyboard anywhere.
            const target = props.returnFocusTo?.();
            if (target?.isConnected) {
              e.preventDefault();
              target.focus();
            }
          }}
        >
          <Dialog.Title className="sr-only">Search</Dialog.Title>
          <Dialog.Description className="sr-only">
            Go to a page, run an action or find a record. Arrow keys move, Enter opens, Escape closes.
          </Dialog.Description>
          <PaletteBody onDone={() => props.onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The search box and the list; mounted while open, so every opening starts empty. */
function PaletteBody(props: { onDone: () => void }) {
  const navigate = useNavigate();
  const host = useKitHost();
  const userId = host.useUserId();
  const menu = host.useMenu();
  const commands = host.useCommands();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const sources = useSourceResults(settled);

  const pages = useMemo(() => pageEntries(menu), [menu]);
  const actions = useMemo(() => commandEntries(commands), [commands]);
  const recent = useMemo(
    () => (userId ? recentEntries(readRecentChoices(userId), [...pages, ...actions]) : []),
    [userId, pages, actions],
  );
  const typed = query.trim() !== '';
  const shownPages = filterEntries(pages, query);
  const shownActions = filterEntries(actions, query);
  // Records belong to the query the sources answered; once the box is cleared they go.
  const shownSources = typed && isSearchable(query) ? sources : [];

  const choose = (entry: PaletteEntry) => {
    if (userId) rememberChoice(userId, entry);
    props.onDone();
    navigate(entry.path);
  };

  const recordCount = shownSources.reduce((n, s) => n + s.hits.length, 0);
  const searching = shownSources.some((s) => s.searching) || (isSearchable(query) && settled !== query);
  const total = (typed ? 0 : recent.length) + shownPages.length + shownActions.length + recordCount;
  const failed = shownSources.some((s) => s.error);
  const nothing = typed && total === 0 && !searching && !failed;

  return (
    <Command
      label="Search pages, actions and records"
      shouldFilter={false}
      loop
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="flex items-center gap-2 border-b px-3">
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <Command.Input
          value={query}
          onValueChange={setQuery}
          placeholder="Search pages, actions and records…"
          className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
        />
        <Dialog.Close
          className="rounded-sm p-2 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:hidden"
          aria-label="Close search"
        >
          <X className="size-4" aria-hidden="true" />
        </Dialog.Close>
      </div>
      <Command.List className="min-h-0 flex-1 overflow-y-auto p-2" aria-busy={searching}>
        {!typed && recent.length > 0 && (
          <Command.Group heading="Recent" className={GROUP_CLASS}>
            {recent.map((e) => (
              <PaletteItem key={e.key} entry={e} recent onChoose={choose} />
            ))}
          </Command.Group>
        )}
        {shownPages.length > 0 && (
          <Command.Group heading="Go to" className={GROUP_CLASS}>
            {shownPages.map((e) => (
              <PaletteItem key={e.key} entry={e} onChoose={choose} />
            ))}
          </Command.Group>
        )}
        {shownActions.length > 0 && (
          <Command.Group heading="Actions" className={GROUP_CLASS}>
            {shownActions.map((e) => (
              <PaletteItem key={e.key} entry={e} onChoose={choose} />
            ))}
          </Command.Group>
        )}
        {shownSources.map((result) => (
          <SourceGroup key={result.source.id} result={result} onChoose={choose} />
        ))}
        {nothing && (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">
            No results for “{query.trim()}”
          </p>
        )}
      </Command.List>
      <p role="status" className="sr-only">
        {searching
          ? 'Searching…'
          : nothing
            ? 'No results'
            : typed
              ? `${total} ${total === 1 ? 'result' : 'results'}`
              : ''}
      </p>
    </Command>
  );
}

/** One source's hits under its label; its own "searching" line and its own error. */
function SourceGroup(props: { result: SourceResult; onChoose: (e: PaletteEntry) => void }) {
  const { source, hits, searching, error } = props.result;
  if (!error && hits.length === 0 && !searching) return null;
  return (
    <Command.Group heading={source.label} className={GROUP_CLASS}>
      {hits.map((hit, i) => {
        const entry = recordEntry(source.id, hit, i);
        return <PaletteItem key={entry.key} entry={entry} onChoose={props.onChoose} />;
      })}
      {error && (
        <p className="px-3 py-2 text-sm text-destructive">
          {source.label} could not be searched: {error}
        </p>
      )}
      {!error && hits.length === 0 && searching && (
        <p className="px-3 py-2 text-sm text-muted-foreground">Searching {source.label}…</p>
      )}
    </Command.Group>
  );
}
