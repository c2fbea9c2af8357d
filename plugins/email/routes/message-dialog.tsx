// One message opened from the outbox or the mailbox: its text, and its HTML
// in an iframe with sandbox="" (no scripts, no forms, no same-origin access,
// no navigation of the app), so mail content can never act in the app.
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@kit/ui/dialog.tsx';
import { Spinner } from '@kit/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@kit/ui/tabs.tsx';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type AttachmentRef, attachmentUrl, emailKeys, fetchBody } from '../data.ts';

function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** One attachment: its name, size and a download link (a signed URL made when the message opens). */
function AttachmentLink({ file }: { file: AttachmentRef }) {
  const url = useQuery({
    queryKey: [...emailKeys.all, 'attachment', file.bucket, file.path],
    queryFn: () => attachmentUrl(file),
    staleTime: 60_000,
  });
  const label = `${file.filename} (${sizeLabel(file.size)})`;
  if (url.isLoading) return <span>{label}</span>;
  if (!url.data)
    return (
      <span>
        {label} <span className="text-muted-foreground">— you cannot open this file</span>
      </span>
    );
  return (
    <a href={url.data} download={file.filename} className="underline" rel="noreferrer">
      {label}
    </a>
  );
}

export function MessageDialog(props: {
  source: 'mailbox' | 'outbox';
  id: string | null;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  onClose: () => void;
}) {
  const body = useQuery({
    queryKey: [...emailKeys.all, 'body', props.source, props.id],
    queryFn: () => fetchBody(props.source, props.id as string),
    enabled: props.id !== null,
  });
  const message = body.data;
  return (
    <Dialog open={props.id !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          {props.description && <DialogDescription>{props.description}</DialogDescription>}
        </DialogHeader>
        {body.isLoading ? (
          <Spinner />
        ) : !message ? (
          <p className="text-sm text-muted-foreground">This message can no longer be read.</p>
        ) : (
          <Tabs defaultValue={message.text_body !== null ? 'text' : 'html'}>
            <TabsList>
              <TabsTrigger value="text" disabled={message.text_body === null}>
                Text
              </TabsTrigger>
              <TabsTrigger value="html" disabled={message.html_body === null}>
                HTML preview
              </TabsTrigger>
            </TabsList>
            <TabsContent value="text">
              <pre className="max-h-[60vh] overflow-auto whitespace-pre-wrap break-words rounded-md border p-3 text-sm">
                {message.text_body}
              </pre>
            </TabsContent>
            <TabsContent value="html">
              <iframe
                title={`HTML preview of ${message.subject}`}
                sandbox=""
                referrerPolicy="no-referrer"
                srcDoc={message.html_body ?? ''}
                className="h-[60vh] w-full rounded-md border bg-white"
              />
            </TabsContent>
          </Tabs>
        )}
        {message?.attachments && message.attachments.length > 0 && (
          <section aria-label="Attachments" className="text-sm">
            <h3 className="font-medium">Attachments</h3>
            <ul className="mt-1 list-disc pl-5">
              {message.attachments.map((a) => (
                <li key={`${a.bucket}/${a.path}`}>
                  <AttachmentLink file={a} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {props.actions && <div className="flex justify-end gap-2">{props.actions}</div>}
      </DialogContent>
    </Dialog>
  );
}
