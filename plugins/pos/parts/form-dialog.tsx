// The POS dialogs' shared parts (review of ADR 059's screens): one request at a time with an id made once
// per opening (a double click or a retry acts once on the server), the dialog frame with the server's
// refusal in its words and Cancel / submit, a labelled select, and the per-line quantity list that
// refunds and receipts share.
import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@kit/ui/dialog.tsx';
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';

/** One request at a time, its error kept, and an id made once per opening of the dialog. */
export function useSingleSend(open: boolean) {
  const [id, setId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  useEffect(() => {
    if (open) {
      setId(crypto.randomUUID());
      setError(null);
    }
  }, [open]);
  const send = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };
  return { id, error, setError, sending, send };
}

/** The server's refusal, in its words. */
export function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>{error}</AlertDescription>
    </Alert>
  );
}

export function FormDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  error: string | null;
  sending: boolean;
  submitLabel: string;
  sendingLabel: string;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={props.onSubmit} aria-label={props.title}>
          {props.children}
          <FormError error={props.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={props.sending}>
              {props.sending ? props.sendingLabel : props.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice ("Choose…"), when nothing is chosen yet. */
  placeholder?: string;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      <NativeSelect id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** How many of each line: a refund's or a receipt's lines, each with what is left and a typed quantity. */
export function QuantityList(props: {
  idPrefix: string;
  lines: readonly { line_no: number; name: string; left: number; hint: string }[];
  quantities: Record<number, string>;
  onChange: (quantities: Record<number, string>) => void;
  placeholder?: string;
}) {
  return (
    <ul className="grid gap-2">
      {props.lines.map((l) => (
        <li key={l.line_no} className="flex items-center justify-between gap-3">
          <Label htmlFor={`${props.idPrefix}-${l.line_no}`} className="min-w-0">
            <span className="block truncate">{l.name}</span>
            <span className="text-xs font-normal text-muted-foreground">{l.hint}</span>
          </Label>
          <Input
            id={`${props.idPrefix}-${l.line_no}`}
            className="w-24 text-right"
            inputMode="decimal"
            disabled={l.left <= 0}
            value={props.quantities[l.line_no] ?? ''}
            placeholder={props.placeholder}
            onChange={(e) => props.onChange({ ...props.quantities, [l.line_no]: e.target.value })}
          />
        </li>
      ))}
    </ul>
  );
}
