// The respondent's form (the public fill page, and the builder's live preview): one
// section per page with a progress bar, the page's own checks before moving on (the
// first error focused and announced), answers kept in the browser so a reload or a lost
// connection loses nothing, and one submission however often Send is pressed or
// retried (an idempotency key kept with the answers). The database checks everything
// again; its refusal is shown under the question it names. A file question's file is uploaded
// when chosen (ADR 073) and its path kept with the answers.
import { isDataError } from '@kernel/data/data-error.ts';
import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Input } from '@kit/ui/input.tsx';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type Answers,
  type AnswerValue,
  answerProblem,
  answersToSend,
  pagesOf,
  shownPages,
  shuffled,
} from '../answers.ts';
import { visibleIds } from '../conditions.ts';
import type { FileAnswer } from '../file-types.ts';
import type { PublicQuestion } from '../shapes.ts';
import { QuestionInput } from './question-input.tsx';
import { ThankYouRedirect } from './thank-you-redirect.tsx';

export interface FillableSurvey {
  id: string;
  title: string;
  description: string | null;
  version: number;
  anonymous: boolean;
  thank_you: string | null;
  questions: PublicQuestion[];
}

export type SendResponse = (args: {
  answers: Record<string, unknown>;
  email: string | null;
  key: string;
  website: string;
}) => Promise<{ thank_you: string | null }>;

interface Saved {
  answers: Answers;
  page: number;
  email: string;
  key: string;
  done?: boolean;
}

const storageKey = (s: FillableSurvey) => `safeworks.survey.${s.id}.v${s.version}`;

function load(s: FillableSurvey): Saved | null {
  try {
    const raw = localStorage.getItem(storageKey(s));
    return raw ? (JSON.parse(raw) as Saved) : null;
  } catch {
    return null;
  }
}

export function SurveyForm(props: {
  survey: FillableSurvey;
  /** Omitted: a preview (nothing is sent or kept). */
  send?: SendResponse;
  /**
   * Told each time the respondent reaches a page further than before (its 0-based number
   * among all the version's pages, shown or not) with the response's key: the drop-off
   * figures (ADR 066). Only on a live form.
   */
  onPage?: (key: string, page: number) => void;
  /**
   * File questions (ADR 073): uploads a chosen file under this response's key, answering what is kept and sent.
   * Omitted in the preview.
   */
  upload?: (file: File, key: string) => Promise<FileAnswer>;
  /** Where the respondent goes after the thank-you (the survey's setting); omitted: they stay. */
  redirectTo?: string | null;
  idPrefix?: string;
}) {
  const { survey } = props;
  const live = !!props.send;
  const allPages = useMemo(() => pagesOf(survey.questions), [survey.questions]);
  const initial = useMemo(() => (live ? load(survey) : null), [live, survey]);
  const [answers, setAnswers] = useState<Answers>(initial?.answers ?? {});
  // Conditions (ADR 060): questions and pages show and hide as the answers change.
  const shown = useMemo(() => visibleIds(survey.questions, answers), [survey.questions, answers]);
  const pages = useMemo(() => shownPages(allPages, shown), [allPages, shown]);
  const [pageState, setPage] = useState(initial?.page ?? 0);
  const page = Math.min(pageState, Math.max(0, pages.length - 1));
  const [email, setEmail] = useState(initial?.email ?? '');
  const [key] = useState(
    initial?.key ?? (typeof crypto !== 'undefined' ? crypto.randomUUID() : String(Math.random())),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState<string | null | undefined>(
    initial?.done ? (survey.thank_you ?? null) : undefined,
  );
  const honeypot = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);
  // Files being uploaded: Next and Send wait for them.
  const [uploads, setUploads] = useState(0);
  const upload = props.upload;
  const emailId = useId();
  const prefix = props.idPrefix ?? 'q';

  useEffect(() => {
    if (!live) return;
    try {
      localStorage.setItem(
        storageKey(survey),
        JSON.stringify({ answers, page, email, key, done: thanks !== undefined }),
      );
    } catch {
      // Private mode or a full store: the form still works, it just does not survive a reload.
    }
  }, [live, survey, answers, page, email, key, thanks]);

  useEffect(() => {
    if (thanks !== undefined) thanksRef.current?.focus();
  }, [thanks]);

  // How far this visit got, for the drop-off per page: reported when it goes further.
  const furthest = useRef(-1);
  const onPage = props.onPage;
  // Shown pages are copies (shownPages): a page is found among all by its section (the
  // untitled first page is the first of all).
  const onScreen = pages[page];
  const reachedPage = !onScreen
    ? -1
    : onScreen.section
      ? allPages.findIndex((p) => p.section === onScreen.section)
      : 0;
  useEffect(() => {
    if (!live || !onPage || thanks !== undefined || reachedPage <= furthest.current) return;
    furthest.current = reachedPage;
    onPage(key, reachedPage);
  }, [live, onPage, thanks, reachedPage, key]);

  const current = pages[page];
  const last = page >= pages.length - 1;
  const progress = pages.length
    ? Math.round(((page + (thanks !== undefined ? 1 : 0)) / pages.length) * 100)
    : 0;

  const setAnswer = (q: PublicQuestion, v: AnswerValue) => {
    setAnswers((a) => ({ ...a, [q.id]: v }));
    if (errors[q.id]) setErrors((e) => ({ ...e, [q.id]: '' }));
  };

  const focusFirst = (ids: string[]) => {
    const first = survey.questions.find((q) => ids.includes(q.id));
    if (!first) return;
    requestAnimationFrame(() => {
      const el = document.getElementById(`${prefix}-${first.key}`);
      // A file question with its file chosen has the Remove button under that id.
      const target = el?.matches('input, textarea, select, button')
        ? el
        : el?.querySelector<HTMLElement>('input, textarea, select');
      target?.focus();
    });
  };

  const checkPage = (qs: PublicQuestion[]) => {
    const found: Record<string, string> = {};
    for (const q of qs) {
      const p = answerProblem(q, answers[q.id]);
      if (p) found[q.id] = p;
    }
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirst(Object.keys(found));
      return false;
    }
    return true;
  };

  const goTo = (n: number) => {
    setPage(n);
    setErrors({});
    requestAnimationFrame(() => heading.current?.focus());
  };

  const submit = async () => {
    if (!current || !checkPage(current.questions)) return;
    if (!props.send) return;
    if (!survey.anonymous && !email.trim()) {
      setFormError('Give your e-mail address: this survey is not anonymous');
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFormError(null);
    try {
      const answer = await props.send({
        answers: answersToSend(survey.questions, answers),
        email: survey.anonymous ? null : email.trim(),
        key,
        website: honeypot.current?.value ?? '',
      });
      setThanks(answer.thank_you ?? null);
    } catch (e) {
      const question = isDataError(e) ? survey.questions.find((q) => q.id === e.details) : undefined;
      const message = e instanceof Error && e.message ? e.message : 'Your answers were not sent. Try again.';
      if (question) {
        const at = pages.findIndex((p) => p.questions.includes(question));
        if (at >= 0) setPage(at);
        setErrors({ [question.id]: message });
        focusFirst([question.id]);
      } else setFormError(message);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  if (thanks !== undefined) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="grid gap-3 rounded-xl border bg-card p-5 outline-none"
      >
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <CheckCircle2 className="size-6 text-primary" aria-hidden="true" />
          Thank you
        </h2>
        <p>{thanks || 'Your answers have been received.'}</p>
        {props.redirectTo && <ThankYouRedirect url={props.redirectTo} countdown={!initial?.done} />}
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby={`${prefix}-title`}
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (uploads > 0) return;
        if (last) void submit();
        else if (current && checkPage(current.questions)) goTo(page + 1);
      }}
    >
      <div className="grid gap-2">
        <h1 id={`${prefix}-title`} className="text-2xl font-semibold">
          {survey.title}
        </h1>
        {survey.description && page === 0 && <p className="text-muted-foreground">{survey.description}</p>}
        {pages.length > 1 && (
          <div className="grid gap-1">
            <div
              role="progressbar"
              aria-label="Progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              aria-valuetext={`Page ${page + 1} of ${pages.length}`}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary transition-all" style={{ width: `${progress}%` }} />
            </div>
            <p className="text-xs text-muted-foreground">
              Page {page + 1} of {pages.length}
            </p>
          </div>
        )}
      </div>
      {current?.section && (
        <div className="grid gap-1">
          <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            {current.section.title}
          </h2>
          {current.section.help && <p className="text-sm text-muted-foreground">{current.section.help}</p>}
        </div>
      )}
      {!current?.section && <h2 ref={heading} tabIndex={-1} className="sr-only">{`Page ${page + 1}`}</h2>}
      {!current && <p className="text-muted-foreground">This survey has no questions yet.</p>}
      {/* Conditions show and hide questions as answers change (ADR 060): say how many there are now. */}
      {current && survey.questions.some((q) => q.show_if) && (
        <p aria-live="polite" className="sr-only">
          {current.questions.length === 1
            ? '1 question on this page'
            : `${current.questions.length} questions on this page`}
        </p>
      )}
      {current?.questions.map((q) => (
        <QuestionInput
          key={q.id}
          idPrefix={prefix}
          question={q.shuffle ? { ...q, choices: shuffled(q.choices, `${key}:${q.key}`) } : q}
          value={answers[q.id]}
          error={errors[q.id] || null}
          onChange={(v) => setAnswer(q, v)}
          upload={upload ? (file) => upload(file, key) : undefined}
          onBusy={(busy) => setUploads((n) => Math.max(0, n + (busy ? 1 : -1)))}
        />
      ))}
      {last && !survey.anonymous && (
        <div className="grid gap-2">
          <label htmlFor={emailId} className="font-medium">
            Your e-mail address
          </label>
          <Input
            id={emailId}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
      )}
      {/* A field people never see: anything typed in it is a bot's. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-0 overflow-hidden">
        <label>
          Website
          <Input ref={honeypot} name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {formError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      {Object.values(errors).some(Boolean) && (
        <p role="alert" className="sr-only">
          {Object.values(errors).filter(Boolean).join('. ')}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {page > 0 && (
          <Button type="button" variant="outline" onClick={() => goTo(page - 1)}>
            Back
          </Button>
        )}
        {current && (
          <Button type="submit" disabled={sending || uploads > 0 || (last && !live)}>
            {last ? (sending ? 'Sending…' : 'Send answers') : 'Next'}
          </Button>
        )}
        {last && !live && (
          <span className="text-xs text-muted-foreground">Preview: answers are not sent</span>
        )}
      </div>
    </form>
  );
}
