// Adding photos: several at once, each checked (JPEG, PNG or WebP, at most 10 MB) before it is sent; the ones
// refused are named with the reason, the others uploaded one after the other with a count.
import { Button } from '@kit/ui/button.tsx';
import { FileInput } from '@kit/ui/file-input.tsx';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { addPhoto } from '../data.ts';
import { PHOTO_ACCEPT, PHOTO_MAX_MB, photoProblem } from '../photo-files.ts';

export function PhotoUpload(props: { albumId: string; onAdded: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const upload = async (files: File[]) => {
    const refused: string[] = [];
    const good = files.filter((f) => {
      const problem = photoProblem(f);
      if (problem) refused.push(problem);
      return !problem;
    });
    setProblems(refused);
    let added = 0;
    for (const [i, file] of good.entries()) {
      setProgress(`Uploading ${i + 1} of ${good.length}…`);
      try {
        await addPhoto(props.albumId, file);
        added += 1;
      } catch (e) {
        refused.push(e instanceof Error ? e.message : `${file.name} was not uploaded`);
        setProblems([...refused]);
      }
      props.onAdded();
    }
    setProgress(good.length ? `${added} of ${good.length} added` : null);
    if (input.current) input.current.value = '';
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <FileInput
          ref={input}
          multiple
          accept={PHOTO_ACCEPT}
          className="sr-only"
          id="gallery-photo-files"
          aria-label="Photos to add"
          onChange={(e) => void upload(Array.from(e.currentTarget.files ?? []))}
        />
        <Button
          type="button"
          onClick={() => input.current?.click()}
          disabled={progress?.startsWith('Uploading') === true}
        >
          <Upload aria-hidden="true" />
          Add photos
        </Button>
        <span className="text-sm text-muted-foreground">
          JPEG, PNG or WebP, up to {PHOTO_MAX_MB} MB each; choose several at once.
        </span>
      </div>
      <p aria-live="polite" className="text-sm">
        {progress}
      </p>
      {problems.length > 0 && (
        <ul role="alert" className="list-disc pl-5 text-sm text-destructive">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
