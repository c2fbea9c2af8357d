// A question's or section's condition in the builder (ADR 060): "Show only if" an earlier
// question's answer is / contains / is greater than a value. Only earlier questions that
// can be a condition's subject are offered; the comparisons and the value's field follow
// that question's type (its choices in a list, a number, a date). What the database would
// refuse (a condition left pointing forward after a move, a choice renamed away) is shown
// here, in its words.
import { Button } from '@kit/ui/button.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { GitBranch, X } from 'lucide-react';
import {
  defaultRule,
  defaultValue,
  isChoiceKind,
  isNumericKind,
  OP_LABELS,
  OPS_BY_KIND,
  type Rule,
  ruleProblem,
} from '../conditions.ts';
import type { DraftQuestion } from '../shapes.ts';

export function ConditionEditor(props: {
  questions: readonly DraftQuestion[];
  index: number;
  onChange: (rule: Rule | null) => void;
}) {
  const { questions, index } = props;
  const q = questions[index];
  if (!q) return null;
  const n = index + 1;
  const rule = q.show_if ?? null;
  const what = q.kind === 'section' ? 'section' : 'question';
  if (!rule) {
    const first = defaultRule(questions, index);
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={!first}
          onClick={() => first && props.onChange(first)}
          aria-label={`Add a condition to ${what} ${n}`}
        >
          <GitBranch aria-hidden="true" />
          Add a condition
        </Button>
        {!first && (
          <span className="text-xs text-muted-foreground">
            A condition depends on an earlier question: add one above first.
          </span>
        )}
      </div>
    );
  }
  const subjects = questions
    .map((x, i) => ({ x, i }))
    .filter(({ x, i }) => i < index && OPS_BY_KIND[x.kind].length > 0);
  const target = questions.find((x) => x.key === rule.question);
  const ops = target ? OPS_BY_KIND[target.kind] : [];
  const problem = ruleProblem(questions, index);
  const choices = (target?.choices ?? []).map((c) => c.trim()).filter(Boolean);
  const setTarget = (key: string) => {
    const t = questions.find((x) => x.key === key);
    if (!t) return;
    props.onChange({ question: key, op: OPS_BY_KIND[t.kind][0] ?? 'equals', value: defaultValue(t) });
  };
  return (
    <fieldset className="grid gap-2 rounded-md border border-dashed p-3" data-condition>
      <legend className="px-1 text-sm font-medium">Show this {what} only if</legend>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.5fr)]">
        <FormField label={`Condition of ${what} ${n}: question`}>
          <NativeSelect value={target ? rule.question : ''} onChange={(e) => setTarget(e.target.value)}>
            {!target && <option value="">(a question that is gone or below)</option>}
            {subjects.map(({ x, i }) => (
              <option key={x.key} value={x.key}>
                {`${i + 1}. ${x.title.trim().slice(0, 50) || 'Untitled question'}`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={`Condition of ${what} ${n}: comparison`}>
          <NativeSelect
            value={rule.op}
            onChange={(e) => props.onChange({ ...rule, op: e.target.value as Rule['op'] })}
          >
            {(ops.length ? ops : [rule.op]).map((op) => (
              <option key={op} value={op}>
                {OP_LABELS[op]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={`Condition of ${what} ${n}: value`}>
          {target && isChoiceKind(target.kind) ? (
            <NativeSelect
              value={String(rule.value)}
              onChange={(e) => props.onChange({ ...rule, value: e.target.value })}
            >
              {!choices.includes(String(rule.value)) && (
                <option value={String(rule.value)}>{String(rule.value) || '(choose)'}</option>
              )}
              {choices.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          ) : target && isNumericKind(target.kind) ? (
            <Input
              type="number"
              inputMode="decimal"
              value={typeof rule.value === 'number' ? rule.value : ''}
              onChange={(e) =>
                props.onChange({
                  ...rule,
                  value:
                    e.target.value === '' || Number.isNaN(Number(e.target.value))
                      ? ''
                      : Number(e.target.value),
                })
              }
            />
          ) : (
            <Input
              type={target?.kind === 'date' ? 'date' : 'text'}
              value={String(rule.value)}
              onChange={(e) => props.onChange({ ...rule, value: e.target.value })}
            />
          )}
        </FormField>
      </div>
      {problem && (
        <p className="text-sm text-destructive" aria-live="polite">
          {problem}
        </p>
      )}
      <div>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => props.onChange(null)}
          aria-label={`Remove the condition of ${what} ${n}`}
        >
          <X aria-hidden="true" />
          Remove condition
        </Button>
      </div>
    </fieldset>
  );
}
