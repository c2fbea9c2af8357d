// /dashboard/surveys: every survey of the one store (ADR 007, 052), searchable by title,
// filtered by status and purpose (`f.status=…&f.purpose=…` in the URL, so
// /dashboard/feedback/surveys is this list with purpose "Client feedback"), paged.
// "New survey" makes an untitled draft and opens the builder; "New from template" makes
// the draft from one of the seeded templates (templates.ts, ADR 060).
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn, ListFilter } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@kit/ui/dialog.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { BarChart3, FileStack, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import {
  createSurvey,
  createSurveyFrom,
  PURPOSE_LABELS,
  STATUS_LABELS,
  type SurveyListRow,
  surveysFetchPage,
} from '../data.ts';
import { draftFromTemplate, SURVEY_TEMPLATES, type SurveyTemplate } from '../templates.ts';

const FILTERS: ListFilter[] = [
  {
    id: 'status',
    label: 'Status',
    options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
  },
  {
    id: 'purpose',
    label: 'Purpose',
    options: Object.entries(PURPOSE_LABELS).map(([value, label]) => ({ value, label })),
  },
];

export default function SurveysPage() {
  const navigate = useNavigate();
  const { date } = useFormatters();
  const [creating, setCreating] = useState(false);
  const [choosing, setChoosing] = useState(false);

  const create = async (template?: SurveyTemplate) => {
    if (creating) return;
    setCreating(true);
    try {
      const id = template
        ? await createSurveyFrom(draftFromTemplate(template))
        : await createSurvey('Untitled survey');
      if (template) toast.success(`“${template.title}” made from its template: edit it and publish`);
      navigate(`/dashboard/surveys/${id}/edit`);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The survey was not created. Try again.');
      setCreating(false);
    }
  };

  const columns: ListColumn<SurveyListRow>[] = [
    {
      id: 'title',
      header: 'Survey',
      priority: 'key',
      sortable: true,
      cell: (s) => (
        <span className="grid">
          <span className="font-medium">{s.title}</span>
          <span className="text-xs text-muted-foreground">{PURPOSE_LABELS[s.purpose] ?? s.purpose}</span>
        </span>
      ),
      exportValue: (s) => s.title,
    },
    {
      id: 'status',
      header: 'Status',
      priority: 'high',
      sortable: true,
      cell: (s) => (
        <span className="flex flex-wrap gap-1">
          <Badge variant={s.status === 'published' ? 'default' : 'secondary'}>
            {STATUS_LABELS[s.status]}
          </Badge>
          {s.status !== 'draft' && s.draft_changed && <Badge variant="outline">Unpublished changes</Badge>}
        </span>
      ),
      exportValue: (s) => STATUS_LABELS[s.status],
    },
    {
      id: 'version',
      header: 'Version',
      align: 'end',
      priority: 'low',
      cell: (s) => (s.version ? `v${s.version}` : '—'),
    },
    { id: 'updated_at', header: 'Last edited', sortable: true, cell: (s) => date(s.updated_at, 'datetime') },
    {
      id: 'actions',
      header: 'Actions',
      cell: (s) => (
        <span className="flex gap-1">
          <Button asChild size="sm" variant="ghost">
            <Link to={`/dashboard/surveys/${s.id}/edit`} aria-label={`Edit ${s.title}`}>
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
          {s.version > 0 && (
            <Button asChild size="sm" variant="ghost">
              <Link to={`/dashboard/surveys/${s.id}/analytics`} aria-label={`Results of ${s.title}`}>
                <BarChart3 aria-hidden="true" />
              </Link>
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="grid min-w-0 gap-4">
      <PageHeader
        title="Surveys"
        description="Client satisfaction, training evaluations and safety-perception surveys, and their results."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setChoosing(true)} disabled={creating}>
              <FileStack className="size-4" aria-hidden="true" />
              New from template
            </Button>
            <Button size="sm" onClick={() => void create()} disabled={creating}>
              <Plus className="size-4" aria-hidden="true" />
              New survey
            </Button>
          </div>
        }
      />
      <Dialog open={choosing} onOpenChange={setChoosing}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>New survey from a template</DialogTitle>
            <DialogDescription>
              A draft with the template's questions, conditions and settings: change anything before
              publishing.
            </DialogDescription>
          </DialogHeader>
          <ul className="grid gap-2" aria-label="Templates">
            {SURVEY_TEMPLATES.map((t) => (
              <li key={t.id}>
                <button
                  type="button"
                  disabled={creating}
                  onClick={() => void create(t)}
                  className="grid w-full gap-0.5 rounded-lg border p-3 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
                >
                  <span className="font-medium">{t.title}</span>
                  <span className="text-sm text-muted-foreground">
                    {PURPOSE_LABELS[t.purpose]} · {t.questions.filter((q) => q.kind !== 'section').length}{' '}
                    questions · {t.summary}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </DialogContent>
      </Dialog>
      <RecordList<SurveyListRow>
        name="surveys"
        columns={columns}
        filters={FILTERS}
        fetchPage={surveysFetchPage}
        rowId={(s) => s.id}
        rowHref={(s) => `/dashboard/surveys/${s.id}/edit`}
        defaults={{ sort: [{ id: 'updated_at', desc: true }] }}
        searchPlaceholder="Search survey titles"
        empty={{
          title: 'No surveys yet',
          description: 'Build a survey, publish it and send its link to clients or workers.',
        }}
      />
    </div>
  );
}
