// The presentational parts of a project's Documents tab (stories, tests): the
// drop zone with its file button, the uploads in progress, and the documents
// with their versions.
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { cn } from '@kit/ui/cn.ts';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { FileInput } from '@kit/ui/file-input.tsx';
import { Eye, FileText, FileUp, Link2, Trash2, Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import type { DocumentVersion, ProjectDocument } from '../documents-data.ts';
import { DOCUMENT_ACCEPT, formatBytes } from '../documents-rules.ts';

export interface UploadItem {
  id: string;
  name: string;
  /** 0–1 */
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  error?: string;
  /** "new version of …" when it adds a version */
  target?: string;
}

/** A hidden file input behind a button; `onFiles` gets the chosen files (several unless `single`). */
export function FileButton(props: {
  label: string;
  onFiles: (files: File[]) => void;
  single?: boolean;
  variant?: 'default' | 'outline' | 'ghost';
  size?: 'default' | 'sm';
  disabled?: boolean;
  ariaLabel?: string;
  testId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        type="button"
        variant={props.variant ?? 'default'}
        size={props.size ?? 'default'}
        disabled={props.disabled}
        aria-label={props.ariaLabel}
        onClick={() => input.current?.click()}
      >
        <Upload className="size-4" aria-hidden="true" />
        {props.label}
      </Button>
      <FileInput
        ref={input}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={props.testId}
        accept={DOCUMENT_ACCEPT}
        multiple={!props.single}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = '';
          if (files.length > 0) props.onFiles(files);
        }}
      />
    </>
  );
}

/** Drop files here, or choose them with the button (several at once). */
export function DropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const [over, setOver] = useState(false);
  const hint = useId();
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(e.dataTransfer.files ?? []);
    if (files.length > 0) onFiles(files);
  };
  return (
    <section
      aria-label="Upload documents"
      aria-describedby={hint}
      data-testid="documents-drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
        over ? 'border-primary bg-primary/5' : 'border-input',
      )}
    >
      <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
      <p id={hint} className="text-sm text-muted-foreground">
        Drop files here, or choose them. PDF, images, Word, Excel, PowerPoint, CSV or text; up to 25 MB each.
      </p>
      <FileButton label="Choose files" onFiles={onFiles} disabled={disabled} testId="documents-file-input" />
    </section>
  );
}

export function UploadQueue({ items, onDismiss }: { items: UploadItem[]; onDismiss: (id: string) => void }) {
  if (items.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Uploads">
      {items.map((item) => {
        const percent = Math.round(item.progress * 100);
        return (
          <li key={item.id} className="rounded-md border p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 truncate font-medium">
                {item.name}
                {item.target && <span className="font-normal text-muted-foreground"> — {item.target}</span>}
              </span>
              <span className="text-muted-foreground">
                {item.status === 'uploading' ? `${percent}%` : item.status === 'done' ? 'Uploaded' : 'Failed'}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={`Uploading ${item.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn('h-full', item.status === 'failed' ? 'bg-destructive' : 'bg-primary')}
                style={{ width: `${item.status === 'failed' ? 100 : percent}%` }}
              />
            </div>
            {item.error && (
              <div className="mt-2 flex items-start justify-between gap-2">
                <p role="alert" className="text-destructive">
                  {item.error}
                </p>
                <Button type="button" variant="ghost" size="sm" onClick={() => onDismiss(item.id)}>
                  Dismiss
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export interface DocumentsListProps {
  documents: ProjectDocument[];
  editable: boolean;
  nameOf: (id: string | null) => string;
  when: (iso: string) => string;
  onPreview: (doc: ProjectDocument, version: DocumentVersion) => void;
  onShare: (doc: ProjectDocument, version: DocumentVersion) => void;
  onNewVersion: (doc: ProjectDocument, file: File) => void;
  onDelete: (doc: ProjectDocument) => void;
}

export function DocumentsList(props: DocumentsListProps) {
  if (props.documents.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title="No documents yet"
        description={
          props.editable
            ? 'Upload the reports, photos and spreadsheets of this project above.'
            : 'The project’s manager, its team and admins upload its reports, photos and spreadsheets.'
        }
      />
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Documents">
      {props.documents.map((doc) => (
        <DocumentItem key={doc.id} doc={doc} {...props} />
      ))}
    </ul>
  );
}

function DocumentItem({ doc, ...props }: DocumentsListProps & { doc: ProjectDocument }) {
  const latest = doc.project_document_versions[0];
  const older = doc.project_document_versions.slice(1);
  return (
    <li className="rounded-lg border p-4" aria-label={doc.title}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 font-medium break-words">
            {doc.title}
            <Badge variant="secondary">v{doc.current_version}</Badge>
          </h3>
          {latest && (
            <p className="mt-1 text-sm text-muted-foreground break-words">
              {latest.filename} · {formatBytes(latest.size)} · uploaded by {props.nameOf(latest.uploaded_by)}{' '}
              {props.when(latest.uploaded_at)}
            </p>
          )}
          {latest?.note && <p className="mt-1 text-sm">{latest.note}</p>}
        </div>
        {latest && (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Preview ${doc.title}`}
              onClick={() => props.onPreview(doc, latest)}
            >
              <Eye className="size-4" aria-hidden="true" />
              Preview
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Share link to ${doc.title}`}
              onClick={() => props.onShare(doc, latest)}
            >
              <Link2 className="size-4" aria-hidden="true" />
              Share link
            </Button>
            {props.editable && (
              <>
                <FileButton
                  label="Upload new version"
                  ariaLabel={`Upload new version of ${doc.title}`}
                  single
                  variant="outline"
                  size="sm"
                  onFiles={(files) => files[0] && props.onNewVersion(doc, files[0])}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${doc.title}`}
                  onClick={() => props.onDelete(doc)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  <span className="hidden sm:inline">Delete</span>
                </Button>
              </>
            )}
          </div>
        )}
      </div>
      {older.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-muted-foreground">
            {older.length} earlier {older.length === 1 ? 'version' : 'versions'}
          </summary>
          <ul className="mt-2 grid gap-1">
            {older.map((v) => (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="break-words">
                  v{v.version} · {v.filename} · {formatBytes(v.size)} · {props.nameOf(v.uploaded_by)}{' '}
                  {props.when(v.uploaded_at)}
                </span>
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  aria-label={`Open version ${v.version} of ${doc.title}`}
                  onClick={() => props.onPreview(doc, v)}
                >
                  Open
                </Button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
