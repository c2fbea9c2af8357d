// "New album": title, date and description; the album opens next, to add its photos.
import { Button } from '@kit/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@kit/ui/dialog.tsx';
import { useState } from 'react';
import { createAlbum } from '../data.ts';
import type { AlbumForm } from '../schema.ts';
import { type AlbumErrors, AlbumFields, checkAlbum } from './album-fields.tsx';

const EMPTY: AlbumForm = { title: '', description: '', event_date: '' };

export function NewAlbumDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (id: string) => void;
}) {
  const [form, setForm] = useState<AlbumForm>(EMPTY);
  const [errors, setErrors] = useState<AlbumErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const checked = checkAlbum(form);
    setErrors(checked.errors);
    if (!checked.values) return;
    setBusy(true);
    setProblem(null);
    try {
      const id = await createAlbum(checked.values);
      setForm(EMPTY);
      props.onCreated(id);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The album was not created. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>New album</DialogTitle>
          <DialogDescription>
            Add its photos next; the album stays a draft until you publish it.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <AlbumFields value={form} errors={errors} onChange={setForm} />
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={busy}>
              {busy ? 'Creating…' : 'Create album'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
