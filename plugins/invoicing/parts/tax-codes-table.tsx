// The tax codes and their dated rates (Settings → Sales). Presentational: the
// panel passes the codes and what adding or deleting a rate does. A rate in
// force (from today or earlier) has no Delete: documents may already use it.
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { newRateSchema, rateOn, TAX_KIND_LABELS, type TaxCode } from '../sales-data.ts';

export function TaxCodesTable(props: {
  codes: TaxCode[];
  /** yyyy-mm-dd in the company's time zone. */
  today: string;
  canEdit: boolean;
  onAddRate?: (code: string, rate: string, effectiveFrom: string) => Promise<void>;
  onDeleteRate?: (code: TaxCode, rate: TaxCode['tax_rates'][number]) => void;
  /** Stop or start offering the code on new lines. */
  onToggleActive?: (code: TaxCode) => void;
}) {
  return (
    <ul className="grid gap-4">
      {props.codes.map((code) => {
        const current = rateOn(code, props.today);
        return (
          <li key={code.code} className="rounded-md border p-4">
            <div className="flex flex-wrap items-baseline gap-2">
              <h4 className="font-semibold">{code.name}</h4>
              <span className="font-mono text-sm text-muted-foreground">{code.code}</span>
              <Badge variant="outline">{TAX_KIND_LABELS[code.kind] ?? code.kind}</Badge>
              {!code.is_active && <Badge variant="secondary">Not in use</Badge>}
              <span className="ml-auto text-sm">
                Today: <strong>{current === null ? 'no rate' : `${current} %`}</strong>
              </span>
              {props.canEdit && props.onToggleActive && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => props.onToggleActive?.(code)}
                >
                  {code.is_active ? `Stop using ${code.code}` : `Use ${code.code} again`}
                </Button>
              )}
            </div>
            <table className="mt-3 w-full text-sm">
              <caption className="sr-only">Rates of {code.name}</caption>
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th scope="col" className="font-normal">
                    From
                  </th>
                  <th scope="col" className="font-normal">
                    Rate
                  </th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {code.tax_rates.map((r) => {
                  const future = r.effective_from > props.today;
                  return (
                    <tr key={r.id}>
                      <td className="py-1">{r.effective_from}</td>
                      <td className="py-1">
                        {r.rate} %{future && <span className="text-muted-foreground"> (planned)</span>}
                      </td>
                      <td className="py-1 text-right">
                        {props.canEdit && future && props.onDeleteRate && (
                          <Button
                            type="button"
                            variant="ghost"
                            size="sm"
                            aria-label={`Delete the ${r.rate} % rate from ${r.effective_from}`}
                            onClick={() => props.onDeleteRate?.(code, r)}
                          >
                            <Trash2 aria-hidden="true" />
                          </Button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {props.canEdit && props.onAddRate && code.kind === 'standard' && (
              <AddRateForm code={code} today={props.today} onAdd={props.onAddRate} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function AddRateForm({
  code,
  today,
  onAdd,
}: {
  code: TaxCode;
  today: string;
  onAdd: (code: string, rate: string, effectiveFrom: string) => Promise<void>;
}) {
  const id = useId();
  const [rate, setRate] = useState('');
  const [from, setFrom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = newRateSchema.safeParse({ rate, effective_from: from });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the rate and the date');
      return;
    }
    if (parsed.data.effective_from <= today) {
      setError('Choose a date after today: rates already in force stay as they are');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onAdd(code.code, parsed.data.rate, parsed.data.effective_from);
      setRate('');
      setFrom('');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The rate was not added. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => void submit(e)}
      aria-label={`New rate for ${code.name}`}
    >
      <div className="grid gap-1">
        <Label htmlFor={`${id}-rate`}>New rate (%)</Label>
        <Input
          id={`${id}-rate`}
          inputMode="decimal"
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          className="sm:w-28"
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? 'Adding…' : 'Add rate'}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive sm:basis-full">
          {error}
        </p>
      )}
    </form>
  );
}
