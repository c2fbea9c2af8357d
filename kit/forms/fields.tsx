// Fields for record forms: a kernel/ui control inside FormField (label, hint,
// error, aria-invalid, aria-describedby), registered with the surrounding
// RecordFormRoot by `name`. Values stay strings as typed (money as a decimal
// string, a date as YYYY-MM-DD); the schema decides what they become.
import { type ComponentProps, type ReactNode, useId } from 'react';
import { type FieldValues, type Path, useFormContext, useFormState } from 'react-hook-form';
import type { CompanyFormat } from '../format/company-format.ts';
import { toE164 } from '../format/phone.ts';
import { useCompanyFormat } from '../format/use-company-format.ts';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { NativeCheckbox } from '../ui/native-choice.tsx';
import { NativeSelect } from '../ui/native-select.tsx';
import { Textarea } from '../ui/textarea.tsx';

interface FieldBase<T extends FieldValues> {
  name: Path<T>;
  label: string;
  description?: ReactNode;
  className?: string;
}

/** The field's error message (client or server) from the form's state. */
function useFieldError<T extends FieldValues>(name: Path<T>): string | undefined {
  const { getFieldState } = useFormContext<T>();
  const state = useFormState<T>({ name });
  return getFieldState(name, state).error?.message;
}

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'id' | 'className'>;

export function TextField<T extends FieldValues>({
  name,
  label,
  description,
  className,
  ...input
}: FieldBase<T> & InputProps) {
  const { register } = useFormContext<T>();
  return (
    <FormField label={label} description={description} error={useFieldError(name)} className={className}>
      <Input {...input} {...register(name)} />
    </FormField>
  );
}

export function TextareaField<T extends FieldValues>({
  name,
  label,
  description,
  className,
  ...textarea
}: FieldBase<T> & Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'className'>) {
  const { register } = useFormContext<T>();
  return (
    <FormField label={label} description={description} error={useFieldError(name)} className={className}>
      <Textarea {...textarea} {...register(name)} />
    </FormField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** The browser's own select: the best picker on phones, and keyboard search through long lists. */
export function SelectField<T extends FieldValues>({
  name,
  label,
  description,
  className,
  options,
  placeholder,
}: FieldBase<T> & { options: readonly SelectOption[]; placeholder?: string }) {
  const { register } = useFormContext<T>();
  return (
    <FormField label={label} description={description} error={useFieldError(name)} className={className}>
      <NativeSelect className="w-full" {...register(name)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/**
 * An amount as a decimal string ("1234.50"): never a JS number, so cents are exact (kernel/format/money).
 * Thousands separators and spaces typed by habit are removed on blur.
 */
export function MoneyField<T extends FieldValues>({
  name,
  label,
  description,
  className,
  ...input
}: FieldBase<T> & InputProps) {
  const { register, setValue, getValues } = useFormContext<T>();
  const field = register(name, {
    onBlur: () => {
      const typed = String(getValues(name) ?? '');
      const clean = typed.replace(/[\s,]/g, '');
      if (clean !== typed) setValue(name, clean as never, { shouldDirty: true, shouldValidate: true });
    },
  });
  return (
    <FormField label={label} description={description} error={useFieldError(name)} className={className}>
      <Input inputMode="decimal" autoComplete="off" {...input} {...field} />
    </FormField>
  );
}

/**
 * A phone number typed the local way ("0712 345 678") and kept in E.164 ("+254712345678"):
 * rewritten on blur once it is dialable, so what is saved is what the person sees.
 * `country` overrides the company's phone country (the Company form edits that very setting).
 */
export function PhoneField<T extends FieldValues>({
  name,
  label,
  description,
  className,
  country,
  ...input
}: FieldBase<T> & InputProps & { country?: string }) {
  const company = useCompanyFormat();
  const fmt: Pick<CompanyFormat, 'phoneCountry'> = { phoneCountry: country || company.phoneCountry };
  const { register, setValue, getValues } = useFormContext<T>();
  const field = register(name, {
    onBlur: () => {
      const e164 = toE164(String(getValues(name) ?? ''), fmt);
      if (e164 && e164 !== getValues(name))
        setValue(name, e164 as never, { shouldDirty: true, shouldValidate: true });
    },
  });
  return (
    <FormField label={label} description={description} error={useFieldError(name)} className={className}>
      <Input type="tel" autoComplete="tel" {...input} {...field} />
    </FormField>
  );
}

/** A calendar date (a date column) as YYYY-MM-DD, with the browser's date picker. */
export function DateField<T extends FieldValues>({
  name,
  label,
  description,
  className,
  ...input
}: FieldBase<T> & InputProps) {
  const { register } = useFormContext<T>();
  return (
    <FormField label={label} description={description} error={useFieldError(name)} className={className}>
      <Input type="date" {...input} {...register(name)} />
    </FormField>
  );
}

/** A yes/no field (primary contact, do not contact, active): the box with its label beside it and a hint. */
export function CheckboxField<T extends FieldValues>({ name, label, description, className }: FieldBase<T>) {
  const { register } = useFormContext<T>();
  const id = useId();
  return (
    <div className={className ?? 'flex items-start gap-2'}>
      <NativeCheckbox
        id={id}
        className="mt-0.5"
        aria-describedby={description ? `${id}-desc` : undefined}
        {...register(name)}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium leading-none">
          {label}
        </label>
        {description && (
          <p id={`${id}-desc`} className="text-xs text-muted-foreground">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
