// One question as a respondent sees it: the right control for its kind, its label,
// help and error tied to it (aria-describedby, aria-invalid). Groups (choices, stars,
// NPS, matrix rows) are fieldsets with a legend, so screen readers say the question.
// Every control is large enough to tap on a phone.
import { cn } from '@kit/ui/cn.ts';
import { Input } from '@kit/ui/input.tsx';
import { NativeCheckbox, NativeRadio } from '@kit/ui/native-choice.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { Star } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { AnswerValue } from '../answers.ts';
import { isFileAnswer } from '../file-types.ts';
import type { PublicQuestion } from '../shapes.ts';
import { FileAnswerInput, type UploadFile } from './file-answer-input.tsx';

const NPS_SCORES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** The dropdown's "Other (please specify)" option: a value no choice can have (choices are trimmed text). */
const OTHER_OPTION = '\u0000other';

export function QuestionInput(props: {
  question: PublicQuestion;
  value: AnswerValue;
  error: string | null;
  onChange: (v: AnswerValue) => void;
  /** Prefix for element ids (the builder's preview and the page use different ones). */
  idPrefix: string;
  /** File questions (ADR 073): uploads the chosen file; omitted in the preview. */
  upload?: UploadFile;
  /** A file question starts / finishes an upload (the form waits for it before moving on). */
  onBusy?: (busy: boolean) => void;
}) {
  const { question: q, value, error, onChange } = props;
  const id = `${props.idPrefix}-${q.key}`;
  const helpId = q.help ? `${id}-help` : undefined;
  const errId = error ? `${id}-err` : undefined;
  const describedBy = [helpId, errId].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  // "Other (please specify)" (ADR 060): the respondent's own words, kept as the answer's text.
  const ownWords = (v: AnswerValue) =>
    typeof v === 'string'
      ? q.choices.includes(v)
        ? ''
        : v
      : Array.isArray(v)
        ? (v.find((x) => !q.choices.includes(x)) ?? '')
        : '';
  const [otherOn, setOtherOn] = useState(() => ownWords(value) !== '');
  const otherText = ownWords(value);
  const otherBox = (onText: (text: string) => void) =>
    otherOn && (
      <Input
        id={`${id}-other`}
        aria-label={`${q.title}: other (please specify)`}
        className="mt-1"
        maxLength={200}
        value={otherText}
        onChange={(e) => onText(e.target.value)}
        placeholder="Please specify"
      />
    );
  const title = (
    <>
      {q.title}
      {q.required && (
        <span className="text-destructive" aria-hidden="true">
          {' '}
          *
        </span>
      )}
      {q.required && <span className="sr-only"> (required)</span>}
    </>
  );
  const foot = (
    <>
      {q.help && (
        <p id={helpId} className="text-sm text-muted-foreground">
          {q.help}
        </p>
      )}
      {error && (
        <p id={errId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </>
  );
  const group = (children: ReactNode, className?: string) => (
    <fieldset className="grid gap-2" aria-describedby={describedBy} aria-invalid={invalid} id={id}>
      <legend className="mb-1 font-medium">{title}</legend>
      <div className={className}>{children}</div>
      {foot}
    </fieldset>
  );
  const single = (v: string) => (
    <label key={v} className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 hover:bg-accent">
      <NativeRadio name={id} value={v} checked={value === v} onChange={() => onChange(v)} />
      <span>{v}</span>
    </label>
  );

  switch (q.kind) {
    case 'section':
      return null;
    case 'file_upload':
      return (
        <FileAnswerInput
          question={q}
          id={id}
          title={title}
          value={value}
          error={error}
          helpId={helpId}
          onChange={onChange}
          upload={props.upload}
          onBusy={props.onBusy}
        />
      );
    case 'short_text':
    case 'long_text':
    case 'number':
    case 'date':
    case 'dropdown': {
      const common = {
        id,
        'aria-invalid': invalid,
        'aria-describedby': describedBy,
      };
      let control: ReactNode;
      if (q.kind === 'long_text')
        control = (
          <Textarea
            {...common}
            rows={4}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      else if (q.kind === 'dropdown')
        control = (
          <>
            <NativeSelect
              {...common}
              value={otherOn ? OTHER_OPTION : typeof value === 'string' ? value : ''}
              onChange={(e) => {
                const other = e.target.value === OTHER_OPTION;
                setOtherOn(other);
                onChange(other ? '' : e.target.value);
              }}
            >
              <option value="">Choose…</option>
              {q.choices.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
              {q.other && <option value={OTHER_OPTION}>Other (please specify)</option>}
            </NativeSelect>
            {otherBox((text) => onChange(text))}
          </>
        );
      else if (q.kind === 'number')
        control = (
          <Input
            {...common}
            type="number"
            inputMode="decimal"
            min={q.min ?? undefined}
            max={q.max ?? undefined}
            value={typeof value === 'number' ? String(value) : typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          />
        );
      else
        control = (
          <Input
            {...common}
            type={q.kind === 'date' ? 'date' : 'text'}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      return (
        <div className="grid gap-2">
          <label htmlFor={id} className="font-medium">
            {title}
          </label>
          {q.kind === 'number' && (q.min != null || q.max != null) && (
            <p className="text-xs text-muted-foreground">
              {q.min != null && q.max != null
                ? `From ${q.min} to ${q.max}`
                : q.min != null
                  ? `At least ${q.min}`
                  : `At most ${q.max}`}
            </p>
          )}
          {control}
          {foot}
        </div>
      );
    }
    case 'single_choice':
      if (!q.other) return group(q.choices.map(single), 'grid gap-2');
      return group(
        <>
          {q.choices.map((v) => (
            <label
              key={v}
              className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 hover:bg-accent"
            >
              <NativeRadio
                name={id}
                value={v}
                checked={!otherOn && value === v}
                onChange={() => {
                  setOtherOn(false);
                  onChange(v);
                }}
              />
              <span>{v}</span>
            </label>
          ))}
          <label className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 hover:bg-accent">
            <NativeRadio
              name={id}
              value=""
              checked={otherOn}
              onChange={() => {
                setOtherOn(true);
                onChange('');
              }}
            />
            <span>Other (please specify)</span>
          </label>
          {otherBox((text) => onChange(text))}
        </>,
        'grid gap-2',
      );
    case 'multiple_choice': {
      const all = Array.isArray(value) ? value : [];
      const chosen = all.filter((x) => q.choices.includes(x));
      const withOther = (list: string[], text: string) => (text.trim() ? [...list, text] : list);
      return group(
        q.choices
          .map((c) => (
            <label
              key={c}
              className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 hover:bg-accent"
            >
              <NativeCheckbox
                checked={chosen.includes(c)}
                onChange={(e) =>
                  onChange(
                    withOther(
                      e.target.checked
                        ? q.choices.filter((x) => x === c || chosen.includes(x))
                        : chosen.filter((x) => x !== c),
                      otherText,
                    ),
                  )
                }
              />
              <span>{c}</span>
            </label>
          ))
          .concat(
            q.other
              ? [
                  <label
                    key="__other"
                    className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 hover:bg-accent"
                  >
                    <NativeCheckbox
                      checked={otherOn}
                      onChange={(e) => {
                        setOtherOn(e.target.checked);
                        if (!e.target.checked) onChange(chosen);
                      }}
                    />
                    <span>Other (please specify)</span>
                  </label>,
                  <div key="__other-box">{otherBox((text) => onChange(withOther(chosen, text)))}</div>,
                ]
              : [],
          ),
        'grid gap-2',
      );
    }
    case 'rating': {
      const max = q.max ?? 5;
      return group(
        Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className="relative flex size-11 cursor-pointer items-center justify-center rounded-md focus-within:ring-2 focus-within:ring-ring"
          >
            <NativeRadio
              className="sr-only"
              name={id}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8',
                typeof value === 'number' && n <= value
                  ? 'fill-amber-400 text-amber-500'
                  : 'text-muted-foreground',
              )}
            />
          </label>
        )),
        'flex flex-wrap gap-1',
      );
    }
    case 'nps':
      return group(
        <>
          <div className="flex flex-wrap gap-1.5">
            {NPS_SCORES.map((n) => (
              <label
                key={n}
                className={cn(
                  'relative flex size-11 cursor-pointer items-center justify-center rounded-md border text-sm font-medium focus-within:ring-2 focus-within:ring-ring',
                  value === n ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
                )}
              >
                <NativeRadio
                  className="sr-only"
                  name={id}
                  value={n}
                  checked={value === n}
                  onChange={() => onChange(n)}
                />
                {n}
              </label>
            ))}
          </div>
          <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
            <span>0 · Not at all likely</span>
            <span>10 · Extremely likely</span>
          </div>
        </>,
      );
    case 'matrix': {
      const cells: Record<string, string> =
        value && typeof value === 'object' && !Array.isArray(value) && !isFileAnswer(value) ? value : {};
      return group(
        q.rows.map((row) => (
          <fieldset key={row} className="grid gap-1 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">{row}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {q.choices.map((c) => (
                <label key={c} className="flex min-h-11 items-center gap-2 text-sm">
                  <NativeRadio
                    name={`${id}-${row}`}
                    checked={cells[row] === c}
                    onChange={() => onChange({ ...cells, [row]: c })}
                  />
                  {c}
                </label>
              ))}
            </div>
          </fieldset>
        )),
        'grid gap-2',
      );
    }
  }
}
