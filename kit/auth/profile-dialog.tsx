// "Your profile": a member changes their own name, phone and job title
// (spec §7 "Update profile": a partial update of their own row). The dialog
// stays open with what was typed when saving fails, and sends once however
// often Save is pressed.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@kit/ui/dialog.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type ProfileChanges,
  type ProfileFormValues,
  profileFormSchema,
  toProfileChanges,
  toProfileFormValues,
} from './profile-form.ts';

export interface ProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: { full_name: string | null; phone: string | null; job_title: string | null; email: string | null };
  /** Saves the changes; rejects with an Error whose message the dialog shows. */
  onSave: (changes: ProfileChanges) => Promise<void>;
  /** Called after a successful save (the layout shows a toast). */
  onSaved?: () => void;
}

export function ProfileDialog(props: ProfileDialogProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toProfileFormValues(props.profile),
  });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;
  const { full_name, phone, job_title } = props.profile;

  // Every opening starts from the stored profile, not from an abandoned edit.
  useEffect(() => {
    if (props.open) {
      reset(toProfileFormValues({ full_name, phone, job_title }));
      setServerError(null);
    }
  }, [props.open, full_name, phone, job_title, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await props.onSave(toProfileChanges(values));
      props.onOpenChange(false);
      props.onSaved?.();
    } catch (e) {
      setServerError(e instanceof Error && e.message ? e.message : 'Your profile could not be saved');
    }
  });

  return (
    <Dialog open={props.open} onOpenChange={(o) => !isSubmitting && props.onOpenChange(o)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Your profile</DialogTitle>
          <DialogDescription>
            How colleagues see you in the back-office
            {props.profile.email ? ` (signed in as ${props.profile.email})` : ''}.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {serverError && <Alert variant="destructive">{serverError}</Alert>}
          <FormField label="Full name" error={errors.full_name?.message}>
            <Input autoComplete="name" {...form.register('full_name')} />
          </FormField>
          <FormField
            label="Phone"
            error={errors.phone?.message}
            description="Optional, e.g. +254 712 345 678"
          >
            <Input type="tel" autoComplete="tel" {...form.register('phone')} />
          </FormField>
          <FormField label="Job title" error={errors.job_title?.message}>
            <Input autoComplete="organization-title" {...form.register('job_title')} />
          </FormField>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => props.onOpenChange(false)}
              disabled={isSubmitting}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
