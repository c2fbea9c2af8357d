// Settings → Paying online, also opened from the admins' Online payments screen (ADR 075): may clients pay part of
// an invoice online, and the smallest part. The server holds the rule (create_payment_intent); the pay page
// follows it (online_payment_rules).
import { FormAlert, SubmitButton } from '@kit/forms/form-parts.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { getPaymentSettings, paymentRules, savePaymentSettings } from '../data.ts';
import type { PaymentSettings } from '../shapes.ts';

const KEY = ['payments', 'settings'] as const;

export default function PaymentRulesPanel() {
  const settings = useQuery({ queryKey: KEY, queryFn: getPaymentSettings });
  const rules = useQuery({ queryKey: ['payments', 'rules'], queryFn: paymentRules });
  if (settings.isPending || rules.isPending)
    return <Skeleton className="h-40" aria-label="Loading the rules for paying online" />;
  if (settings.error || rules.error)
    return (
      <LoadError
        what="the rules for paying online"
        error={(settings.error ?? rules.error) as Error}
        onRetry={() => void Promise.all([settings.refetch(), rules.refetch()])}
      />
    );
  return <RulesForm initial={settings.data} currency={rules.data.currency ?? ''} />;
}

function RulesForm({ initial, currency }: { initial: PaymentSettings; currency: string }) {
  const qc = useQueryClient();
  const [partial, setPartial] = useState(initial.partial_allowed);
  const [minimum, setMinimum] = useState(initial.minimum_part ?? '');
  const save = useMutation({
    mutationFn: () => savePaymentSettings({ partial_allowed: partial, minimum_part: minimum }),
    onSuccess: (saved) => {
      qc.setQueryData(KEY, saved);
      void qc.invalidateQueries({ queryKey: ['payments', 'rules'] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="grid max-w-xl gap-3" aria-label="Paying online">
      <label className="flex items-center gap-2">
        <NativeCheckbox checked={partial} onChange={(e) => setPartial(e.target.checked)} />
        Clients may pay part of an invoice online
      </label>
      <p className="text-sm text-muted-foreground">
        {partial
          ? 'The pay page asks how much: the amount due or part of it.'
          : 'The pay page shows the amount due and takes only that. M-Pesa pay-bill payments are not affected.'}
      </p>
      {partial && (
        <FormField
          label={`Smallest part (${currency}, optional)`}
          description="Empty: any amount. An invoice owing less is paid whole; invoices in other currencies have no minimum."
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={minimum}
            onChange={(e) => setMinimum(e.target.value)}
          />
        </FormField>
      )}
      <FormAlert message={save.error?.message} />
      {save.isSuccess && !save.isPending && (
        <p role="status" className="text-sm">
          Saved.
        </p>
      )}
      <div>
        <SubmitButton saving={save.isPending} />
      </div>
    </form>
  );
}
