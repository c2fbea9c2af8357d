// The "Shop account" tab on a customer's page (ADR 032): the shop accounts that
// see this customer's invoices and payments at /shop/invoices. Staff link one
// by the e-mail the customer signs in to the shop with (the account must exist
// and be a shop account; one customer per account) and unlink it (confirmed).

import type { RecordTabProps } from '@kernel/registry/extension-points.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Button } from '@kit/ui/button.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  linkShopAccount,
  listShopAccounts,
  type ShopAccount,
  shopKeys,
  unlinkShopAccount,
} from '../shop-data.ts';

const message = (e: unknown) =>
  e instanceof Error && e.message ? e.message : 'That did not work. Try again.';

export default function ShopAccountTab({ target }: RecordTabProps) {
  const { date } = useFormatters();
  const queryClient = useQueryClient();
  const accounts = useQuery({
    queryKey: shopKeys.list({ customer: target.id }),
    queryFn: () => listShopAccounts(target.id),
  });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [unlinking, setUnlinking] = useState<ShopAccount | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: shopKeys.all });

  const link = async (e: React.FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) {
      setError('Give the e-mail address the customer signs in to the shop with');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await linkShopAccount(target.id, value);
      toast.success(`${value} now sees ${target.title}'s invoices`);
      setEmail('');
      await refresh();
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };
  const unlink = async (account: ShopAccount) => {
    setUnlinking(null);
    try {
      await unlinkShopAccount(target.id, account.user_id);
      toast.success(`${account.email} no longer sees ${target.title}'s invoices`);
      await refresh();
    } catch (err) {
      toast.error(message(err));
    }
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        A linked shop account sees this customer's issued invoices and payments at <code>/shop/invoices</code>{' '}
        after signing in to the shop — nothing else.
      </p>
      {accounts.error ? (
        <LoadError what="the shop accounts" error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : accounts.isPending ? (
        <Skeleton className="h-12 w-full" aria-busy="true" />
      ) : accounts.data.length === 0 ? (
        <p className="text-sm">No shop account is linked to {target.title}.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Linked shop accounts">
          {accounts.data.map((a) => (
            <li
              key={a.user_id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
            >
              <span>
                <strong>{a.email}</strong>
                {a.full_name ? ` · ${a.full_name}` : ''} · linked {date(a.linked_at)}
                {a.linked_by_name ? ` by ${a.linked_by_name}` : ''}
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setUnlinking(a)}
                aria-label={`Unlink ${a.email}`}
              >
                Unlink
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={link} className="flex flex-wrap items-end gap-2" noValidate>
        <div className="min-w-64 flex-1">
          <FormField
            label="Link a shop account by e-mail"
            error={error ?? undefined}
            description="The customer creates the account at the shop first."
          >
            <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
          </FormField>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Linking…' : 'Link account'}
        </Button>
      </form>
      <ConfirmDialog
        open={unlinking !== null}
        onOpenChange={(open) => !open && setUnlinking(null)}
        title={`Unlink ${unlinking?.email ?? 'this account'}?`}
        description={`The account will no longer see ${target.title}'s invoices and payments. You can link it again later.`}
        confirmLabel="Unlink"
        onConfirm={() => unlinking && void unlink(unlinking)}
      />
    </div>
  );
}
