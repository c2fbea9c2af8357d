// The shape every list in Settings → Website shares (team, client logos, certifications, ADR 082):
// a heading with "Add …", the records in their order each with Edit, Move up / Move down and
// Remove (asks first), and the record's form in place of the row being edited. Every change is
// saved to the draft at once; "Publish" shows it to visitors.
import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { Button } from '@kit/ui/button.tsx';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { reorderDraft } from '../website-data.ts';
import type { FormSlot } from './website-record-form.tsx';

export interface ListRecord {
  id: string;
  sort_order: number;
}

export function WebsiteListEditor<T extends ListRecord>(props: {
  list: 'team' | 'clients' | 'certifications';
  heading: string;
  addLabel: string;
  /** Shown when the list is empty. */
  empty: string;
  items: T[];
  nameOf: (item: T) => string;
  summary: (item: T) => ReactNode;
  /** The form for a new record (`item` undefined) or for editing one. */
  form: (slot: FormSlot, item?: T) => ReactNode;
  newTitle: string;
  remove: (item: T) => Promise<void>;
  onChanged: () => Promise<void>;
}) {
  const [editing, setEditing] = useState<{ kind: 'new' } | { kind: 'edit'; id: string } | null>(null);
  const [moving, setMoving] = useState(false);
  const { items, nameOf, onChanged } = props;
  const remove = useConfirmedAction<T>({
    title: (item) => `Remove ${nameOf(item)}?`,
    description: () => 'It leaves the draft; visitors see the change once you publish.',
    confirmLabel: 'Remove',
    run: props.remove,
    done: (item) => `${nameOf(item)} removed from the draft`,
    onSettled: () => void onChanged(),
  });
  const done = async () => {
    setEditing(null);
    await onChanged();
  };
  const cancel = () => setEditing(null);
  const move = async (index: number, by: -1 | 1) => {
    if (moving) return;
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id as string);
    setMoving(true);
    try {
      await reorderDraft(props.list, ids);
    } finally {
      setMoving(false);
      await onChanged();
    }
  };
  const headingId = `website-${props.list}`;

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {props.heading}
        </h3>
        {editing?.kind !== 'new' && (
          <Button variant="outline" onClick={() => setEditing({ kind: 'new' })}>
            {props.addLabel}
          </Button>
        )}
      </div>
      {editing?.kind === 'new' && props.form({ title: props.newTitle, onDone: done, onCancel: cancel })}
      {items.length === 0 && editing?.kind !== 'new' && (
        <p className="text-sm text-muted-foreground">{props.empty}</p>
      )}
      <ul className="grid gap-3">
        {items.map((item, index) =>
          editing?.kind === 'edit' && editing.id === item.id ? (
            <li key={item.id}>
              {props.form({ title: `Edit ${nameOf(item)}`, onDone: done, onCancel: cancel }, item)}
            </li>
          ) : (
            <li
              key={item.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-4"
            >
              <div className="min-w-0 flex-1">{props.summary(item)}</div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`Move ${nameOf(item)} up`}
                  disabled={index === 0 || moving}
                  onClick={() => void move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`Move ${nameOf(item)} down`}
                  disabled={index === items.length - 1 || moving}
                  onClick={() => void move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Edit ${nameOf(item)}`}
                  onClick={() => setEditing({ kind: 'edit', id: item.id })}
                >
                  Edit
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${nameOf(item)}`}
                  onClick={() => remove.ask(item)}
                >
                  Remove
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      {remove.dialog}
    </section>
  );
}

/** The place after the last record: a new one goes to the end of the list. */
export const nextOrder = (items: ListRecord[]) =>
  items.reduce((max, i) => Math.max(max, i.sort_order), 0) + 1;
