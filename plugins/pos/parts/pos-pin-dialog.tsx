// "My POS PIN" (ADR 072): an admin sets or changes the 4–8 digit PIN they approve discounts with at a
// cashier's till. Typed twice; the server refuses runs like 1234 or 1111 and stores only a salted hash.
// Setting it again also lifts a lock after wrong tries.
import { useProfile } from '@kernel/session/use-profile.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { posKeys } from '../data.ts';
import { listPinAdmins, setPosPin } from '../till-data.ts';
import { FormDialog, useSingleSend } from './form-dialog.tsx';

function PinField(props: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={8}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value.replace(/\D/g, ''))}
      />
    </div>
  );
}

export function PosPinDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const s = useSingleSend(props.open);
  const { profile } = useProfile();
  const { date } = useFormatters();
  const queryClient = useQueryClient();
  const admins = useQuery({
    queryKey: [...posKeys.all, 'pin-admins'],
    queryFn: listPinAdmins,
    enabled: props.open,
  });
  const mine = admins.data?.find((a) => a.user_id === profile?.auth_id);
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  useEffect(() => {
    if (props.open) {
      setPin('');
      setAgain('');
    }
  }, [props.open]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4,8}$/.test(pin)) return s.setError('The PIN is 4 to 8 digits');
    if (pin !== again) return s.setError('The two PINs differ: type the same PIN twice');
    void s.send(async () => {
      await setPosPin(pin);
      await queryClient.invalidateQueries({ queryKey: [...posKeys.all, 'pin-admins'] });
      toast.success('Your POS PIN is saved');
      props.onOpenChange(false);
    });
  };

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="My POS PIN"
      description={
        mine?.pin_set_at
          ? `You set your PIN on ${date(mine.pin_set_at)}. A new one replaces it.`
          : 'With it you approve a discount above the cashier’s limit at their till. Keep it to yourself.'
      }
      error={s.error}
      sending={s.sending}
      submitLabel="Save PIN"
      sendingLabel="Saving…"
      onSubmit={submit}
    >
      <PinField id="pos-pin" label="New PIN (4–8 digits)" value={pin} onChange={setPin} />
      <PinField id="pos-pin-again" label="Type it again" value={again} onChange={setAgain} />
    </FormDialog>
  );
}
