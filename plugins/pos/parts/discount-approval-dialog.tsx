// "Approve…" at the till (ADR 072): a discount above the cashier's limit needs an admin, who picks
// themselves and types their POS PIN on this till. The approval is for this sale (its id) up to the
// cart's biggest discount, never above the firm's ceiling, which the dialog names (ADR 091); the sale is
// then sent as usual and the server checks the approval. A wrong PIN clears the field and says how many
// tries are left; the fifth locks the PIN for 15 minutes.
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { posKeys } from '../data.ts';
import { approveDiscount, listPinAdmins } from '../till-data.ts';
import { FormDialog, useSingleSend } from './form-dialog.tsx';

export interface Approval {
  saleId: string;
  percent: string;
  approver: string;
}

export function DiscountApprovalDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saleId: string;
  /** The cart's biggest discount, percent: what the admin approves. */
  percent: string;
  /** The firm's highest discount (ADR 091), once known: no PIN approves more. */
  ceiling: number | null;
  onApproved: (approval: Approval) => void;
}) {
  const s = useSingleSend(props.open);
  const admins = useQuery({
    queryKey: [...posKeys.all, 'pin-admins'],
    queryFn: listPinAdmins,
    enabled: props.open,
  });
  const withPin = (admins.data ?? []).filter((a) => a.has_pin);
  const [admin, setAdmin] = useState('');
  const [pin, setPin] = useState('');
  useEffect(() => {
    if (props.open) setPin('');
  }, [props.open]);
  useEffect(() => {
    if (!withPin.some((a) => a.user_id === admin) && withPin[0]) setAdmin(withPin[0].user_id);
  }, [withPin, admin]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!admin) return s.setError('Choose the admin who approves');
    if (!/^\d{4,8}$/.test(pin)) return s.setError('Type the admin’s PIN: 4 to 8 digits');
    void s.send(async () => {
      const answer = await approveDiscount({ sale: props.saleId, admin, pin, percent: props.percent });
      setPin('');
      if (!answer.approved) throw new Error(answer.message);
      props.onApproved({ saleId: answer.sale_id, percent: answer.max_percent, approver: answer.approver });
      props.onOpenChange(false);
    });
  };

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Approve the discount"
      description={
        <>
          A discount of {props.percent} % is above the cashier’s limit. An admin approves it with their POS
          PIN
          {props.ceiling === null ? '.' : `, up to the firm’s ceiling of ${props.ceiling} %.`}
        </>
      }
      error={s.error}
      sending={s.sending}
      submitLabel="Approve"
      sendingLabel="Checking…"
      onSubmit={submit}
    >
      {admins.error ? (
        <LoadError what="The admins" error={admins.error} onRetry={() => admins.refetch()} />
      ) : admins.isLoading ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the admins…
        </p>
      ) : withPin.length === 0 ? (
        <p role="status" className="text-sm">
          No admin has set a POS PIN yet: an admin signs in on this till and sets one under “My POS PIN”.
        </p>
      ) : (
        <>
          <div className="grid gap-1">
            <Label htmlFor="approve-admin">Admin</Label>
            <NativeSelect id="approve-admin" value={admin} onChange={(e) => setAdmin(e.target.value)}>
              {(admins.data ?? []).map((a) => (
                <option key={a.user_id} value={a.user_id} disabled={!a.has_pin}>
                  {a.has_pin ? a.full_name : `${a.full_name} (no PIN yet)`}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="approve-pin">PIN</Label>
            <Input
              id="approve-pin"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              autoFocus
              value={pin}
              onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
            />
          </div>
        </>
      )}
    </FormDialog>
  );
}
