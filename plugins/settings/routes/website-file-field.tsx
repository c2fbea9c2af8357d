// A file a website record points at (team photo, client logo, certification document): chosen,
// checked (type and size, as the bucket will), uploaded at once so it can be previewed, and kept
// by its object name in the form; saving the record stores the name. Remove clears it.
import { Button } from '@kit/ui/button.tsx';
import { FileInput } from '@kit/ui/file-input.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { useRef, useState } from 'react';
import {
  type FieldValues,
  type Path,
  type PathValue,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { type FileKind, fileProblem, uploadWebsiteFile, websiteFileUrl } from '../website-files.ts';

export function WebsiteFileField<T extends FieldValues>(props: {
  name: Path<T>;
  kind: FileKind;
  /** "Photo", "Logo", "Document". */
  label: string;
  description: string;
  /** Alternative text of the preview ("Photo of Grace Wanjiru"). */
  previewAlt: string;
}) {
  const { name, kind, label } = props;
  const { control, setValue, setError, clearErrors, getFieldState } = useFormContext<T>();
  const path = useWatch({ control, name }) as string;
  const error = getFieldState(name, useFormState({ control, name })).error?.message;
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const set = (value: string) => setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: true });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(kind, file);
    if (problem) {
      setError(name, { type: 'client', message: problem });
      return;
    }
    clearErrors(name);
    setUploading(true);
    try {
      set(await uploadWebsiteFile(kind, file));
    } catch (e) {
      setError(name, { type: 'server', message: e instanceof Error ? e.message : 'Upload failed' });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const word = label.toLowerCase();
  return (
    <FormField label={label} error={error} description={props.description}>
      {(field) => (
        <div className="flex flex-wrap items-center gap-3">
          {path ? (
            path.endsWith('.pdf') ? (
              <a
                href={websiteFileUrl(kind, path)}
                target="_blank"
                rel="noreferrer"
                className="text-sm text-primary underline underline-offset-4"
              >
                Open the PDF
              </a>
            ) : (
              <img
                src={websiteFileUrl(kind, path)}
                alt={props.previewAlt}
                width={64}
                height={64}
                className="size-16 rounded border bg-white object-contain p-0.5"
              />
            )
          ) : (
            <span className="text-sm text-muted-foreground">No {word} yet</span>
          )}
          <FileInput
            {...field}
            ref={input}
            accept={Object.keys(kind.types).join(',')}
            className="sr-only"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            {uploading ? 'Uploading…' : path ? `Replace ${word}` : `Upload ${word}`}
          </Button>
          {path && (
            <Button type="button" variant="ghost" size="sm" disabled={uploading} onClick={() => set('')}>
              Remove {word}
            </Button>
          )}
        </div>
      )}
    </FormField>
  );
}
