// The analytics page's cross-tab filter (ADR 071): pick a single-choice, multiple-choice or dropdown
// question and one of its answers, then "Filter" (a button rather than a change of the second list, so
// moving through the options with the arrow keys does not reload the page at each step). While a filter
// is on it shows as one chip, "Only responses where '<question>' is '<answer>'", cleared with its button.
// The page keeps the filter in the URL (?q=<question key>&a=<answer>).
import { Button } from '@kit/ui/button.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { Filter, X } from 'lucide-react';
import { useState } from 'react';
import type { CrossTab } from '../analytics-shapes.ts';
import type { QuestionResult } from '../shapes.ts';

const CHOICE_KINDS: ReadonlySet<string> = new Set(['single_choice', 'multiple_choice', 'dropdown']);

/** The questions a filter can name, with the answers it can pick (the results' own labels, "Other" too). */
export function filterableQuestions(questions: readonly QuestionResult[]) {
  return questions
    .filter((q) => CHOICE_KINDS.has(q.kind) && (q.counts?.length ?? 0) > 0)
    .map((q) => ({ key: q.key, title: q.title, options: (q.counts ?? []).map((c) => c.label) }));
}

export function CrossTabFilter(props: {
  questions: readonly QuestionResult[];
  value: CrossTab | null;
  onChange: (value: CrossTab | null) => void;
}) {
  const [key, setKey] = useState('');
  const [option, setOption] = useState('');
  const questions = filterableQuestions(props.questions);

  if (props.value) {
    const title = props.questions.find((q) => q.key === props.value?.key)?.title ?? 'a question';
    return (
      <p className="flex min-w-0 flex-wrap items-center gap-2">
        <span
          className="inline-flex min-w-0 max-w-full items-center gap-1 rounded-full border bg-muted py-1 pr-1 pl-3 text-sm"
          data-testid="cross-tab-chip"
        >
          <span className="min-w-0 break-words">
            Only responses where '{title}' is '{props.value.option}'
          </span>
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0 rounded-full"
            aria-label="Clear the filter: show all responses"
            onClick={() => props.onChange(null)}
          >
            <X aria-hidden="true" />
          </Button>
        </span>
      </p>
    );
  }
  if (questions.length === 0) return null;
  const options = questions.find((q) => q.key === key)?.options ?? [];
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label="Filter by an answer"
      onSubmit={(e) => {
        e.preventDefault();
        if (key && option) props.onChange({ key, option });
      }}
    >
      <FormField label="Only responses where" className="w-full sm:w-64">
        <NativeSelect
          value={key}
          onChange={(e) => {
            setKey(e.target.value);
            setOption('');
          }}
        >
          <option value="">Choose a question</option>
          {questions.map((q) => (
            <option key={q.key} value={q.key}>
              {q.title}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="is" className="w-full sm:w-56">
        <NativeSelect value={option} disabled={!key} onChange={(e) => setOption(e.target.value)}>
          <option value="">Choose an answer</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" variant="outline" disabled={!key || !option}>
        <Filter aria-hidden="true" />
        Filter
      </Button>
    </form>
  );
}
