// One question in the builder: its kind, title, help, required flag and what the kind
// needs (choices one per line, a matrix's rows and scale, a number's range, the stars, a file
// question's kinds of file and size).
// Move up / down, duplicate and delete are buttons; Alt+↑ / Alt+↓ move it from the keyboard;
// the grip drags it to another place (the list in the builder takes the drop).
import { Button } from '@kit/ui/button.tsx';
import { cn } from '@kit/ui/cn.ts';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { ArrowDown, ArrowUp, Copy, GripVertical, Trash2 } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { changeKind } from '../builder.ts';
import { type DraftQuestion, KIND_LABELS, QUESTION_KINDS } from '../shapes.ts';
import { ConditionEditor } from './condition-editor.tsx';
import { FileSettingsEditor } from './file-settings-editor.tsx';

const lines = (text: string) => text.split('\n');
const numberOrNull = (text: string) =>
  text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text);

export function QuestionEditor(props: {
  question: DraftQuestion;
  /** The whole list: a condition depends on an earlier question. */
  questions: readonly DraftQuestion[];
  index: number;
  count: number;
  problem: string | null;
  onChange: (q: DraftQuestion) => void;
  onMove: (by: number) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** Touch and pen dragging of the grip (use-touch-reorder.ts): spread onto it. */
  gripPointer?: Partial<
    Pick<HTMLAttributes<HTMLElement>, 'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel'>
  >;
  /** Dragging by the grip starts / ends (the list moves the question on drop). */
  onDragStart?: () => void;
  onDragEnd?: () => void;
}) {
  const { question: q, index } = props;
  const n = index + 1;
  const name = q.title.trim() ? `question ${n} (${q.title.trim().slice(0, 40)})` : `question ${n}`;
  const set = (patch: Partial<DraftQuestion>) => props.onChange({ ...q, ...patch });
  const isSection = q.kind === 'section';
  return (
    <section
      aria-label={`${isSection ? 'Section' : 'Question'} ${n} · ${KIND_LABELS[q.kind]}`}
      data-question-key={q.key}
      className={cn(
        'grid gap-3 rounded-lg border bg-card p-4',
        isSection && 'border-primary/40 bg-primary/5',
      )}
      onKeyDown={(e) => {
        if (!e.altKey) return;
        if (e.key === 'ArrowUp' && index > 0) {
          e.preventDefault();
          props.onMove(-1);
        } else if (e.key === 'ArrowDown' && index < props.count - 1) {
          e.preventDefault();
          props.onMove(1);
        }
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-1 text-sm font-medium text-muted-foreground">
          {/* The mouse's and the finger's way to move; the keyboard's is the buttons and Alt+↑ / Alt+↓. */}
          <span
            {...props.gripPointer}
            draggable
            data-drag-handle
            aria-hidden="true"
            title="Drag to move (or Alt+↑ / Alt+↓)"
            className="-ml-1 flex size-9 cursor-grab touch-none items-center justify-center rounded hover:bg-muted active:cursor-grabbing"
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', q.key);
              const card = e.currentTarget.closest('section');
              if (card) e.dataTransfer.setDragImage(card, 24, 24);
              props.onDragStart?.();
            }}
            onDragEnd={() => props.onDragEnd?.()}
          >
            <GripVertical className="size-4" />
          </span>
          {n}. {KIND_LABELS[q.kind]}
        </span>
        <div className="flex gap-1">
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-9"
            aria-label={`Move ${name} up`}
            disabled={index === 0}
            onClick={() => props.onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-9"
            aria-label={`Move ${name} down`}
            disabled={index === props.count - 1}
            onClick={() => props.onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-9"
            aria-label={`Duplicate ${name}`}
            onClick={props.onDuplicate}
          >
            <Copy aria-hidden="true" />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-9"
            aria-label={`Delete ${name}`}
            onClick={props.onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <FormField label={isSection ? `Section ${n} title` : `Question ${n}`} error={props.problem}>
          <Input
            value={q.title}
            onChange={(e) => set({ title: e.target.value })}
            placeholder={isSection ? 'Section title' : 'What do you want to ask?'}
          />
        </FormField>
        <FormField label={`Type of question ${n}`}>
          <NativeSelect
            value={q.kind}
            onChange={(e) => props.onChange(changeKind(q, e.target.value as DraftQuestion['kind']))}
          >
            {QUESTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField label={isSection ? 'Description' : 'Help text'} description="Optional">
        <Input value={q.help ?? ''} onChange={(e) => set({ help: e.target.value })} />
      </FormField>
      {(q.kind === 'single_choice' || q.kind === 'multiple_choice' || q.kind === 'dropdown') && (
        <FormField label={`Choices of question ${n}`} description="One per line">
          <Textarea
            rows={Math.max(3, (q.choices ?? []).length)}
            value={(q.choices ?? []).join('\n')}
            onChange={(e) => set({ choices: lines(e.target.value) })}
          />
        </FormField>
      )}
      {q.kind === 'matrix' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={`Rows of question ${n}`} description="One per line">
            <Textarea
              rows={3}
              value={(q.rows ?? []).join('\n')}
              onChange={(e) => set({ rows: lines(e.target.value) })}
            />
          </FormField>
          <FormField label={`Scale of question ${n}`} description="One column per line">
            <Textarea
              rows={3}
              value={(q.choices ?? []).join('\n')}
              onChange={(e) => set({ choices: lines(e.target.value) })}
            />
          </FormField>
        </div>
      )}
      {q.kind === 'number' && (
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Minimum" description="Optional">
            <Input
              type="number"
              value={q.min ?? ''}
              onChange={(e) => set({ min: numberOrNull(e.target.value) })}
            />
          </FormField>
          <FormField label="Maximum" description="Optional">
            <Input
              type="number"
              value={q.max ?? ''}
              onChange={(e) => set({ max: numberOrNull(e.target.value) })}
            />
          </FormField>
        </div>
      )}
      {q.kind === 'rating' && (
        <FormField label="Stars">
          <NativeSelect
            className="w-32"
            value={String(q.max ?? 5)}
            onChange={(e) => set({ max: Number(e.target.value) })}
          >
            {[3, 4, 5, 6, 7, 8, 9, 10].map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      {q.kind === 'file_upload' && <FileSettingsEditor question={q} n={n} onChange={set} />}
      {(q.kind === 'single_choice' || q.kind === 'multiple_choice' || q.kind === 'dropdown') && (
        <label className="flex items-center gap-2 text-sm">
          <NativeCheckbox checked={!!q.other} onChange={(e) => set({ other: e.target.checked })} />
          Offer “Other (please specify)” with a box for the respondent’s own words
        </label>
      )}
      {(q.kind === 'single_choice' || q.kind === 'multiple_choice' || q.kind === 'dropdown') && (
        <label className="flex items-center gap-2 text-sm">
          <NativeCheckbox checked={!!q.shuffle} onChange={(e) => set({ shuffle: e.target.checked })} />
          Show the choices in a random order to each respondent
        </label>
      )}
      <ConditionEditor
        questions={props.questions}
        index={index}
        onChange={(rule) => set({ show_if: rule })}
      />
      {!isSection && (
        <label className="flex items-center gap-2 text-sm">
          <NativeCheckbox checked={!!q.required} onChange={(e) => set({ required: e.target.checked })} />
          Required
        </label>
      )}
    </section>
  );
}
