// The till's "New customer" (ADR 072): a POS customer account from two fields, the name and a phone or
// an e-mail, chosen on the cart once made. A phone or e-mail that a POS customer already has offers to
// choose that customer instead.

import { pickerKeys } from '@kit/pickers/use-picker-options.ts';
import { Button } from '@kit/ui/button.tsx';
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { customerKeys } from '../data.ts';
import { createPosCustomer, NewCustomerRefused } from '../till-data.ts';
import { FormDialog, useSingleSend } from './form-dialog.tsx';

export function NewCustomerDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChosen: (userId: string) => void;
}) {
  const s = useSingleSend(props.open);
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [existing, setExisting] = useState<string | null>(null);
  useEffect(() => {
    if (props.open) {
      setName('');
      setContact('');
      setExisting(null);
    }
  }, [props.open]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setExisting(null);
    if (!name.trim()) return s.setError('Type the customer’s name');
    if (!contact.trim()) return s.setError('Type their phone number or e-mail address');
    void s.send(async () => {
      try {
        const made = await createPosCustomer({ full_name: name, contact });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: customerKeys.all }),
          queryClient.invalidateQueries({ queryKey: pickerKeys.kind('pos-customer') }),
        ]);
        toast.success(`${made.full_name} added`);
        props.onChosen(made.id);
        props.onOpenChange(false);
      } catch (error) {
        if (error instanceof NewCustomerRefused) setExisting(error.existingId);
        throw error;
      }
    });
  };

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="New customer"
      description="A shop customer account: they can sign in to the shop later with “Forgot password”."
      error={s.error}
      sending={s.sending}
      submitLabel="Add customer"
      sendingLabel="Adding…"
      onSubmit={submit}
    >
      <div className="grid gap-1">
        <Label htmlFor="new-customer-name">Name</Label>
        <Input
          id="new-customer-name"
          autoComplete="off"
          autoFocus
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="new-customer-contact">Phone or e-mail</Label>
        <Input
          id="new-customer-contact"
          autoComplete="off"
          placeholder="0712 345 678 or name@example.com"
          value={contact}
          onChange={(e) => setContact(e.target.value)}
        />
      </div>
      {existing && (
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            props.onChosen(existing);
            props.onOpenChange(false);
          }}
        >
          Choose this customer
        </Button>
      )}
    </FormDialog>
  );
}
