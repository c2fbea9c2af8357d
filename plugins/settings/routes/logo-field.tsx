// The company logo: chosen, checked (type and size, as the bucket will),
// uploaded at once so it can be previewed, and kept by its object name in the
// form; Save stores the name. Remove clears it (the file goes when saved).

import { Button } from '@kit/ui/button.tsx';
import { FileInput } from '@kit/ui/file-input.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { LOGO_TYPES, logoProblem, logoUrl, uploadLogo } from '../company-data.ts';
import type { CompanyFormValues } from '../company-schema.ts';

export function LogoField() {
  const { control, setValue, setError, clearErrors, getFieldState } = useFormContext<CompanyFormValues>();
  const path = useWatch({ control, name: 'logo_path' });
  const error = getFieldState('logo_path', useFormState({ control, name: 'logo_path' })).error?.message;
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = logoProblem(file);
    if (problem) {
      setError('logo_path', { type: 'client', message: problem });
      return;
    }
    clearErrors('logo_path');
    setUploading(true);
    try {
      setValue('logo_path', await uploadLogo(file), { shouldDirty: true });
    } catch (e) {
      setError('logo_path', { type: 'server', message: e instanceof Error ? e.message : 'Upload failed' });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <FormField
      label="Logo"
      error={error}
      description="PNG, JPEG, SVG or WebP, at most 2 MB. Printed on documents and shown on the website."
    >
      {(field) => (
        <div className="flex flex-wrap items-center gap-3">
          {path ? (
            <img
              src={logoUrl(path)}
              alt="Company logo"
              className="h-16 max-w-40 rounded border bg-white object-contain p-1"
            />
          ) : (
            <span className="text-sm text-muted-foreground">No logo yet</span>
          )}
          <FileInput
            {...field}
            ref={input}
            accept={LOGO_TYPES.join(',')}
            className="sr-only"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            {uploading ? 'Uploading…' : path ? 'Replace logo' : 'Upload logo'}
          </Button>
          {path && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={uploading}
              onClick={() => setValue('logo_path', '', { shouldDirty: true })}
            >
              Remove logo
            </Button>
          )}
        </div>
      )}
    </FormField>
  );
}
