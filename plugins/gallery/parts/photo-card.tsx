// One photo on the album screen: its thumbnail, its caption (saved when the field is left), moving it earlier
// or later with buttons (keyboard and screen reader friendly, no dragging needed), making it the cover, and
// deleting it (asks first).
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Input } from '@kit/ui/input.tsx';
import { ArrowLeft, ArrowRight, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Photo } from '../data.ts';
import { photoSrcSet, photoUrl } from '../photo-url.ts';
import { CAPTION_MAX, captionSchema } from '../schema.ts';

export function PhotoCard(props: {
  photo: Photo;
  index: number;
  count: number;
  isCover: boolean;
  busy: boolean;
  onCaption: (caption: string) => Promise<void>;
  onMove: (by: -1 | 1) => void;
  onCover: () => void;
  onDelete: () => void;
}) {
  const { photo, index, count } = props;
  const [caption, setCaption] = useState(photo.caption ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const label = photo.caption || `Photo ${index + 1}`;
  const saveCaption = async () => {
    const parsed = captionSchema.safeParse(caption);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the caption');
    if (parsed.data === (photo.caption ?? '')) return setProblem(null);
    try {
      await props.onCaption(parsed.data);
      setProblem(null);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The caption was not saved. Try again.');
    }
  };
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-2" aria-label={label}>
      <div className="relative">
        <img
          src={photoUrl(photo.storage_path, 320)}
          srcSet={photoSrcSet(photo.storage_path)}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          width={photo.width}
          height={photo.height}
          alt={photo.caption ?? ''}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full rounded-md bg-muted object-cover"
        />
        {props.isCover && <Badge className="absolute left-2 top-2">Cover</Badge>}
      </div>
      <label className="grid gap-1 text-xs font-medium">
        Caption
        <Input
          value={caption}
          maxLength={CAPTION_MAX}
          placeholder="What the photo shows"
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setCaption(e.currentTarget.value)}
          onBlur={() => void saveCaption()}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void saveCaption();
          }}
        />
      </label>
      {problem && (
        <p role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-1">
        <Button
          size="icon"
          variant="ghost"
          disabled={props.busy || index === 0}
          aria-label={`Move ${label} earlier`}
          onClick={() => props.onMove(-1)}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          disabled={props.busy || index === count - 1}
          aria-label={`Move ${label} later`}
          onClick={() => props.onMove(1)}
        >
          <ArrowRight aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={props.busy || props.isCover}
          aria-pressed={props.isCover}
          onClick={props.onCover}
        >
          <Star aria-hidden="true" />
          {props.isCover ? 'Cover' : 'Make cover'}
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="ml-auto"
          disabled={props.busy}
          aria-label={`Delete ${label}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this photo?"
        description="It leaves the album and the public gallery. This cannot be undone."
        confirmLabel="Delete photo"
        destructive
        onConfirm={props.onDelete}
      />
    </li>
  );
}
