// A task's checklist: add an item, tick it, move it up or down, remove it.
// Each change is saved at once (not with the task form, inside which it may
// sit); a refusal shows as a toast and the list is read again.

import { Button } from '@kit/ui/button.tsx';
import { Input } from '@kit/ui/input.tsx';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { toast } from 'sonner';
import { addItem, deleteItem, reorderItems, setItemDone, sortedItems, type TaskItem } from '../tasks-data.ts';

const failed = (e: unknown) =>
  toast.error(e instanceof Error && e.message ? e.message : 'That did not work. Try again.');

export function TaskChecklist(props: {
  taskId: string;
  items: readonly TaskItem[];
  canEdit: boolean;
  onChanged: () => unknown;
}) {
  const items = sortedItems(props.items);
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
      await props.onChanged();
    }
  };
  const add = () => {
    const text = label.trim();
    if (!text) return;
    void run(async () => {
      const last = items.at(-1);
      await addItem(props.taskId, text, last ? last.position + 1 : 0);
      setLabel('');
    });
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(index + by, 0, id);
    void run(() => reorderItems(props.taskId, ids));
  };
  const done = items.filter((i) => i.done).length;
  return (
    <section className="grid gap-2" aria-labelledby={`checklist-${props.taskId}`}>
      <h3 id={`checklist-${props.taskId}`} className="text-sm font-semibold">
        Checklist{' '}
        {items.length > 0 && (
          <span className="font-normal text-muted-foreground">
            ({done}/{items.length})
          </span>
        )}
      </h3>
      {items.length > 0 && (
        <ul className="grid gap-1" aria-label="Checklist">
          {items.map((item, index) => (
            <li key={item.id} className="flex items-center gap-2 text-sm">
              <NativeCheckbox
                checked={item.done}
                disabled={!props.canEdit || busy}
                aria-label={item.label}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  void run(() => setItemDone(item.id, checked));
                }}
              />
              <span className={item.done ? 'flex-1 text-muted-foreground line-through' : 'flex-1'}>
                {item.label}
              </span>
              {props.canEdit && (
                <span className="flex shrink-0 gap-0.5">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    disabled={busy || index === 0}
                    aria-label={`Move ${item.label} up`}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    disabled={busy || index === items.length - 1}
                    aria-label={`Move ${item.label} down`}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    disabled={busy}
                    aria-label={`Remove ${item.label}`}
                    onClick={() => void run(() => deleteItem(item.id))}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {props.canEdit && (
        // Not a <form>: the checklist sits inside the task's own form (Enter adds the item, not the task).
        <div className="flex gap-2">
          <Input
            value={label}
            onChange={(e) => setLabel(e.currentTarget.value)}
            onKeyDown={(e: KeyboardEvent) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              add();
            }}
            placeholder="Add an item"
            aria-label="New checklist item"
            maxLength={500}
          />
          <Button type="button" size="sm" variant="outline" disabled={busy || !label.trim()} onClick={add}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      )}
    </section>
  );
}
