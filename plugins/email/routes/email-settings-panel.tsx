// Settings → Email (?tab=email, superadmins): who the mail comes from, and the
// SMTP server that sends it. The password is write-only: the form says whether
// one is saved and offers a field to replace it. "Send a test e-mail" tries the
// values on the form (saved or not) and shows what the SMTP server answered.

import { SelectField, TextField } from '@kit/forms/fields.tsx';
import { FormPage } from '@kit/forms/form-page.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { Alert } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type EmailSettings,
  type EmailSettingsValues,
  emailSettingsKeys,
  emailSettingsSchema,
  getEmailSettings,
  SECURITY_OPTIONS,
  saveEmailSettings,
  sendTestEmail,
  toFormValues,
} from '../settings-data.ts';
import { TestEmailResult } from './test-email-result.tsx';

export function EmailSettingsPanel() {
  const settings = useQuery({ queryKey: emailSettingsKeys.all, queryFn: getEmailSettings });
  if (settings.error)
    return (
      <Alert variant="destructive">
        The e-mail settings could not be read: {settings.error.message}{' '}
        <Button variant="link" size="sm" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  if (!settings.data) return <Skeleton className="h-96" />;
  return <EmailSettingsForm settings={settings.data} />;
}

function PasswordField({ saved }: { saved: boolean }) {
  const { register } = useFormContext<EmailSettingsValues>();
  const clear = useWatch<EmailSettingsValues, 'clear_password'>({ name: 'clear_password' });
  const id = useId();
  return (
    <div className="grid gap-2">
      <TextField<EmailSettingsValues>
        name="smtp_password"
        label={saved ? 'Replace the password' : 'Password'}
        type="password"
        autoComplete="new-password"
        readOnly={clear}
        description={
          saved
            ? 'A password is saved (it is never shown). Leave this empty to keep it.'
            : 'No password is saved.'
        }
      />
      {saved && (
        <div className="flex items-center gap-2 text-sm">
          <NativeCheckbox id={id} {...register('clear_password')} />
          <Label htmlFor={id}>Remove the saved password (a server that needs no login)</Label>
        </div>
      )}
    </div>
  );
}

function EmailSettingsForm({ settings }: { settings: EmailSettings }) {
  const queryClient = useQueryClient();
  const rf = useRecordForm({
    schema: emailSettingsSchema,
    defaultValues: toFormValues(settings),
    save: async (values) => {
      const kept = await saveEmailSettings(values);
      queryClient.setQueryData(emailSettingsKeys.all, kept);
      return toFormValues(kept);
    },
    onSaved: () => toast.success('E-mail settings saved'),
  });
  const toId = useId();
  const [to, setTo] = useState('');
  const test = useMutation({
    mutationFn: async () => {
      const valid = await rf.form.trigger();
      if (!valid) throw new Error('Correct the settings above first');
      const values = emailSettingsSchema.parse(rf.form.getValues());
      return sendTestEmail({ to: to.trim(), settings: values });
    },
  });

  return (
    <div className="grid gap-8">
      <FormPage recordForm={rf} label="E-mail settings" submitLabel="Save e-mail settings">
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-base font-semibold">Who the mail comes from</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField<EmailSettingsValues>
              name="sender_name"
              label="Sender name"
              placeholder="Safeworks"
              autoComplete="organization"
            />
            <TextField<EmailSettingsValues>
              name="sender_address"
              label="Sender address"
              type="email"
              placeholder="no-reply@safeworks.co.ke"
              description="Empty: the server's MAIL_FROM."
            />
          </div>
          <TextField<EmailSettingsValues>
            name="reply_to"
            label="Reply-to address"
            type="email"
            placeholder="office@safeworks.co.ke"
            description="Where replies go, for messages that do not name their own."
          />
        </fieldset>
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-base font-semibold">SMTP server</legend>
          <p className="text-sm text-muted-foreground">
            Leave the server empty to use SMTP_URL from the server's environment, or else the built-in mailbox
            (Email → Mailbox), where nothing leaves the app.
          </p>
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <TextField<EmailSettingsValues>
              name="smtp_host"
              label="SMTP server"
              placeholder="smtp.example.com"
              spellCheck={false}
              autoCapitalize="none"
            />
            <TextField<EmailSettingsValues> name="smtp_port" label="Port" inputMode="numeric" />
          </div>
          <SelectField<EmailSettingsValues>
            name="smtp_security"
            label="Connection security"
            options={SECURITY_OPTIONS}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField<EmailSettingsValues>
              name="smtp_username"
              label="User name"
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="none"
            />
            <PasswordField saved={settings.password_set === true} />
          </div>
        </fieldset>
      </FormPage>
      <section aria-labelledby={`${toId}-title`} className="grid gap-3">
        <h3 id={`${toId}-title`} className="text-base font-semibold">
          Send a test e-mail
        </h3>
        <p className="text-sm text-muted-foreground">
          Sends one message now with the settings on this form, saved or not, and shows what the SMTP server
          answered.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1">
            <Label htmlFor={toId}>Send it to</Label>
            <Input
              id={toId}
              type="email"
              value={to}
              placeholder="Your own address"
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
          <Button type="button" variant="outline" disabled={test.isPending} onClick={() => test.mutate()}>
            {test.isPending ? 'Sending…' : 'Send a test e-mail'}
          </Button>
        </div>
        {test.error && <Alert variant="destructive">{test.error.message}</Alert>}
        {test.data && !test.isPending && <TestEmailResult answer={test.data} />}
      </section>
    </div>
  );
}

export default EmailSettingsPanel;
