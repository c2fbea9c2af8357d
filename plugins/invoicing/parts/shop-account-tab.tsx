// The "Shop account" tab on a customer's page (ADR 032, ADR 036): the shop
// accounts that see this customer's invoices and payments at /shop/invoices.
// Staff never link an address directly: they send an invitation by e-mail, and
// the client accepts it from the mail, signed in as the shop account with that
// address (or creating it there). Each linked account shows how and when it was
// made and its address proven; open invitations can be withdrawn; unlinking is
// confirmed (and stops the invoice links that account was shown).
import type { RecordTabProps } from '@kernel/registry/extension-points.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  inviteShopAccount,
  listOpenInvitations,
  listShopAccounts,
  type ShopAccount,
  type ShopInvitation,
  shopKeys,
  unlinkShopAccount,
  withdrawInvitation,
} from '../shop-data.ts';

const message = (e: unknown) =>
  e instanceof Error && e.message ? e.message : 'That did not work. Try again.';

export default function ShopAccountTab({ target }: RecordTabProps) {
  const queryClient = useQueryClient();
  const accounts = useQuery({
    queryKey: shopKeys.list({ customer: target.id }),
    queryFn: () => listShopAccounts(target.id),
  });
  const invitations = useQuery({
    queryKey: shopKeys.list({ customer: target.id, what: 'invitations' }),
    queryFn: () => listOpenInvitations(target.id),
  });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [unlinking, setUnlinking] = useState<ShopAccount | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: shopKeys.all });

  const invite = async (e: React.FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) {
      setError('Give the e-mail address the customer uses (or will use) at the shop');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await inviteShopAccount(target.id, value);
      if (result.status === 'already_linked') toast.success(`${result.email} is already linked`);
      else
        toast.success(`Invitation sent to ${result.email}: it is linked once they accept it from the e-mail`);
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
  const withdraw = async (invitation: ShopInvitation) => {
    try {
      await withdrawInvitation(invitation.id);
      toast.success(`The invitation of ${invitation.email} no longer works`);
      await refresh();
    } catch (err) {
      toast.error(message(err));
    }
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        A linked shop account sees this customer's issued invoices and payments at <code>/shop/invoices</code>{' '}
        after signing in to the shop — nothing else. Accounts are linked only when the client accepts an
        invitation sent to their address.
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
              <AccountSummary account={a} />
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
      {invitations.data && invitations.data.length > 0 && (
        <ul className="grid gap-2" aria-label="Invitations waiting">
          {invitations.data.map((i) => (
            <OpenInvitation key={i.id} invitation={i} onWithdraw={() => void withdraw(i)} />
          ))}
        </ul>
      )}
      <form onSubmit={invite} className="flex flex-wrap items-end gap-2" noValidate>
        <div className="min-w-64 flex-1">
          <FormField
            label="Invite a shop account by e-mail"
            error={error ?? undefined}
            description="We e-mail a link that works once, for 7 days. The client signs in with that address (or creates the account) and accepts."
          >
            <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
          </FormField>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send invitation'}
        </Button>
      </form>
      <ConfirmDialog
        open={unlinking !== null}
        onOpenChange={(open) => !open && setUnlinking(null)}
        title={`Unlink ${unlinking?.email ?? 'this account'}?`}
        description={`The account will no longer see ${target.title}'s invoices and payments, and the invoice links it was shown stop working (the client gets new ones with the next e-mail). You can invite it again later.`}
        confirmLabel="Unlink"
        onConfirm={() => unlinking && void unlink(unlinking)}
      />
    </div>
  );
}

/** Who the account is, and how and when it was made and its address proven. */
function AccountSummary({ account: a }: { account: ShopAccount }) {
  const { date } = useFormatters();
  return (
    <span className="grid gap-1">
      <span>
        <strong>{a.email}</strong>
        {a.full_name ? ` · ${a.full_name}` : ''}
        {a.accepted_at ? null : (
          <Badge variant="destructive" className="ml-2">
            Address not proven
          </Badge>
        )}
      </span>
      <span className="text-muted-foreground">
        Account made {date(a.account_created_at)}
        {a.email_confirmed_at
          ? ` · e-mail confirmed ${date(a.email_confirmed_at)}`
          : ' · e-mail not confirmed'}
        {a.accepted_at
          ? ` · invitation sent ${a.invited_at ? date(a.invited_at) : ''}${a.linked_by_name ? ` by ${a.linked_by_name}` : ''}, accepted ${date(a.accepted_at)}`
          : ` · linked ${date(a.linked_at)}${a.linked_by_name ? ` by ${a.linked_by_name}` : ''} without an invitation: invite the address to prove it`}
      </span>
    </span>
  );
}

function OpenInvitation({
  invitation: i,
  onWithdraw,
}: {
  invitation: ShopInvitation;
  onWithdraw: () => void;
}) {
  const { date } = useFormatters();
  const expired = Date.parse(i.expires_at) <= Date.now();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-dashed p-3 text-sm">
      <span>
        <strong>{i.email}</strong> · invited {date(i.invited_at)} ·{' '}
        {expired ? 'expired: send a new invitation' : `waiting, the link works until ${date(i.expires_at)}`}
      </span>
      {!expired && (
        <Button
          size="sm"
          variant="outline"
          onClick={onWithdraw}
          aria-label={`Withdraw the invitation of ${i.email}`}
        >
          Withdraw
        </Button>
      )}
    </li>
  );
}
