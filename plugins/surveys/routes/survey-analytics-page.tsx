// /dashboard/surveys/:id/analytics — a survey's results, aggregated in SQL
// (survey_results): responses and responses per day, per question the counts per
// choice / star / score charted with recharts (parts/charts.tsx, ADR 060), the average, the NPS with promoters, passives and
// detractors, a matrix's counts per row, the latest text answers and their most frequent words
// (survey_text_words); every figure for a date range and, with the cross-tab filter, only for the
// responses that gave one answer to a choice question (ADR 071). Every response as CSV
// (survey_responses_csv) or as an Excel workbook (survey_responses_table, exceljs loaded on the click).
// Follows new responses live.
import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@kit/ui/card.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { SearchInput } from '@kit/ui/search-input.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Download, FileSpreadsheet, Pencil, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { CrossTab } from '../analytics-shapes.ts';
import {
  getDropOff,
  getResponsesCsv,
  getResponsesTable,
  getResults,
  getTextWords,
  STATUS_LABELS,
  surveyKeys,
} from '../data.ts';
import {
  ChoiceBars,
  Distribution,
  DropOffBars,
  NpsSplit,
  NpsTrend,
  ResponsesOverTime,
  WordBars,
} from '../parts/charts.tsx';
import { CrossTabFilter } from '../parts/cross-tab-filter.tsx';
import { ResponsesList } from '../parts/responses-list.tsx';
import { responsesWorkbook } from '../parts/responses-workbook.ts';
import { type DropOff, KIND_LABELS, type QuestionResult } from '../shapes.ts';

export default function SurveyAnalyticsPage() {
  const { id = '' } = useParams();
  // The date range lives in the URL (?from=YYYY-MM-DD&to=YYYY-MM-DD): a filtered view can be shared.
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  // The cross-tab (?q=<question key>&a=<answer>): only the responses that gave that answer (ADR 071).
  const filterKey = params.get('q') ?? '';
  const filterOption = params.get('a') ?? '';
  const only: CrossTab | null = filterKey && filterOption ? { key: filterKey, option: filterOption } : null;
  const setOnly = (value: CrossTab | null) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (value) {
          n.set('q', value.key);
          n.set('a', value.option);
        } else {
          n.delete('q');
          n.delete('a');
        }
        return n;
      },
      { replace: true },
    );
  const setRange = (name: 'from' | 'to', value: string) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (value) n.set(name, value);
        else n.delete(name);
        return n;
      },
      { replace: true },
    );
  const key = [...surveyKeys.detail(id), 'results'] as const;
  const results = useQuery({
    queryKey: [...key, from, to, filterKey, filterOption],
    queryFn: () => getResults(id, { from, to }, only),
    placeholderData: (previous) => previous,
  });
  const dropOff = useQuery({
    queryKey: [...key, 'drop-off', from, to],
    queryFn: () => getDropOff(id, { from, to }),
    placeholderData: (previous) => previous,
  });
  useLiveInvalidation({ table: 'survey_responses', queryKey: key });
  const [exporting, setExporting] = useState<'csv' | 'excel' | null>(null);

  // Both exports hold every response (not only the dates or answer filtered by): they come from one table
  // (survey_responses_table), the CSV written from it in SQL, the workbook here.
  const exportAs = async (kind: 'csv' | 'excel') => {
    setExporting(kind);
    try {
      const name = `${(results.data?.survey.title ?? 'survey').replace(/[^\w-]+/g, '-').toLowerCase()}-responses`;
      if (kind === 'csv') {
        const csv = await getResponsesCsv(id);
        saveFile(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
      } else {
        const table = await getResponsesTable(id);
        const book = await responsesWorkbook(table, results.data?.survey.title ?? 'Survey responses');
        saveFile(new Blob([book], { type: XLSX_TYPE }), `${name}.xlsx`);
      }
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The export did not work. Try again.');
    } finally {
      setExporting(null);
    }
  };

  if (results.isPending) return <Skeleton className="h-96" aria-label="Loading the results" />;
  if (results.error)
    return (
      <div className="grid gap-2">
        <LoadError what="the results" error={results.error} onRetry={() => void results.refetch()} />
        {only && (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setOnly(null)}>
            <X aria-hidden="true" />
            Clear the filter
          </Button>
        )}
      </div>
    );
  const r = results.data;
  return (
    <div className="grid min-w-0 gap-4">
      <PageHeader
        title={`Results: ${r.survey.title}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">
              {STATUS_LABELS[r.survey.status as keyof typeof STATUS_LABELS] ?? r.survey.status}
            </Badge>
            {r.survey.version > 0 && <span>Version {r.survey.version}</span>}
          </span>
        }
        actions={
          <>
            <Button asChild size="sm" variant="outline">
              <Link to={`/dashboard/surveys/${id}/edit`}>
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void exportAs('csv')}
              disabled={exporting !== null || r.responses === 0}
            >
              <Download aria-hidden="true" />
              {exporting === 'csv' ? 'Exporting…' : 'Export CSV'}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void exportAs('excel')}
              disabled={exporting !== null || r.responses === 0}
            >
              <FileSpreadsheet aria-hidden="true" />
              {exporting === 'excel' ? 'Exporting…' : 'Export Excel'}
            </Button>
          </>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="From" className="w-44">
          <Input
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => setRange('from', e.target.value)}
          />
        </FormField>
        <FormField label="To" className="w-44">
          <Input
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => setRange('to', e.target.value)}
          />
        </FormField>
        {(from || to) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              setParams(
                (p) => {
                  const n = new URLSearchParams(p);
                  n.delete('from');
                  n.delete('to');
                  return n;
                },
                { replace: true },
              )
            }
          >
            All dates
          </Button>
        )}
      </div>
      <CrossTabFilter questions={r.questions} value={only} onChange={setOnly} />
      <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Responses</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-4xl font-semibold tabular-nums">
              {r.responses}
              <span className="sr-only">{r.responses === 1 ? ' response' : ' responses'}</span>
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Responses per day</CardTitle>
          </CardHeader>
          <CardContent>
            <ResponsesOverTime
              label="Responses per day"
              data={r.per_day.map((d) => ({ label: d.day, count: d.count }))}
            />
          </CardContent>
        </Card>
      </div>
      {dropOff.data && dropOff.data.version > 0 && <Completion d={dropOff.data} />}
      {r.responses === 0 && (
        <EmptyState
          icon={BarChart3}
          title={
            only
              ? 'No responses gave this answer'
              : from || to
                ? 'No responses in these dates'
                : 'No responses yet'
          }
          description={
            only
              ? 'Clear the filter, or choose other dates.'
              : from || to
                ? 'Choose other dates, or all dates.'
                : "Share the survey's link; results appear here as answers arrive."
          }
        />
      )}
      {r.responses > 0 && (
        <ol className="grid gap-4 lg:grid-cols-2">
          {r.questions.map((q, i) => (
            <li key={q.key}>
              <QuestionCard q={q} n={i + 1} words={{ surveyId: id, from, to, only }} />
            </li>
          ))}
        </ol>
      )}
      {r.responses > 0 && (
        <section aria-labelledby="responses-heading" className="grid gap-2">
          <h2 id="responses-heading" className="text-lg font-semibold">
            Individual responses
          </h2>
          <ResponsesList
            surveyId={id}
            refreshKey={results.dataUpdatedAt}
            onDeleted={() => void results.refetch()}
          />
        </section>
      )}
    </div>
  );
}

/** Completion and drop-off per page of the current version (ADR 066). */
function Completion({ d }: { d: DropOff }) {
  const rate = d.started ? Math.round((100 * d.completed) / d.started) : null;
  return (
    <Card>
      <CardHeader className="gap-1">
        <CardTitle className="text-base">Completion and drop-off</CardTitle>
        <p className="text-xs text-muted-foreground">
          Version {d.version} · {d.started} {d.started === 1 ? 'visit' : 'visits'} started · {d.completed}{' '}
          sent
          {rate != null && ` · ${rate}% completed`}
        </p>
      </CardHeader>
      <CardContent>
        <DropOffBars label="Respondents who reached each page, and who stopped there" pages={d.pages} />
      </CardContent>
    </Card>
  );
}

/** What a text question's most frequent words are read for: the page's survey, dates and cross-tab. */
interface WordsScope {
  surveyId: string;
  from: string;
  to: string;
  only: CrossTab | null;
}

function QuestionCard({ q, n, words }: { q: QuestionResult; n: number; words: WordsScope }) {
  return (
    <Card className="h-full">
      <CardHeader className="gap-1">
        <CardTitle className="text-base">
          {n}. {q.title}
        </CardTitle>
        <p className="text-xs text-muted-foreground">
          {KIND_LABELS[q.kind]} · {q.answered} {q.answered === 1 ? 'answer' : 'answers'}
          {q.average != null &&
            ` · average ${Number(q.average).toLocaleString('en', { maximumFractionDigits: 2 })}`}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {q.nps && <Nps nps={q.nps} />}
        {q.counts &&
          (q.kind === 'single_choice' || q.kind === 'multiple_choice' || q.kind === 'dropdown') && (
            <ChoiceBars label={`Answers to ${q.title}`} data={q.counts} />
          )}
        {q.counts && (q.kind === 'rating' || q.kind === 'number') && (
          <Distribution
            label={`Answers to ${q.title}`}
            data={q.counts.map((c) => ({
              label: q.kind === 'rating' ? `${c.label} ★` : c.label,
              count: c.count,
            }))}
          />
        )}
        {q.counts && q.kind === 'nps' && (
          <Distribution
            label={`Scores for ${q.title}`}
            data={q.counts.map((c) => ({
              label: c.label,
              count: c.count,
              tone: Number(c.label) >= 9 ? 'good' : Number(c.label) >= 7 ? 'neutral' : 'bad',
            }))}
          />
        )}
        {q.cells && <Matrix rows={q.rows ?? []} columns={q.columns ?? []} cells={q.cells} title={q.title} />}
        {(q.kind === 'short_text' || q.kind === 'long_text') && q.answered > 0 && (
          <TopWords q={q} scope={words} />
        )}
        {q.texts && <Texts texts={q.texts} title={q.title} />}
      </CardContent>
    </Card>
  );
}

function Nps({ nps }: { nps: NonNullable<QuestionResult['nps']> }) {
  const total = nps.promoters + nps.passives + nps.detractors;
  const pct = (n: number) => (total ? Math.round((100 * n) / total) : 0);
  return (
    <div className="grid gap-2">
      <p className="flex items-baseline gap-2">
        <span className="text-3xl font-semibold tabular-nums">{nps.score ?? '—'}</span>
        <span className="text-sm text-muted-foreground">NPS</span>
      </p>
      <NpsSplit promoters={nps.promoters} passives={nps.passives} detractors={nps.detractors} />
      {nps.trend && <NpsTrend label="NPS week by week" data={nps.trend} />}
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Promoters (9–10)</dt>
          <dd className="font-medium text-emerald-700">
            {nps.promoters} · {pct(nps.promoters)}%
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Passives (7–8)</dt>
          <dd className="font-medium">
            {nps.passives} · {pct(nps.passives)}%
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Detractors (0–6)</dt>
          <dd className="font-medium text-rose-700">
            {nps.detractors} · {pct(nps.detractors)}%
          </dd>
        </div>
      </dl>
    </div>
  );
}

function Matrix(props: {
  rows: string[];
  columns: string[];
  cells: { row: string; column: string; count: number }[];
  title: string;
}) {
  const max = Math.max(1, ...props.cells.map((c) => c.count));
  const at = (row: string, column: string) =>
    props.cells.find((c) => c.row === row && c.column === column)?.count ?? 0;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Answers to {props.title} by row and column</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left font-medium">
              <span className="sr-only">Row</span>
            </th>
            {props.columns.map((c) => (
              <th key={c} scope="col" className="px-1 text-center font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row}>
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {row}
              </th>
              {props.columns.map((c) => {
                const n = at(row, c);
                return (
                  <td key={c} className="p-0.5 text-center tabular-nums">
                    <span
                      className="block rounded py-1"
                      style={{
                        backgroundColor: `color-mix(in oklab, var(--color-primary) ${Math.round((60 * n) / max)}%, transparent)`,
                      }}
                    >
                      {n}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Texts({ texts, title }: { texts: { text: string; at: string }[]; title: string }) {
  const [q, setQ] = useState('');
  const shown = texts.filter((t) => t.text.toLowerCase().includes(q.trim().toLowerCase()));
  if (texts.length === 0) return <p className="text-sm text-muted-foreground">No answers yet.</p>;
  return (
    <div className="grid gap-2">
      {texts.length > 5 && (
        <SearchInput
          value={q}
          onChange={setQ}
          placeholder="Search the answers"
          aria-label={`Search answers to ${title}`}
        />
      )}
      <ul className="grid max-h-72 gap-2 overflow-y-auto" aria-label={`Answers to ${title}`}>
        {shown.map((t) => (
          <li key={`${t.at}-${t.text}`} className="rounded-md bg-muted/50 p-2 text-sm">
            {t.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A text question's most frequent words (survey_text_words), refreshed with the results (live too). */
function TopWords({ q, scope }: { q: QuestionResult; scope: WordsScope }) {
  const words = useQuery({
    queryKey: [
      ...surveyKeys.detail(scope.surveyId),
      'results',
      'words',
      q.key,
      scope.from,
      scope.to,
      scope.only?.key ?? '',
      scope.only?.option ?? '',
    ],
    queryFn: () => getTextWords(scope.surveyId, q.key, { from: scope.from, to: scope.to }, scope.only),
    placeholderData: (previous) => previous,
  });
  if (words.isPending) return <Skeleton className="h-24" aria-label={`Counting the words of ${q.title}`} />;
  if (words.error)
    return (
      <LoadError what="the most frequent words" error={words.error} onRetry={() => void words.refetch()} />
    );
  return (
    <WordBars
      label={`Most frequent words in answers to ${q.title}`}
      words={words.data}
      answers={q.answered}
    />
  );
}
