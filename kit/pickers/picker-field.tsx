// The one control for choosing a record another module owns (ADR 039, 044): a
// searchable combobox over usePickerOptions(kind). Typing asks the owning
// module's picker (one limit, PICKER_LIMIT); the value the form holds is
// always answered, so it keeps its name even when archived or beyond the limit.
// Keyboard: ↓/↑ move, Enter chooses, Escape closes and keeps the value, Tab
// leaves. ARIA 1.2 combobox pattern: the input is the labelled control, the
// list a listbox referenced by aria-controls / aria-activedescendant.
import type { PickerOption } from '@kernel/registry/extension-points.ts';
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import { type FieldValues, type Path, useController } from 'react-hook-form';
import { cn } from '../ui/cn.ts';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { PICKER_LIMIT, usePicker, usePickerOptions } from './use-picker-options.ts';

export interface PickerComboboxProps {
  /** The picker kind ("customer", "contact", "staff", "product"). */
  kind: string;
  /** The chosen value; '' when none. */
  value: string;
  onChange: (value: string, option: PickerOption | null) => void;
  onBlur?: () => void;
  /** The kind's narrowing (`contact`: `{ customer_id }`). */
  scope?: Readonly<Record<string, string>>;
  /** Offers "none" first, with this text (also the placeholder when nothing is chosen). */
  emptyLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
  'aria-label'?: string;
  className?: string;
}

/** Typed text settles for this long before the picker is asked again. */
const SEARCH_DELAY_MS = 200;

function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const t = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [text]);
  return settled;
}

export function PickerCombobox(props: PickerComboboxProps) {
  const listId = useId();
  const picker = usePicker(props.kind);
  const [open, setOpen] = useState(false);
  /** What the user typed since the last choice; null: the chosen option's name is shown. */
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  /** The option last chosen here: its name shows at once, before the picker answers again. */
  const [picked, setPicked] = useState<PickerOption | null>(null);
  const query = useSettled(open ? (text ?? '') : '');
  // Closed, only the held value's name is asked (a form with twenty lines does not load twenty lists).
  const options = usePickerOptions(props.kind, {
    query,
    include: [props.value],
    scope: props.scope,
    limit: open ? PICKER_LIMIT : 0,
    enabled: open || !!props.value,
  });
  const found = options.data ?? [];
  const chosen =
    found.find((o) => o.value === props.value) ?? (picked?.value === props.value ? picked : null);
  const typed = (text ?? '').trim().toLowerCase();
  // The held value is always answered; while searching it is listed only if it matches.
  const matches = found.filter(
    (o) => !typed || o.value !== props.value || o.label.toLowerCase().includes(typed),
  );
  const items: PickerOption[] =
    props.emptyLabel !== undefined ? [{ value: '', label: props.emptyLabel }, ...matches] : matches;
  const noun = (picker?.label ?? props.kind).toLowerCase();

  const close = () => {
    setOpen(false);
    setText(null);
  };
  const choose = (o: PickerOption) => {
    setPicked(o);
    props.onChange(o.value, o.value ? o : null);
    close();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(
          Math.max(
            0,
            items.findIndex((o) => o.value === props.value),
          ),
        );
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(items.length - 1, 0)));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const o = items[active];
      if (o) choose(o);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      close();
    } else if (e.key === 'Tab') {
      close();
    }
  };
  const optionId = (i: number) => `${listId}-option-${i}`;

  return (
    <div className={cn('relative', props.className)}>
      <Input
        ref={props.inputRef}
        id={props.id}
        name={props.name}
        role="combobox"
        aria-label={props['aria-label']}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && items[active] ? optionId(active) : undefined}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        autoComplete="off"
        disabled={props.disabled}
        placeholder={props.placeholder ?? props.emptyLabel ?? `Type to find a ${noun}…`}
        value={text ?? chosen?.label ?? ''}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          props.onBlur?.();
        }}
      />
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label={`${picker?.label ?? props.kind} choices`}
          className="absolute z-50 mt-1 max-h-64 w-full overflow-auto rounded-md border bg-popover p-1 text-sm text-popover-foreground shadow-md"
        >
          {items.map((o, i) => (
            <div
              key={o.value || '(none)'}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={o.value === props.value}
              className={cn(
                'grid cursor-pointer rounded-sm px-2 py-1.5',
                i === active && 'bg-accent text-accent-foreground',
                o.value === props.value && 'font-medium',
              )}
              // Chosen before the input's blur closes the list.
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(o)}
              onKeyDown={(e) => e.key === 'Enter' && choose(o)}
            >
              <span>{o.label}</span>
              {o.hint && <span className="text-xs text-muted-foreground">{o.hint}</span>}
            </div>
          ))}
          {options.isFetching && matches.length === 0 && (
            <div className="px-2 py-1.5 text-muted-foreground">Searching…</div>
          )}
          {!options.isFetching && matches.length === 0 && (
            <div className="px-2 py-1.5 text-muted-foreground">
              {options.isError ? `The ${noun} list could not be loaded.` : `No ${noun} matches.`}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * A record form's field choosing another module's record by picker kind, e.g.
 * `<PickerField<QuotationValues> name="customer_id" label="Customer" kind="customer" />`.
 * `onChosen` gets the option (with the kind's `detail`) when the user picks one.
 */
export function PickerField<T extends FieldValues>(props: {
  name: Path<T>;
  label: string;
  kind: string;
  description?: string;
  className?: string;
  placeholder?: string;
  emptyLabel?: string;
  scope?: Readonly<Record<string, string>>;
  disabled?: boolean;
  onChosen?: (option: PickerOption | null) => void;
}) {
  const { field, fieldState } = useController<T>({ name: props.name });
  return (
    <FormField
      label={props.label}
      description={props.description}
      error={fieldState.error?.message}
      className={props.className}
    >
      {(control) => (
        <PickerCombobox
          {...control}
          kind={props.kind}
          name={field.name}
          inputRef={field.ref}
          value={(field.value as string | null) ?? ''}
          onChange={(value, option) => {
            field.onChange(value);
            props.onChosen?.(option);
          }}
          onBlur={field.onBlur}
          scope={props.scope}
          emptyLabel={props.emptyLabel}
          placeholder={props.placeholder}
          disabled={props.disabled}
        />
      )}
    </FormField>
  );
}
