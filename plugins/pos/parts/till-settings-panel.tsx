// The till's firm-wide settings (ADR 091): the highest discount on a line or the cart, for everyone — a
// cashier with an admin's PIN and an admin selling alike. Admins change it here (Point of sale → Settings)
// and superadmins in Settings → Point of sale; the database holds every sale to it (pos_record_sale).
import { FormAlert, SubmitButton } from '@kit/forms/form-parts.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { STAFF_DISCOUNT_LIMIT } from '../cart.ts';
import { posKeys } from '../data.ts';
import { getPosSettings, type PosSettings, setPosSettings } from '../till-data.ts';

const KEY = [...posKeys.all, 'settings'] as const;

export default function TillSettingsPanel() {
  const settings = useQuery({ queryKey: KEY, queryFn: getPosSettings });
  if (settings.isPending) return <Skeleton className="h-32" aria-label="Loading the till’s settings" />;
  if (settings.error)
    return <LoadError what="The till’s settings" error={settings.error} onRetry={() => settings.refetch()} />;
  return <CeilingForm initial={settings.data} />;
}

function CeilingForm({ initial }: { initial: PosSettings }) {
  const qc = useQueryClient();
  const [ceiling, setCeiling] = useState(String(Number(initial.max_discount_percent)));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => setPosSettings(ceiling.trim()),
    onSuccess: (saved) => {
      qc.setQueryData(KEY, saved);
      setCeiling(String(Number(saved.max_discount_percent)));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = ceiling.trim();
    if (!/^\d+(\.\d{1,2})?$/.test(typed) || Number(typed) > 100) {
      setProblem('A percentage from 0 to 100, at most 2 decimals');
      return;
    }
    setProblem(null);
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="grid max-w-xl gap-3" aria-label="Till settings">
      <FormField
        label="Highest discount at the till (%)"
        description={`No line or cart gets more, whoever sells and whatever an admin’s PIN approves. Cashiers give up to ${STAFF_DISCOUNT_LIMIT} % on their own (less if this is lower). 100: no ceiling.`}
        error={problem ?? undefined}
      >
        <Input
          className="w-28 text-right"
          inputMode="decimal"
          autoComplete="off"
          value={ceiling}
          onChange={(e) => setCeiling(e.target.value)}
        />
      </FormField>
      <FormAlert message={save.error?.message} />
      {save.isSuccess && !save.isPending && (
        <p role="status" className="text-sm">
          Saved: discounts up to {Number(save.data.max_discount_percent)} %.
        </p>
      )}
      <div>
        <SubmitButton saving={save.isPending} />
      </div>
    </form>
  );
}
