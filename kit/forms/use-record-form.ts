// One hook for every form that saves a record: zod validation on the client,
// the server's refusals placed under their fields, one save in flight, and the
// form marked clean once saved (so the unsaved-changes warning stops asking).
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { type ConstraintMap, placeServerError } from './server-errors.ts';

export interface RecordFormOptions<TIn extends FieldValues, TOut> {
  /** The form's one zod schema (conventions §6); its output is what `save` receives. */
  schema: z.ZodType<TOut, TIn>;
  defaultValues: DefaultValues<TIn>;
  /**
   * Writes the record; throws (a DataError from unwrap) when refused. May return the
   * values as the server kept them, which become the form's new clean state.
   */
  save: (values: TOut) => Promise<TIn | undefined> | Promise<void>;
  /** Constraint name → field (and message) where the names alone do not say it. */
  constraints?: ConstraintMap<Path<TIn>>;
  /** After a successful save (a toast, closing a dialog, navigating to the record). */
  onSaved?: (values: TOut) => void;
}

export interface RecordForm<TIn extends FieldValues, TOut> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The <form>'s onSubmit: validates, saves once, places refusals. */
  onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  /** A save is in flight (the button says "Saving…"). */
  saving: boolean;
  /** The refusal that belongs to no field, shown above the form. */
  formError: string | undefined;
  /** Unsaved edits: the leave-warning asks before they are thrown away. */
  dirty: boolean;
}

/** The root error key the form-level alert reads; react-hook-form clears root errors on every submit. */
export const SERVER_ERROR_KEY = 'root.server' as const;

export function useRecordForm<TIn extends FieldValues, TOut = TIn>(
  options: RecordFormOptions<TIn, TOut>,
): RecordForm<TIn, TOut> {
  const form = useForm<TIn, unknown, TOut>({
    // zodResolver's overloads infer from the schema; the generic schema type needs the cast.
    resolver: zodResolver(options.schema as never) as never,
    defaultValues: options.defaultValues,
    mode: 'onTouched',
  });
  // isSubmitting re-renders too late for a fast double click or a second Enter: this ref does not.
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);
  const latest = useRef(options);
  latest.current = options;

  const onSubmit = form.handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    try {
      const kept = await latest.current.save(values);
      // The saved values become the clean state: no leave-warning for what is stored.
      form.reset((kept ?? form.getValues()) as TIn);
      latest.current.onSaved?.(values);
    } catch (error) {
      const fields = Object.keys(form.getValues()) as Path<TIn>[];
      const placed = placeServerError(error, fields, latest.current.constraints);
      if (placed.field)
        form.setError(placed.field, { type: 'server', message: placed.message }, { shouldFocus: true });
      else form.setError(SERVER_ERROR_KEY, { type: 'server', message: placed.message });
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  });

  return {
    form,
    onSubmit,
    saving,
    formError: form.formState.errors.root?.server?.message,
    dirty: form.formState.isDirty,
  };
}
