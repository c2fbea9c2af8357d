// The analytics page's individual responses: newest first, paged (the kernel's RecordList);
// opening one shows every answer in question order; an administrator may delete it
// (confirmed; the database refuses anyone else). A file answer shows its name and size with
// Download (ADR 073); deleting the response also removes its files.
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Button } from '@kit/ui/button.tsx';
import { SheetContent, SheetDescription, SheetHeader, SheetRoot, SheetTitle } from '@kit/ui/sheet.tsx';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { answerText, deleteResponse, type ResponseRow, responsesFetchPage } from '../data.ts';
import { isFileAnswer } from '../file-types.ts';
import { removeSurveyFiles } from '../uploads.ts';
import { FileAnswerView } from './file-answer-view.tsx';

export function ResponsesList(props: { surveyId: string; refreshKey: unknown; onDeleted: () => void }) {
  const { date } = useFormatters();
  const fetchPage = useMemo(() => responsesFetchPage(props.surveyId), [props.surveyId]);
  const [open, setOpen] = useState<ResponseRow | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [deleted, setDeleted] = useState(0);

  const columns: ListColumn<ResponseRow>[] = [
    {
      id: 'submitted_at',
      header: 'Submitted',
      priority: 'key',
      sortable: true,
      cell: (r) => date(r.submitted_at, 'datetime'),
    },
    { id: 'respondent_email', header: 'Respondent', cell: (r) => r.respondent_email ?? 'Anonymous' },
    { id: 'version', header: 'Version', align: 'end', cell: (r) => `v${r.version}` },
    { id: 'answers', header: 'Answers', align: 'end', cell: (r) => r.survey_answers.length },
  ];
  const answers = open
    ? [...open.survey_answers].sort(
        (a, b) => (a.survey_questions?.position ?? 0) - (b.survey_questions?.position ?? 0),
      )
    : [];

  const remove = async () => {
    if (!open) return;
    setConfirm(false);
    try {
      await deleteResponse(open.id);
      // Its files are already unreadable to staff (no answer names them); this removes their bytes.
      const files = open.survey_answers.map((a) => a.value).filter(isFileAnswer);
      if (await removeSurveyFiles(files.map((f) => f.path))) toast.success('Response deleted');
      else
        toast.warning(
          'Response deleted, but its files were not removed. An administrator can clear them later.',
        );
      setOpen(null);
      setDeleted((n) => n + 1);
      props.onDeleted();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The response was not deleted. Try again.');
    }
  };

  return (
    <>
      <RecordList<ResponseRow>
        name="responses"
        columns={columns}
        fetchPage={fetchPage}
        rowId={(r) => r.id}
        onOpen={setOpen}
        refreshKey={`${String(props.refreshKey)}-${deleted}`}
        exportable={false}
        defaults={{ sort: [{ id: 'submitted_at', desc: true }], size: 10 }}
        searchPlaceholder="Search respondents' e-mails"
        empty={{ title: 'No responses yet', description: 'Responses appear here as they arrive.' }}
      />
      <SheetRoot open={!!open} onOpenChange={(o) => !o && setOpen(null)}>
        <SheetContent side="right" className="w-full overflow-y-auto sm:max-w-lg">
          {open && (
            <div className="grid gap-4">
              <SheetHeader>
                <SheetTitle>Response of {date(open.submitted_at, 'datetime')}</SheetTitle>
                <SheetDescription>
                  {open.respondent_email ?? 'Anonymous'} · version {open.version}
                </SheetDescription>
              </SheetHeader>
              <dl className="grid gap-3">
                {answers.map((a) => (
                  <div key={a.survey_questions?.title ?? answerText(a.value)} className="grid gap-0.5">
                    <dt className="text-sm text-muted-foreground">{a.survey_questions?.title}</dt>
                    <dd className="whitespace-pre-wrap">
                      {isFileAnswer(a.value) ? <FileAnswerView file={a.value} /> : answerText(a.value)}
                    </dd>
                  </div>
                ))}
              </dl>
              <div>
                <Button variant="outline" onClick={() => setConfirm(true)}>
                  Delete response
                </Button>
              </div>
            </div>
          )}
        </SheetContent>
      </SheetRoot>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Delete this response?"
        description="Its answers, and any files sent with them, leave the results for good. Only an administrator can do this."
        confirmLabel="Delete response"
        destructive
        onConfirm={() => void remove()}
      />
    </>
  );
}
