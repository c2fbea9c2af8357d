// /dashboard/surveys/:id/edit — the builder: title, purpose and description; questions
// added, edited, moved (dragged by the grip, buttons or Alt+↑/↓; the move is announced),
// duplicated and deleted; conditions (ADR 060); settings; a live
// preview in a phone-sized frame. Every change is saved as the draft a moment after
// typing stops (surveys.draft); respondents see it once published. Publishing a survey
// that has responses makes a new version (ADR 052).
import { isDataError } from '@kernel/data/data-error.ts';
import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { cn } from '@kit/ui/cn.ts';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BarChart3, ClipboardList, Copy, CopyPlus, Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { draftProblems, duplicateQuestion, moveQuestion, newQuestion } from '../builder.ts';
import {
  deleteSurvey,
  duplicateSurvey,
  getSurvey,
  PURPOSE_LABELS,
  publishSurvey,
  STATUS_LABELS,
  type SurveyForBuilder,
  saveDraft,
  setSurveyClosed,
  surveyKeys,
} from '../data.ts';
import { QuestionEditor } from '../parts/question-editor.tsx';
import { type FillableSurvey, SurveyForm } from '../parts/survey-form.tsx';
import { useTouchReorder } from '../parts/use-touch-reorder.ts';
import {
  type DraftQuestion,
  KIND_LABELS,
  QUESTION_KINDS,
  type QuestionKind,
  type SurveyDraft,
} from '../shapes.ts';

const AUTOSAVE_MS = 800;

export default function SurveyEditPage() {
  const { id = '' } = useParams();
  const survey = useQuery({ queryKey: surveyKeys.detail(id), queryFn: () => getSurvey(id) });
  if (survey.isPending) return <Skeleton className="h-96" aria-label="Loading the survey" />;
  if (survey.error)
    return <LoadError what="the survey" error={survey.error} onRetry={() => void survey.refetch()} />;
  if (!survey.data)
    return (
      <EmptyState
        icon={ClipboardList}
        title="This survey does not exist"
        description="It may have been deleted."
        action={<Link to="/dashboard/surveys">All surveys</Link>}
      />
    );
  return <Builder key={survey.data.id} initial={survey.data} />;
}

type SaveState =
  | { kind: 'saved' }
  | { kind: 'saving' }
  | { kind: 'pending' }
  | { kind: 'error'; message: string };

/** The draft's questions as the respondent's form shows them (the question's key as its id). */
export function previewOf(
  fields: { title: string; description: string },
  draft: SurveyDraft,
): FillableSurvey {
  return {
    id: 'preview',
    title: fields.title || 'Untitled survey',
    description: fields.description || null,
    version: 0,
    anonymous: draft.settings?.anonymous ?? true,
    thank_you: draft.settings?.thank_you ?? null,
    questions: draft.questions.map((q) => ({
      id: q.key,
      key: q.key,
      kind: q.kind,
      title: q.title || 'Untitled question',
      help: q.help || null,
      required: q.kind !== 'section' && !!q.required,
      choices: (q.choices ?? []).map((c) => c.trim()).filter(Boolean),
      rows: (q.rows ?? []).map((r) => r.trim()).filter(Boolean),
      min: q.kind === 'rating' ? 1 : (q.min ?? null),
      max: q.kind === 'rating' ? (q.max ?? 5) : (q.max ?? null),
      show_if: q.show_if ?? null,
      shuffle: !!q.shuffle,
      other: !!q.other,
    })),
  };
}

function Builder({ initial }: { initial: SurveyForBuilder }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description ?? '');
  const [purpose, setPurpose] = useState(initial.purpose);
  const [draft, setDraft] = useState<SurveyDraft>(initial.draft);
  const [status, setStatus] = useState(initial.status);
  const [version, setVersion] = useState(initial.version);
  const [changed, setChanged] = useState(initial.draft_changed);
  const [save, setSave] = useState<SaveState>({ kind: 'saved' });
  const [addKind, setAddKind] = useState<QuestionKind>('single_choice');
  const [deleting, setDeleting] = useState<number | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Drag and drop: the question being dragged, the place it would land, what was said.
  const dragging = useRef<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [moved, setMoved] = useState('');
  const [touchDragging, setTouchDragging] = useState(false);
  const navigate = useNavigate();
  const first = useRef(true);
  const saving = useRef<Promise<void> | null>(null);
  const latest = useRef({ title, description, purpose, draft });
  latest.current = { title, description, purpose, draft };

  const flush = useCallback(async () => {
    while (saving.current) await saving.current;
    const run = saveDraft(initial.id, latest.current)
      .then(() => {
        setSave({ kind: 'saved' });
        void queryClient.invalidateQueries({ queryKey: surveyKeys.lists() });
      })
      .catch((e: unknown) => {
        setSave({ kind: 'error', message: e instanceof Error ? e.message : 'Not saved' });
        throw e;
      })
      .finally(() => {
        saving.current = null;
      });
    saving.current = run.catch(() => {});
    setSave({ kind: 'saving' });
    return run;
  }, [initial.id, queryClient]);

  // Autosave a moment after the last change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values are what trigger a save; flush reads them through a ref
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setSave({ kind: 'pending' });
    setChanged(true);
    const t = setTimeout(() => void flush().catch(() => {}), AUTOSAVE_MS);
    return () => clearTimeout(t);
  }, [title, description, purpose, draft, flush]);

  // Leaving with a save in the air: the browser asks.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (save.kind !== 'saved') e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [save.kind]);

  const questions = draft.questions;
  const setQuestions = (qs: DraftQuestion[]) => setDraft((d) => ({ ...d, questions: qs }));
  const settings = draft.settings ?? {};
  const setSettings = (patch: Partial<NonNullable<SurveyDraft['settings']>>) =>
    setDraft((d) => ({ ...d, settings: { ...(d.settings ?? {}), ...patch } }));
  const problems = useMemo(() => draftProblems(draft), [draft]);
  const problemOf = (key: string) => problems.find((p) => p.key === key)?.message ?? null;
  const preview = useMemo(() => previewOf({ title, description }, draft), [title, description, draft]);

  const focusQuestion = (key: string) =>
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-question-key="${key}"] input`)?.focus(),
    );

  const movedTo = (index: number, by: number) => {
    const to = Math.max(0, Math.min(questions.length - 1, index + by));
    const q = questions[index];
    if (q && to !== index)
      setMoved(`${q.kind === 'section' ? 'Section' : 'Question'} moved from place ${index + 1} to ${to + 1}`);
  };

  const move = (index: number, by: number) => {
    const key = questions[index]?.key;
    movedTo(index, by);
    setQuestions(moveQuestion(questions, index, by));
    if (key)
      requestAnimationFrame(() => {
        const buttons = document.querySelectorAll<HTMLButtonElement>(`[data-question-key="${key}"] button`);
        const target = by < 0 ? buttons[0] : buttons[1];
        (target && !target.disabled ? target : buttons[2])?.focus();
      });
  };

  const add = () => {
    const q = newQuestion(addKind);
    setQuestions([...questions, q]);
    focusQuestion(q.key);
  };

  const publish = async () => {
    if (publishing) return;
    setPublishing(true);
    try {
      await flush();
      const answer = await publishSurvey(initial.id);
      setVersion(answer.version);
      setStatus((s) => (s === 'closed' ? 'closed' : 'published'));
      setChanged(false);
      toast.success(
        answer.new_version
          ? `Published as version ${answer.version}`
          : `Published (version ${answer.version} updated)`,
      );
      void queryClient.invalidateQueries({ queryKey: surveyKeys.all });
    } catch (e) {
      const key = isDataError(e) ? e.details : null;
      toast.error(e instanceof Error ? e.message : 'The survey was not published. Try again.');
      if (key) focusQuestion(key);
    } finally {
      setPublishing(false);
    }
  };

  const toggleClosed = async () => {
    try {
      await setSurveyClosed(initial.id, status !== 'closed');
      setStatus(status === 'closed' ? 'published' : 'closed');
      toast.success(status === 'closed' ? 'The survey takes answers again' : 'The survey is closed');
      void queryClient.invalidateQueries({ queryKey: surveyKeys.all });
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'That did not work. Try again.');
    }
  };

  const duplicate = async () => {
    try {
      await flush();
      const copy = await duplicateSurvey(initial.id);
      toast.success('Copied: you are editing the copy');
      void queryClient.invalidateQueries({ queryKey: surveyKeys.lists() });
      navigate(`/dashboard/surveys/${copy}/edit`);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The survey was not copied. Try again.');
    }
  };

  // Dragging with a finger or a pen (the mouse uses HTML drag and drop below).
  const touchGrip = useTouchReorder({
    onStart: (from) => {
      dragging.current = from;
      setTouchDragging(true);
    },
    onOver: setDropAt,
    onDrop: (from, to) => {
      movedTo(from, to - from);
      setQuestions(moveQuestion(questions, from, to - from));
    },
    onEnd: () => {
      dragging.current = null;
      setDropAt(null);
      setTouchDragging(false);
    },
  });

  const remove = async () => {
    setConfirmDelete(false);
    try {
      await deleteSurvey(initial.id);
      toast.success(`“${title}” deleted`);
      void queryClient.invalidateQueries({ queryKey: surveyKeys.all });
      navigate('/dashboard/surveys');
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The survey was not deleted. Try again.');
    }
  };

  const link = `${window.location.origin}/surveys/${initial.id}`;
  const saveText =
    save.kind === 'saved'
      ? 'All changes saved'
      : save.kind === 'error'
        ? `Not saved: ${save.message}`
        : 'Saving…';

  return (
    <div className="grid min-w-0 gap-4">
      <PageHeader
        title="Edit survey"
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={status === 'published' ? 'default' : 'secondary'}>{STATUS_LABELS[status]}</Badge>
            {version > 0 && <span>Version {version}</span>}
            {status !== 'draft' && changed && <Badge variant="outline">Unpublished changes</Badge>}
            <span role="status" className={save.kind === 'error' ? 'text-destructive' : undefined}>
              {saveText}
            </span>
            {save.kind === 'error' && (
              <Button size="sm" variant="link" onClick={() => void flush().catch(() => {})}>
                Retry
              </Button>
            )}
          </span>
        }
        actions={
          // PageHeader's action row does not wrap: five buttons would widen the page on a phone.
          <div className="flex min-w-0 flex-wrap gap-2">
            {version > 0 && (
              <Button asChild size="sm" variant="outline">
                <Link to={`/dashboard/surveys/${initial.id}/analytics`}>
                  <BarChart3 aria-hidden="true" />
                  Results
                </Link>
              </Button>
            )}
            {version > 0 && (
              <Button size="sm" variant="outline" onClick={() => void toggleClosed()}>
                {status === 'closed' ? 'Reopen' : 'Close survey'}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => void duplicate()}>
              <CopyPlus aria-hidden="true" />
              Duplicate
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
            <Button size="sm" onClick={() => void publish()} disabled={publishing || problems.length > 0}>
              {publishing ? 'Publishing…' : version > 0 ? 'Publish changes' : 'Publish'}
            </Button>
          </div>
        }
      />
      {version > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">Link for respondents:</span>
          <a
            href={link}
            className="min-w-0 break-all text-primary underline underline-offset-4"
            target="_blank"
            rel="noreferrer"
          >
            {link}
          </a>
          <Button
            size="sm"
            variant="ghost"
            aria-label="Copy the link"
            onClick={() =>
              void navigator.clipboard?.writeText(link).then(
                () => toast.success('Link copied'),
                () => toast.error('Copy the link from the address shown'),
              )
            }
          >
            <Copy aria-hidden="true" />
          </Button>
        </div>
      )}
      {problems.length > 0 && (
        <Alert>
          <AlertDescription>
            <span className="font-medium">Before publishing:</span>
            <ul className="ml-5 list-disc">
              {problems.map((p) => (
                <li key={`${p.key}-${p.message}`}>{p.message}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      <div className="flex gap-2 lg:hidden">
        <Button
          size="sm"
          variant={tab === 'edit' ? 'default' : 'outline'}
          aria-pressed={tab === 'edit'}
          onClick={() => setTab('edit')}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant={tab === 'preview' ? 'default' : 'outline'}
          aria-pressed={tab === 'preview'}
          onClick={() => setTab('preview')}
        >
          Preview
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_400px]">
        <div
          className={
            tab === 'edit' ? 'grid min-w-0 content-start gap-4' : 'hidden min-w-0 content-start gap-4 lg:grid'
          }
        >
          <section aria-label="About the survey" className="grid gap-3 rounded-lg border bg-card p-4">
            <FormField label="Survey title">
              <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
            </FormField>
            <FormField label="Introduction" description="Optional: shown above the first question">
              <Textarea rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
            </FormField>
            <FormField label="Purpose" description="Client feedback surveys are listed under Feedback too">
              <NativeSelect value={purpose} onChange={(e) => setPurpose(e.target.value)}>
                {Object.entries(PURPOSE_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </section>
          <h2 className="text-lg font-semibold">Questions</h2>
          {questions.length === 0 && (
            <p className="text-sm text-muted-foreground">
              No questions yet: choose a type below and add the first one.
            </p>
          )}
          <p aria-live="polite" className="sr-only">
            {moved}
          </p>
          <ol className="grid gap-3">
            {questions.map((q, i) => (
              <li
                key={q.key}
                data-drop-index={i}
                className={cn(
                  'rounded-lg',
                  touchDragging && dragging.current === i && 'opacity-60',
                  dropAt === i &&
                    dragging.current !== null &&
                    dragging.current !== i &&
                    'outline-2 outline-primary outline-dashed outline-offset-2',
                )}
                onDragOver={(e) => {
                  if (dragging.current === null) return;
                  e.preventDefault();
                  e.dataTransfer.dropEffect = 'move';
                  if (dropAt !== i) setDropAt(i);
                }}
                onDrop={(e) => {
                  e.preventDefault();
                  const from = dragging.current;
                  dragging.current = null;
                  setDropAt(null);
                  if (from === null || from === i) return;
                  movedTo(from, i - from);
                  setQuestions(moveQuestion(questions, from, i - from));
                }}
              >
                <QuestionEditor
                  gripPointer={touchGrip(i)}
                  onDragStart={() => {
                    dragging.current = i;
                  }}
                  onDragEnd={() => {
                    dragging.current = null;
                    setDropAt(null);
                  }}
                  question={q}
                  questions={questions}
                  index={i}
                  count={questions.length}
                  problem={problemOf(q.key)}
                  onChange={(next) => setQuestions(questions.map((x) => (x.key === q.key ? next : x)))}
                  onMove={(by) => move(i, by)}
                  onDuplicate={() => {
                    const next = duplicateQuestion(questions, i);
                    setQuestions(next);
                    const copy = next[i + 1];
                    if (copy) focusQuestion(copy.key);
                  }}
                  onDelete={() => setDeleting(i)}
                />
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-end gap-2 rounded-lg border border-dashed p-4">
            <FormField label="New question type" className="min-w-48">
              <NativeSelect value={addKind} onChange={(e) => setAddKind(e.target.value as QuestionKind)}>
                {QUESTION_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {KIND_LABELS[k]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <Button type="button" onClick={add}>
              <Plus aria-hidden="true" />
              Add question
            </Button>
          </div>
          <section aria-label="Settings" className="grid gap-3 rounded-lg border bg-card p-4">
            <h2 className="text-lg font-semibold">Settings</h2>
            <label className="flex items-center gap-2 text-sm">
              <NativeCheckbox
                checked={settings.anonymous ?? true}
                onChange={(e) =>
                  setSettings({
                    anonymous: e.target.checked,
                    ...(e.target.checked ? { one_per_person: false } : {}),
                  })
                }
              />
              Anonymous (no name, e-mail or account is kept with the answers)
            </label>
            <label className="flex items-center gap-2 text-sm">
              <NativeCheckbox
                checked={!!settings.one_per_person}
                disabled={settings.anonymous ?? true}
                onChange={(e) => setSettings({ one_per_person: e.target.checked })}
              />
              One response per person (by e-mail or account)
            </label>
            <div className="grid gap-3 sm:grid-cols-3">
              <FormField label="Opens" description="Optional">
                <Input
                  type="datetime-local"
                  value={toLocalInput(settings.opens_at)}
                  onChange={(e) => setSettings({ opens_at: fromLocalInput(e.target.value) })}
                />
              </FormField>
              <FormField label="Closes" description="Optional">
                <Input
                  type="datetime-local"
                  value={toLocalInput(settings.closes_at)}
                  onChange={(e) => setSettings({ closes_at: fromLocalInput(e.target.value) })}
                />
              </FormField>
              <FormField label="Response limit" description="Optional">
                <Input
                  type="number"
                  min={1}
                  value={settings.response_limit ?? ''}
                  onChange={(e) =>
                    setSettings({ response_limit: e.target.value === '' ? null : Number(e.target.value) })
                  }
                />
              </FormField>
            </div>
            <FormField label="Thank-you message" description="Shown after the answers are sent">
              <Textarea
                rows={2}
                value={settings.thank_you ?? ''}
                onChange={(e) => setSettings({ thank_you: e.target.value })}
              />
            </FormField>
            <FormField
              label="Then send respondents to"
              description="Optional: a web address they are taken to a few seconds after the thank-you (your site, a booking page)"
            >
              <Input
                type="url"
                inputMode="url"
                placeholder="https://"
                value={settings.redirect_url ?? ''}
                onChange={(e) => setSettings({ redirect_url: e.target.value })}
              />
            </FormField>
          </section>
        </div>
        <aside
          aria-label="Preview on a phone"
          className={tab === 'preview' ? 'grid content-start gap-2' : 'hidden content-start gap-2 lg:grid'}
        >
          <h2 className="text-sm font-medium text-muted-foreground">Preview on a phone</h2>
          <div className="mx-auto w-full max-w-[390px] rounded-[2rem] border-8 border-muted bg-background p-4 shadow-sm lg:sticky lg:top-4">
            <SurveyForm
              key={preview.questions.map((q) => q.key).join()}
              survey={preview}
              idPrefix="preview"
            />
          </div>
        </aside>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this survey?"
        description={`“${title}”, its questions and every response are deleted for good. Only an administrator can do this.`}
        confirmLabel="Delete survey"
        destructive
        onConfirm={() => void remove()}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete question ${deleting === null ? '' : deleting + 1}?`}
        description={`“${(deleting !== null && questions[deleting]?.title) || 'Untitled question'}” is removed from the draft. Responses already received keep it.`}
        confirmLabel="Delete question"
        destructive
        onConfirm={() => {
          if (deleting !== null) setQuestions(questions.filter((_, i) => i !== deleting));
          setDeleting(null);
        }}
      />
    </div>
  );
}

/** An ISO time as a datetime-local input's value (the browser's time zone). */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
