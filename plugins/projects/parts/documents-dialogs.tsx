// The Documents tab's dialogs: a preview (images inline, PDFs in a frame,
// other types as a download) from a short-lived signed link, and "Share link":
// a signed link with the lifetime the user picks, copied to the clipboard.
import { Button } from '@kit/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@kit/ui/dialog.tsx';
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { Spinner } from '@kit/ui/spinner.tsx';
import { useQuery } from '@tanstack/react-query';
import { Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { type DocumentVersion, documentKeys, type ProjectDocument, signedLink } from '../documents-data.ts';
import { formatBytes, previewKind, SHARE_EXPIRIES } from '../documents-rules.ts';

/** How long a preview link lives: long enough to read the document in the dialog. */
const PREVIEW_SECONDS = 15 * 60;

export function DocumentPreviewDialog(props: {
  doc: ProjectDocument;
  version: DocumentVersion;
  onOpenChange: (open: boolean) => void;
}) {
  const { doc, version } = props;
  const kind = previewKind(version.content_type);
  const link = useQuery({
    queryKey: [...documentKeys.all, 'preview', version.id],
    queryFn: () => signedLink(version.storage_path, PREVIEW_SECONDS),
    staleTime: (PREVIEW_SECONDS - 60) * 1000,
  });
  const download = useQuery({
    queryKey: [...documentKeys.all, 'download', version.id],
    queryFn: () => signedLink(version.storage_path, PREVIEW_SECONDS, version.filename),
    staleTime: (PREVIEW_SECONDS - 60) * 1000,
  });
  return (
    <Dialog open onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle className="break-words">
            {doc.title} — version {version.version}
          </DialogTitle>
          <DialogDescription className="break-words">
            {version.filename} · {formatBytes(version.size)}
          </DialogDescription>
        </DialogHeader>
        {link.isPending ? (
          <div className="flex h-40 items-center justify-center">
            <Spinner label="Loading the preview" />
          </div>
        ) : link.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {link.error.message}
          </p>
        ) : kind === 'image' ? (
          <img
            src={link.data}
            alt={`${doc.title}, version ${version.version}`}
            className="max-h-[70dvh] w-full rounded-md object-contain"
          />
        ) : kind === 'pdf' ? (
          <iframe
            src={link.data}
            title={`${doc.title}, version ${version.version} (PDF)`}
            className="h-[70dvh] w-full rounded-md border"
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            This type cannot be shown here. Download the file to open it.
          </p>
        )}
        <div className="flex justify-end">
          {download.data ? (
            <Button asChild variant="outline">
              <a href={download.data} download={version.filename}>
                <Download className="size-4" aria-hidden="true" />
                Download
              </a>
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function DocumentShareDialog(props: {
  doc: ProjectDocument;
  version: DocumentVersion;
  onOpenChange: (open: boolean) => void;
}) {
  const { doc, version } = props;
  const expiryId = useId();
  const linkId = useId();
  const [seconds, setSeconds] = useState<number>(SHARE_EXPIRIES[1].seconds);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = SHARE_EXPIRIES.find((e) => e.seconds === seconds)?.label ?? '';

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const url = await signedLink(version.storage_path, seconds);
      setLink(url);
      try {
        await navigator.clipboard.writeText(url);
        toast.success(`Link copied: it works for ${label}`);
      } catch {
        toast.info('Link made: copy it from the box');
      }
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">Share “{doc.title}”</DialogTitle>
          <DialogDescription>
            Anyone with the link can open version {version.version} ({version.filename}) until it expires,
            without signing in. Send it only to the client.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={expiryId}>Link works for</Label>
          <NativeSelect
            id={expiryId}
            value={seconds}
            onChange={(e) => {
              setSeconds(Number(e.target.value));
              setLink(null);
            }}
          >
            {SHARE_EXPIRIES.map((e) => (
              <option key={e.seconds} value={e.seconds}>
                {e.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        {link && (
          <div className="grid gap-2">
            <Label htmlFor={linkId}>Link (expires in {label})</Label>
            <div className="flex gap-2">
              <Input id={linkId} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="Copy the link"
                onClick={() =>
                  navigator.clipboard.writeText(link).then(
                    () => toast.success('Link copied'),
                    () => toast.error('Could not copy: select the link and copy it yourself'),
                  )
                }
              >
                <Copy className="size-4" aria-hidden="true" />
              </Button>
            </div>
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
            Close
          </Button>
          <Button type="button" onClick={create} disabled={busy}>
            {busy ? 'Creating…' : link ? 'Create a new link' : 'Create and copy link'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
