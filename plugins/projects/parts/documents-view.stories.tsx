// The Documents tab's parts (presentational): documents with versions, the drop zone, uploads in progress.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DocumentVersion, ProjectDocument } from '../documents-data.ts';
import { DocumentsList, DropZone, UploadQueue } from './documents-view.tsx';

const version = (over: Partial<DocumentVersion>): DocumentVersion => ({
  id: 'v1',
  document_id: 'd1',
  version: 1,
  storage_path: 'p/d1/abcd1234-report.pdf',
  filename: 'Fire safety audit report 2026.pdf',
  content_type: 'application/pdf',
  size: 245_760,
  note: null,
  uploaded_by: 'amina',
  uploaded_at: '2026-11-05T08:00:00Z',
  ...over,
});

const DOCS: ProjectDocument[] = [
  {
    id: 'd1',
    project_id: 'p',
    title: 'Fire safety audit report 2026',
    current_version: 2,
    created_at: '2026-11-05T08:00:00Z',
    created_by: 'amina',
    updated_at: '2026-11-12T08:00:00Z',
    updated_by: 'brian',
    project_document_versions: [
      version({ id: 'v2', version: 2, uploaded_by: 'brian', note: 'After the client’s comments' }),
      version({ id: 'v1' }),
    ],
  },
  {
    id: 'd2',
    project_id: 'p',
    title: 'Extinguisher register',
    current_version: 1,
    created_at: '2026-11-06T08:00:00Z',
    created_by: 'amina',
    updated_at: '2026-11-06T08:00:00Z',
    updated_by: 'amina',
    project_document_versions: [
      version({
        id: 'v3',
        document_id: 'd2',
        filename: 'Extinguisher register.xlsx',
        content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: 18_432,
      }),
    ],
  },
];

const names: Record<string, string> = { amina: 'Amina Hassan', brian: 'Brian Otieno' };
const noop = () => {};

const meta = {
  title: 'Projects/Documents',
  component: DocumentsList,
  args: {
    documents: DOCS,
    editable: true,
    nameOf: (id: string | null) => (id ? (names[id] ?? 'a former staff member') : 'the system'),
    when: (iso: string) => new Date(iso).toLocaleString('en-KE'),
    onPreview: noop,
    onShare: noop,
    onNewVersion: noop,
    onDelete: noop,
  },
} satisfies Meta<typeof DocumentsList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TeamMember: Story = {};
export const ReadOnly: Story = { args: { editable: false } };
export const Empty: Story = { args: { documents: [] } };
export const Uploading: Story = {
  render: (args) => (
    <div className="grid gap-4">
      <DropZone onFiles={noop} />
      <UploadQueue
        onDismiss={noop}
        items={[
          { id: '1', name: 'Noise survey.pdf', progress: 0.42, status: 'uploading' },
          { id: '2', name: 'Site photo 1.jpg', progress: 1, status: 'done' },
          {
            id: '3',
            name: 'Video.mp4',
            progress: 0,
            status: 'failed',
            error:
              '“Video.mp4” is not a type documents take. Upload a PDF, an image (PNG, JPEG, WebP, GIF), a Word, Excel or PowerPoint file, CSV or text.',
          },
        ]}
      />
      <DocumentsList {...args} />
    </div>
  ),
};
