// A yes/no field for record forms (primary contact, do not contact): a native
// checkbox with its label beside it and an optional hint, registered by name.
import { useId } from 'react';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';

export function CheckboxField<T extends FieldValues>(props: {
  name: Path<T>;
  label: string;
  description?: string;
}) {
  const { register } = useFormContext<T>();
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 rounded border-input accent-primary"
        aria-describedby={props.description ? `${id}-desc` : undefined}
        {...register(props.name)}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium leading-none">
          {props.label}
        </label>
        {props.description && (
          <p id={`${id}-desc`} className="text-xs text-muted-foreground">
            {props.description}
          </p>
        )}
      </div>
    </div>
  );
}
