// The Documents tab of a project (issue 13, ADR 022): drop files or choose
// them (several at once), each upload with its own progress bar; the documents
// with their versions, who uploaded them and when; preview, share link,
// upload a new version, delete (asked first). Staff off the team read and
// share; the manager, the team and admins also upload and delete. Live.

import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { useStaffMembers } from '@kit/pickers/staff-members.ts';
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  type DocumentVersion,
  deleteDocument,
  documentsOf,
  listDocuments,
  type ProjectDocument,
  uploadDocument,
} from '../documents-data.ts';
import { documentProblem } from '../documents-rules.ts';
import { canEditKey, canEditProject } from '../tasks-data.ts';
import { DocumentPreviewDialog, DocumentShareDialog } from './documents-dialogs.tsx';
import { DocumentsList, DropZone, type UploadItem, UploadQueue } from './documents-view.tsx';

type Opened = { kind: 'preview' | 'share'; doc: ProjectDocument; version: DocumentVersion } | null;

export function DocumentsTab({ projectId }: { projectId: string }) {
  const queryClient = useQueryClient();
  const { date } = useFormatters();
  const key = documentsOf(projectId);
  const documents = useQuery({ queryKey: key, queryFn: () => listDocuments(projectId) });
  const canEdit =
    useQuery({ queryKey: canEditKey(projectId), queryFn: () => canEditProject(projectId) }).data ?? false;
  const staff = useStaffMembers();
  useLiveInvalidation({ table: 'project_documents', filter: `project_id=eq.${projectId}`, queryKey: key });
  useLiveInvalidation({ table: 'project_document_versions', queryKey: key });
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [opened, setOpened] = useState<Opened>(null);
  const [deleting, setDeleting] = useState<ProjectDocument | null>(null);

  const nameOf = (id: string | null) =>
    id ? (staff.data?.find((s) => s.auth_id === id)?.name ?? 'a former staff member') : 'the system';
  const patch = (id: string, change: Partial<UploadItem>) =>
    setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const upload = (files: File[], target?: ProjectDocument) => {
    for (const file of files) {
      const id = crypto.randomUUID();
      const problem = documentProblem(file);
      const item: UploadItem = {
        id,
        name: file.name,
        progress: 0,
        status: problem ? 'failed' : 'uploading',
        error: problem ?? undefined,
        target: target ? `new version of ${target.title}` : undefined,
      };
      setUploads((all) => [...all, item]);
      if (problem) continue;
      uploadDocument({
        projectId,
        documentId: target?.id,
        file,
        onProgress: (fraction) => patch(id, { progress: fraction }),
      })
        .then((version) => {
          patch(id, { status: 'done', progress: 1 });
          toast.success(
            version.version > 1
              ? `${file.name} uploaded as version ${version.version}`
              : `${file.name} uploaded`,
          );
          void queryClient.invalidateQueries({ queryKey: key });
          // A finished upload leaves the list after a moment; failures stay until dismissed.
          setTimeout(() => setUploads((all) => all.filter((u) => u.id !== id)), 4000);
        })
        .catch((e: Error) => patch(id, { status: 'failed', error: e.message }));
    }
  };

  const confirmDelete = async () => {
    const doc = deleting;
    setDeleting(null);
    if (!doc) return;
    try {
      await deleteDocument(doc.id);
      toast.success(`${doc.title} deleted`);
    } catch (e) {
      toast.error(`${doc.title} could not be deleted: ${(e as Error).message}`);
    } finally {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };

  return (
    <div className="grid gap-4">
      {canEdit && <DropZone onFiles={(files) => upload(files)} />}
      <UploadQueue items={uploads} onDismiss={(id) => setUploads((all) => all.filter((u) => u.id !== id))} />
      {documents.isPending ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading documents">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : documents.isError ? (
        <LoadError what="the documents" error={documents.error} onRetry={() => void documents.refetch()} />
      ) : (
        <DocumentsList
          documents={documents.data}
          editable={canEdit}
          nameOf={nameOf}
          when={(iso) => date(iso, 'datetime')}
          onPreview={(doc, version) => setOpened({ kind: 'preview', doc, version })}
          onShare={(doc, version) => setOpened({ kind: 'share', doc, version })}
          onNewVersion={(doc, file) => upload([file], doc)}
          onDelete={setDeleting}
        />
      )}
      {opened?.kind === 'preview' && (
        <DocumentPreviewDialog
          doc={opened.doc}
          version={opened.version}
          onOpenChange={() => setOpened(null)}
        />
      )}
      {opened?.kind === 'share' && (
        <DocumentShareDialog doc={opened.doc} version={opened.version} onOpenChange={() => setOpened(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete “${deleting?.title ?? ''}”?`}
        description={`All ${deleting?.current_version ?? ''} version(s) and their files are removed for good, and share links to them stop working.`}
        confirmLabel="Delete document"
        destructive
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
