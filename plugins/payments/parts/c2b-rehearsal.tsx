// Payment testing's M-Pesa C2B rehearsal (ADR 064): the sandbox plays Daraja posting a pay-bill confirmation —
// the customer paid from their phone with an invoice number as the account — through the real webhook and
// record_c2b_payment. Empty account: a new test invoice; a typed number that is a real invoice is confirmed
// first (its balance changes); an unknown one shows the payment held for staff.
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kit/ui/card.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { rehearseC2B } from '../data.ts';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

export default function C2BRehearsal({ onRun }: { onRun: (intentId: string) => void }) {
  const qc = useQueryClient();
  const [account, setAccount] = useState('');
  const [amount, setAmount] = useState('1000');
  const [repeat, setRepeat] = useState('1');
  const [confirming, setConfirming] = useState(false);
  const send = useMutation({
    mutationFn: () => rehearseC2B({ account: account.trim(), amount, repeat: Number(repeat) }),
    onSuccess: (a) => {
      if (a.intent_id) onRun(a.intent_id);
      void qc.invalidateQueries({ queryKey: ['payments'] });
    },
  });
  const badAmount = !AMOUNT.test(amount) || Number(amount) <= 0;
  const answer = send.data?.deliveries[0]?.answer as { status?: string; result?: string } | undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle>M-Pesa pay-bill (C2B)</CardTitle>
        <CardDescription>
          A customer pays the pay-bill from their phone with an invoice number as the account: the sandbox
          sends M-Pesa's confirmation to the real webhook.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField
            label="Account number (optional)"
            description="Empty: a new test invoice. Any other text: that invoice, or held as unknown."
          >
            <Input value={account} onChange={(e) => setAccount(e.target.value)} autoComplete="off" />
          </FormField>
          <FormField label="Amount (KES)" error={badAmount ? 'An amount such as 1000 or 250.50' : undefined}>
            <Input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
          </FormField>
          <FormField label="Deliveries">
            <NativeSelect value={repeat} onChange={(e) => setRepeat(e.target.value)}>
              <option value="1">Once</option>
              <option value="5">5 times at once (duplicates)</option>
            </NativeSelect>
          </FormField>
        </div>
        <div>
          <Button
            disabled={send.isPending || badAmount}
            onClick={() => (account.trim() ? setConfirming(true) : send.mutate())}
          >
            Send a C2B confirmation
          </Button>
        </div>
        {send.isPending && <p role="status">Sending the confirmation…</p>}
        {send.data && (
          <p role="status" className="text-sm">
            Transaction {send.data.trans_id} for account {send.data.account}:{' '}
            {answer?.result ?? `answered ${send.data.deliveries[0]?.status ?? 'nothing'}`}
          </p>
        )}
        {send.error && (
          <p role="alert" className="text-sm text-destructive">
            {send.error.message}
          </p>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Pay this account number?"
          description="If it is a real invoice's number, a real payment is recorded on it and the customer's balance changes."
          confirmLabel="Send the confirmation"
          destructive
          onConfirm={() => {
            send.mutate();
            setConfirming(false);
          }}
        />
      </CardContent>
    </Card>
  );
}
