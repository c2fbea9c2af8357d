import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';
import { cn } from './cn.ts';
import { Label } from './label.tsx';

/** The attributes that tie a control to its FormField's label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Label + control + description + error, wired with aria-describedby and aria-invalid.
 * The child element receives the attributes; when the labelled element is not the child
 * (e.g. a Select, whose trigger is the control), pass a function that places them:
 * `{(field) => <Select><SelectTrigger {...field}>…</SelectTrigger>…</Select>}`.
 */
export function FormField(props: {
  label: string;
  /** A message, or a message with a list (e.g. the reasons a password was refused). */
  error?: ReactNode;
  description?: ReactNode;
  /** Fixes the control's id (otherwise generated). */
  id?: string;
  className?: string;
  children: ReactElement<Record<string, unknown>> | ((field: FieldControlProps) => ReactNode);
}) {
  const generated = useId();
  const id = props.id ?? generated;
  const descId = props.description ? `${id}-desc` : undefined;
  const errId = props.error ? `${id}-err` : undefined;
  const field: FieldControlProps = {
    id,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': [descId, errId].filter(Boolean).join(' ') || undefined,
  };
  const control =
    typeof props.children === 'function' ? props.children(field) : cloneElement(props.children, { ...field });
  return (
    <div className={cn('grid gap-1.5', props.className)}>
      <Label htmlFor={id}>{props.label}</Label>
      {control}
      {props.description && (
        // A div, not a p: descriptions may hold lists.
        <div id={descId} className="text-xs text-muted-foreground">
          {props.description}
        </div>
      )}
      {props.error && (
        <div id={errId} className="text-sm text-destructive">
          {props.error}
        </div>
      )}
    </div>
  );
}
