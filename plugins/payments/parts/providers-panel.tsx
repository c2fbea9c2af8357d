// The providers (Settings → Online payments, and the top of payment testing): on/off, sandbox or production,
// settings, and keys that can be replaced but are never shown (the server keeps them where no role reads them;
// only their names come back). "Test connection" asks the provider with the stored keys.
import { useCompanyFormat } from '@kit/format/use-company-format.ts';
import { Button } from '@kit/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kit/ui/card.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { listProviders, saveProvider, testConnection } from '../data.ts';
import type { Provider } from '../shapes.ts';

const SECRETS: Record<string, { key: string; label: string }[]> = {
  mpesa: [
    { key: 'consumer_key', label: 'Consumer key' },
    { key: 'consumer_secret', label: 'Consumer secret' },
    { key: 'passkey', label: 'Lipa na M-Pesa passkey' },
    {
      key: 'security_credential',
      label: "Initiator's security credential (refunds: the encrypted password Daraja's portal gives)",
    },
  ],
  stripe: [
    { key: 'secret_key', label: 'Secret key (sk_…)' },
    { key: 'webhook_secret', label: 'Webhook signing secret (whsec_…)' },
  ],
  paystack: [{ key: 'secret_key', label: 'Secret key (sk_…; it also signs the webhooks)' }],
};
const SETTINGS: Record<string, { key: string; label: string; description?: string }[]> = {
  mpesa: [
    { key: 'shortcode', label: 'Short code (pay bill or till)' },
    {
      key: 'initiator',
      label: 'Initiator name (optional)',
      description:
        'The API operator Safaricom set up for reversals: needed to refund M-Pesa payments from here.',
    },
    {
      key: 'base_url',
      label: 'API address (optional)',
      description: "Empty: Safaricom's sandbox or production address, by the mode.",
    },
    {
      key: 'callback_url',
      label: 'Callback address (optional)',
      description: 'Empty: this server’s payments-webhook. Daraja must reach it over HTTPS.',
    },
  ],
  stripe: [
    {
      key: 'base_url',
      label: 'API address (optional)',
      description:
        "Empty: Stripe's. Point Stripe's webhook at /functions/v1/payments-webhook?provider=stripe.",
    },
  ],
  paystack: [
    {
      key: 'base_url',
      label: 'API address (optional)',
      description:
        "Empty: Paystack's. Point Paystack's webhook at /functions/v1/payments-webhook?provider=paystack.",
    },
  ],
};

export default function ProvidersPanel() {
  const providers = useQuery({ queryKey: ['payments', 'providers'], queryFn: listProviders });
  if (providers.isPending) return <Skeleton className="h-64" aria-label="Loading the payment providers" />;
  if (providers.error)
    return (
      <LoadError
        what="the payment providers"
        error={providers.error}
        onRetry={() => void providers.refetch()}
      />
    );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {providers.data.map((p) => (
        <ProviderCard key={p.provider} provider={p} />
      ))}
    </div>
  );
}

function ProviderCard({ provider }: { provider: Provider }) {
  const qc = useQueryClient();
  const [enabled, setEnabled] = useState(provider.enabled);
  const [mode, setMode] = useState(provider.mode);
  const [settings, setSettings] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      (SETTINGS[provider.provider] ?? []).map((s) => [s.key, String(provider.settings[s.key] ?? '')]),
    ),
  );
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => saveProvider({ provider: provider.provider, enabled, mode, settings, secrets }),
    onSuccess: () => {
      setSecrets({});
      void qc.invalidateQueries({ queryKey: ['payments', 'providers'] });
    },
  });
  const test = useMutation({
    mutationFn: () => testConnection(provider.provider),
    onSettled: () => void qc.invalidateQueries({ queryKey: ['payments', 'providers'] }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const { phoneCountry } = useCompanyFormat();
  const name =
    provider.provider === 'mpesa'
      ? 'M-Pesa'
      : provider.provider === 'stripe'
        ? 'Stripe'
        : provider.provider === 'paystack'
          ? 'Paystack'
          : 'Sandbox';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{provider.label}</CardTitle>
        <CardDescription>
          {provider.last_test_result
            ? `Last test: ${provider.last_test_result}`
            : provider.provider === 'sandbox'
              ? 'Built in: a test checkout on this server. No real money moves.'
              : 'Not tested yet.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-3" aria-label={`${name} settings`}>
          <label className="flex items-center gap-2">
            <NativeCheckbox checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
            Clients may pay with {name}
          </label>
          {provider.provider === 'mpesa' && phoneCountry !== 'KE' && (
            <p
              role="note"
              className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
            >
              Clients are not offered M-Pesa: Safaricom's Daraja serves Kenyan numbers only, and the company's
              phone country (Settings → Company) is {phoneCountry}. Set it to Kenya (KE) to offer M-Pesa.
            </p>
          )}
          {provider.provider === 'sandbox' && provider.enabled && (
            <p
              role="note"
              className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
            >
              While the sandbox is on, anyone with an invoice link can pay it with test money and the invoice
              shows paid. Switch it off before sending real invoices; payment testing works with it off too.
            </p>
          )}
          {provider.provider !== 'sandbox' && (
            <FormField label="Mode">
              <NativeSelect value={mode} onChange={(e) => setMode(e.target.value as Provider['mode'])}>
                <option value="sandbox">Sandbox (test keys)</option>
                <option value="production">Production (real money)</option>
              </NativeSelect>
            </FormField>
          )}
          {(SETTINGS[provider.provider] ?? []).map((s) => (
            <FormField key={s.key} label={s.label} description={s.description}>
              <Input
                value={settings[s.key] ?? ''}
                onChange={(e) => setSettings({ ...settings, [s.key]: e.target.value })}
                autoComplete="off"
              />
            </FormField>
          ))}
          {(SECRETS[provider.provider] ?? []).map((s) => {
            const set = provider.secret_names.includes(s.key);
            return (
              <FormField
                key={s.key}
                label={s.label}
                description={set ? 'Set. It is never shown: type a new one to replace it.' : 'Not set.'}
              >
                <Input
                  type="password"
                  autoComplete="new-password"
                  placeholder={set ? '•••••••• (kept)' : ''}
                  value={secrets[s.key] ?? ''}
                  onChange={(e) => setSecrets({ ...secrets, [s.key]: e.target.value })}
                />
              </FormField>
            );
          })}
          {save.error && (
            <p role="alert" className="text-sm text-destructive">
              {save.error.message}
            </p>
          )}
          {test.data && (
            <p role="status" className={test.data.ok ? 'text-sm' : 'text-sm text-destructive'}>
              {test.data.ok ? 'Connection works: ' : 'Connection failed: '}
              {test.data.message}
            </p>
          )}
          {test.error && (
            <p role="alert" className="text-sm text-destructive">
              {test.error.message}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : `Save ${name}`}
            </Button>
            <Button type="button" variant="outline" disabled={test.isPending} onClick={() => test.mutate()}>
              {test.isPending ? 'Testing…' : 'Test connection'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
