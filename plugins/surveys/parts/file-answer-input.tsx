// A file question as the respondent sees it (ADR 073): the browser's own file chooser (keyboard and screen
// readers know it), what it takes said under the label, a wrong kind or too big a file refused before anything
// is uploaded, "Uploading…" while it goes, then the file's name and size with Remove. One file per question.
import { Button } from '@kit/ui/button.tsx';
import { FileInput } from '@kit/ui/file-input.tsx';
import { FileText, Loader2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  acceptOf,
  describeTypes,
  type FileAnswer,
  fileProblem,
  formatSize,
  isFileAnswer,
} from '../file-types.ts';
import type { PublicQuestion } from '../shapes.ts';

export type UploadFile = (file: File) => Promise<FileAnswer>;

export function FileAnswerInput(props: {
  question: PublicQuestion;
  id: string;
  title: ReactNode;
  value: unknown;
  error: string | null;
  helpId: string | undefined;
  onChange: (v: FileAnswer | null) => void;
  /** Omitted in the builder's preview: nothing is uploaded. */
  upload?: UploadFile;
  onBusy?: (busy: boolean) => void;
}) {
  const { question: q, id } = props;
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const file = isFileAnswer(props.value) ? props.value : null;
  const hintId = `${id}-hint`;
  const errId = `${id}-err`;
  const error = problem ?? props.error;
  const describedBy = [hintId, props.helpId, error ? errId : undefined].filter(Boolean).join(' ');
  const max = q.max_mb ?? 5;

  const choose = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0];
    input.value = '';
    if (!chosen) return;
    const wrong = fileProblem(q, chosen);
    if (wrong) {
      setProblem(wrong);
      return;
    }
    if (!props.upload) {
      setProblem('Preview: files are not uploaded');
      return;
    }
    setProblem(null);
    setUploading(chosen.name);
    props.onBusy?.(true);
    try {
      props.onChange(await props.upload(chosen));
    } catch (e) {
      setProblem(e instanceof Error && e.message ? e.message : 'The file could not be uploaded. Try again.');
    } finally {
      setUploading(null);
      props.onBusy?.(false);
    }
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="font-medium">
        {props.title}
      </label>
      <p id={hintId} className="text-xs text-muted-foreground">
        One file: {describeTypes(q.file_types)}, at most {max} MB.
      </p>
      {file ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border px-3 py-2">
          <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 flex-1 break-all">
            {file.name} <span className="text-sm text-muted-foreground">({formatSize(file.size)})</span>
          </span>
          <Button
            id={id}
            type="button"
            variant="outline"
            className="min-h-11"
            aria-label={`Remove ${file.name}`}
            aria-describedby={describedBy}
            onClick={() => {
              setProblem(null);
              props.onChange(null);
            }}
          >
            Remove
          </Button>
        </div>
      ) : (
        <FileInput
          id={id}
          accept={acceptOf(q.file_types)}
          disabled={uploading !== null}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="min-h-11"
          onChange={(e) => void choose(e.currentTarget)}
        />
      )}
      {uploading !== null && (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Uploading “{uploading}”…
        </p>
      )}
      {q.help && (
        <p id={props.helpId} className="text-sm text-muted-foreground">
          {q.help}
        </p>
      )}
      {error && (
        // A refusal here (before or during the upload) is announced at once; the form announces its own.
        <p id={errId} role={problem ? 'alert' : undefined} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
