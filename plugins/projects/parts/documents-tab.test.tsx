// The Documents tab as a project's team uses it: the documents with their
// versions, uploads of several files with a progress bar each (a refused type
// is said at once), a new version, the preview of a PDF, a share link with
// the lifetime chosen, deleting after a question; read-only for staff off the
// team; empty and error states.
import { fakeProfile, fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentVersion, ProjectDocument } from '../documents-data.ts';
import { DocumentsTab } from './documents-tab.tsx';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
// The bytes go over XMLHttpRequest and links are signed by storage: those three calls are stubbed,
// the reads go through the fake client.
const storage = vi.hoisted(() => ({ uploadDocument: vi.fn(), signedLink: vi.fn(), deleteDocument: vi.fn() }));
vi.mock('../documents-data.ts', async (original) => ({
  ...(await original<typeof import('../documents-data.ts')>()),
  ...storage,
}));

const PROJECT = '11111111-1111-4111-8111-111111111111';

function version(over: Partial<DocumentVersion>): DocumentVersion {
  return {
    id: 'v1',
    document_id: 'd1',
    version: 1,
    storage_path: `${PROJECT}/d1/abcd1234-report.pdf`,
    filename: 'Fire safety audit report.pdf',
    content_type: 'application/pdf',
    size: 245_760,
    note: null,
    uploaded_by: 'me',
    uploaded_at: '2026-11-20T08:00:00Z',
    ...over,
  };
}

const DOCS: ProjectDocument[] = [
  {
    id: 'd1',
    project_id: PROJECT,
    title: 'Fire safety audit report',
    current_version: 2,
    created_at: '2026-11-20T08:00:00Z',
    created_by: 'me',
    updated_at: '2026-11-21T08:00:00Z',
    updated_by: 'me',
    project_document_versions: [
      version({ id: 'v1', version: 1 }),
      version({ id: 'v2', version: 2, uploaded_by: 'brian', note: 'After the client’s comments' }),
    ],
  },
];

function serve(options: { canEdit?: boolean; docs?: ProjectDocument[]; fail?: boolean } = {}) {
  fakeSupabase.respond((q) => {
    if (q.table === 'rpc/can_edit_project') return { data: options.canEdit ?? true };
    if (q.table === 'project_documents') {
      return options.fail
        ? { data: null, error: { message: 'permission denied for table project_documents', code: '42501' } }
        : { data: options.docs ?? DOCS };
    }
    if (q.table === 'profiles')
      return {
        data: [
          { auth_id: 'me', full_name: 'Amina Hassan', email: 'amina@safeworks.example' },
          { auth_id: 'brian', full_name: 'Brian Otieno', email: 'brian@safeworks.example' },
        ],
      };
    return { data: null };
  });
}

function open() {
  const view = renderWithKernel(<DocumentsTab projectId={PROJECT} />, {
    path: `/dashboard/projects/${PROJECT}?tab=documents`,
    route: '/dashboard/projects/:id',
    profile: fakeProfile('me', 'staff'),
  });
  return { ...view, user: userEvent.setup() };
}

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

beforeEach(() => {
  fakeSupabase.reset();
  for (const f of [
    toast.success,
    toast.error,
    toast.info,
    storage.uploadDocument,
    storage.signedLink,
    storage.deleteDocument,
  ])
    f.mockReset();
  storage.signedLink.mockResolvedValue('http://localhost/storage/v1/object/sign/project-documents/x?token=t');
});

describe('the Documents tab of a project', () => {
  it('lists documents with their newest version, who uploaded it, its size and earlier versions', async () => {
    serve();
    open();
    const item = await screen.findByRole('listitem', { name: 'Fire safety audit report' });
    expect(within(item).getByText('v2')).toBeInTheDocument();
    expect(within(item).getByText(/240 KB · uploaded by Brian Otieno/)).toBeInTheDocument();
    expect(within(item).getByText('After the client’s comments')).toBeInTheDocument();
    expect(within(item).getByText('1 earlier version')).toBeInTheDocument();
  });

  it('a member uploads several files at once, each with its own progress bar; a refused type is said at once', async () => {
    serve();
    let finish: (() => void) | undefined;
    storage.uploadDocument.mockImplementation(
      (o: { file: File; onProgress: (f: number) => void }) =>
        new Promise((resolve) => {
          o.onProgress(0.4);
          finish = () => resolve(version({ version: 1, filename: o.file.name }));
        }),
    );
    const { user } = open();
    await screen.findByRole('listitem', { name: 'Fire safety audit report' });
    const input = screen.getByTestId('documents-file-input');
    await user.upload(input, [pdf('Noise survey.pdf')]);
    expect(screen.getByRole('progressbar', { name: 'Uploading Noise survey.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    // A dropped executable is refused before any byte goes out.
    const zone = screen.getByTestId('documents-drop-zone');
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] },
    });
    expect(await screen.findByText(/“setup.exe” is not a type documents take/)).toBeInTheDocument();
    expect(storage.uploadDocument).toHaveBeenCalledTimes(1);
    expect(storage.uploadDocument.mock.calls[0]?.[0]).toMatchObject({
      projectId: PROJECT,
      documentId: undefined,
    });
    await act(async () => finish?.());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Noise survey.pdf uploaded'));
  });

  it('uploads a new version of a document', async () => {
    serve();
    storage.uploadDocument.mockResolvedValue(version({ version: 3 }));
    const { user } = open();
    const item = await screen.findByRole('listitem', { name: 'Fire safety audit report' });
    expect(
      within(item).getByRole('button', { name: 'Upload new version of Fire safety audit report' }),
    ).toBeVisible();
    const input = item.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, pdf('report v3.pdf'));
    await waitFor(() =>
      expect(storage.uploadDocument.mock.calls[0]?.[0]).toMatchObject({
        projectId: PROJECT,
        documentId: 'd1',
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('report v3.pdf uploaded as version 3'));
  });

  it('previews a PDF in a frame from a short-lived signed link', async () => {
    serve();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Preview Fire safety audit report' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Fire safety audit report — version 2')).toBeInTheDocument();
    const frame = await within(dialog).findByTitle('Fire safety audit report, version 2 (PDF)');
    expect(frame).toHaveAttribute('src', expect.stringContaining('/object/sign/'));
    expect(storage.signedLink).toHaveBeenCalledWith(`${PROJECT}/d1/abcd1234-report.pdf`, 900);
  });

  it('makes a share link for the lifetime chosen and shows it to copy', async () => {
    serve();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Share link to Fire safety audit report' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Link works for'), '7 days');
    await user.click(within(dialog).getByRole('button', { name: 'Create and copy link' }));
    expect(await within(dialog).findByLabelText('Link (expires in 7 days)')).toHaveValue(
      'http://localhost/storage/v1/object/sign/project-documents/x?token=t',
    );
    expect(storage.signedLink).toHaveBeenCalledWith(`${PROJECT}/d1/abcd1234-report.pdf`, 604800);
  });

  it('deletes a document only after asking', async () => {
    serve();
    storage.deleteDocument.mockResolvedValue(undefined);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Fire safety audit report' }));
    const ask = await screen.findByRole('alertdialog');
    expect(storage.deleteDocument).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Delete document' }));
    await waitFor(() => expect(storage.deleteDocument).toHaveBeenCalledWith('d1'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Fire safety audit report deleted'));
  });

  it('staff off the team read and share, but see no upload or delete controls', async () => {
    serve({ canEdit: false });
    open();
    const item = await screen.findByRole('listitem', { name: 'Fire safety audit report' });
    expect(
      within(item).getByRole('button', { name: 'Share link to Fire safety audit report' }),
    ).toBeVisible();
    expect(screen.queryByTestId('documents-drop-zone')).toBeNull();
    expect(within(item).queryByRole('button', { name: /Upload new version/ })).toBeNull();
    expect(within(item).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('says when there are no documents yet, and when they cannot be read', async () => {
    serve({ docs: [] });
    const first = open();
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    first.unmount();
    serve({ fail: true });
    open();
    expect(await screen.findByText(/permission denied/)).toBeInTheDocument();
  });
});
