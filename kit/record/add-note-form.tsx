// "Add note" under a record's timeline: Ctrl/⌘+Enter sends, the button is
// disabled while sending (a double click sends once), the text is cleared as
// soon as the note is shown and put back if the database refuses it.
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { NOTE_MAX_LENGTH, type NoteKind } from './record-events-data.ts';

export interface AddNoteFormProps {
  /** Resolves when the database has the note; rejects with the reason it was refused. */
  onAdd(note: { kind: NoteKind; body: string }): Promise<unknown>;
  pending?: boolean;
}

export function AddNoteForm({ onAdd, pending = false }: AddNoteFormProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const busy = sending || pending;
  const tooLong = body.length > NOTE_MAX_LENGTH;

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    const text = body.trim();
    if (!text || busy || tooLong) return;
    setSending(true);
    setError(null);
    setBody('');
    try {
      await onAdd({ kind: 'note', body: text });
    } catch (err) {
      setBody(text);
      setError(err instanceof Error ? err.message : 'The note could not be saved');
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(e);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label="Add note">
      <label htmlFor={id} className="text-sm font-medium">
        Add a note
      </label>
      <Textarea
        id={id}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={onKeyDown}
        rows={3}
        placeholder="What happened? Ctrl+Enter to add"
        aria-invalid={tooLong || error !== null}
        aria-describedby={error || tooLong ? `${id}-error` : undefined}
      />
      {(error || tooLong) && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {tooLong ? `A note holds at most ${NOTE_MAX_LENGTH} characters` : error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={busy || !body.trim() || tooLong}>
          {busy ? 'Adding…' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}
