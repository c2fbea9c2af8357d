import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import { Label } from './label.tsx';

/** Label + control + description + error, wired with aria-describedby and aria-invalid. */
export function FormField(props: {
  label: string;
  /** A message, or a message with a list (e.g. the reasons a password was refused). */
  error?: ReactNode;
  description?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const descId = props.description ? `${id}-desc` : undefined;
  const errId = props.error ? `${id}-err` : undefined;
  const control = isValidElement(props.children)
    ? cloneElement(props.children, {
        id,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': [descId, errId].filter(Boolean).join(' ') || undefined,
      })
    : props.children;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      {control}
      {props.description && (
        // A div, not a p: descriptions may hold lists (e.g. weak-password reasons).
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
