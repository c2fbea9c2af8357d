import { Command } from 'cmdk';
import { FileText, History, LayoutGrid, Zap } from 'lucide-react';
import type { PaletteEntry } from './palette-entries.ts';

const FALLBACK_ICON = { page: LayoutGrid, command: Zap, record: FileText } as const;

/** One choice: icon, title, and a quieter subtitle (a page's section, a record's detail). */
export function PaletteItem(props: {
  entry: PaletteEntry;
  recent?: boolean;
  onChoose: (e: PaletteEntry) => void;
}) {
  const { entry } = props;
  const Icon = props.recent ? History : (entry.icon ?? FALLBACK_ICON[entry.kind]);
  return (
    <Command.Item
      value={entry.key}
      onSelect={() => props.onChoose(entry)}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
    >
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate">{entry.title}</span>
      {entry.subtitle && (
        <span className="max-w-[45%] shrink-0 truncate text-xs text-muted-foreground">{entry.subtitle}</span>
      )}
    </Command.Item>
  );
}
