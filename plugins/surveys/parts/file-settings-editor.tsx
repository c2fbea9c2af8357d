// The builder's settings of a file question (ADR 073): which kinds of file it takes (at least one; publish
// refuses none, and the problem shows under the question as the user types) and the largest file, 1–10 MB.
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { useId } from 'react';
import {
  DEFAULT_MAX_MB,
  FILE_TYPE_LABELS,
  FILE_TYPE_PRESETS,
  type FileTypePreset,
  knownPresets,
  MAX_MB_LIMIT,
} from '../file-types.ts';
import type { DraftQuestion } from '../shapes.ts';

const SIZES = Array.from({ length: MAX_MB_LIMIT }, (_, i) => i + 1);

export function FileSettingsEditor(props: {
  question: DraftQuestion;
  n: number;
  onChange: (patch: Partial<DraftQuestion>) => void;
}) {
  const { question: q, n } = props;
  const sizeId = useId();
  const chosen = knownPresets(q.file_types);
  const toggle = (p: FileTypePreset, on: boolean) =>
    props.onChange({
      file_types: FILE_TYPE_PRESETS.filter((x) => (x === p ? on : chosen.includes(x))),
    });
  return (
    <div className="grid gap-3">
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">Files question {n} takes</legend>
        {FILE_TYPE_PRESETS.map((p) => (
          <label key={p} className="flex min-h-9 items-center gap-2 text-sm">
            <NativeCheckbox checked={chosen.includes(p)} onChange={(e) => toggle(p, e.target.checked)} />
            {FILE_TYPE_LABELS[p]}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-1">
        <label htmlFor={sizeId} className="text-sm font-medium">
          Largest file
        </label>
        <NativeSelect
          id={sizeId}
          className="w-32"
          value={String(q.max_mb ?? DEFAULT_MAX_MB)}
          onChange={(e) => props.onChange({ max_mb: Number(e.target.value) })}
        >
          {SIZES.map((s) => (
            <option key={s} value={s}>
              {s} MB
            </option>
          ))}
        </NativeSelect>
      </div>
      <p className="text-xs text-muted-foreground">
        One file per respondent for this question. Files are private: staff download them from the survey’s
        responses.
      </p>
    </div>
  );
}
