// A file answer in a staff member's view of a response (ADR 073): its name and size, and Download, which asks
// storage for a five-minute signed link (refused for a file no answer names) and saves the file under its name.
import { Button } from '@kit/ui/button.tsx';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type FileAnswer, formatSize } from '../file-types.ts';
import { surveyFileLink } from '../uploads.ts';

export function FileAnswerView(props: { file: FileAnswer }) {
  const { file } = props;
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      window.location.assign(await surveyFileLink(file.path, file.name));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The file could not be opened.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="break-all">
        {file.name} <span className="text-sm text-muted-foreground">({formatSize(file.size)})</span>
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={`Download ${file.name}`}
        onClick={() => void download()}
      >
        <Download className="size-4" aria-hidden="true" />
        {busy ? 'Preparing…' : 'Download'}
      </Button>
    </span>
  );
}
