// The client's link on the staff invoice page (ADR 031): "Copy client link"
// (made on first use) and "Revoke link" after a confirmation — the link in sent
// e-mails and on printed QR codes stops working; the next send or copy makes a
// new one.
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Link2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { getInvoiceLink, revokeInvoiceLink } from '../send-data.ts';

const message = (e: unknown) =>
  e instanceof Error && e.message ? e.message : 'That did not work. Try again.';

/** Copy and revoke as actions (the invoice page puts them in its "More actions" menu) and the confirmation to render. */
export function useInvoiceLink(props: { invoiceId: string; onChanged?: () => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    try {
      const url = await getInvoiceLink(props.invoiceId);
      try {
        await navigator.clipboard.writeText(url);
        toast.success('Client link copied');
      } catch {
        // No clipboard (an insecure origin, a refused permission): show it to copy by hand.
        toast.success('Client link', { description: url, duration: 30_000 });
      }
      props.onChanged?.();
    } catch (e) {
      toast.error(message(e));
    } finally {
      setBusy(false);
    }
  };
  const revoke = async () => {
    setAsking(false);
    setBusy(true);
    try {
      await revokeInvoiceLink(props.invoiceId);
      toast.success('Client link revoked');
      props.onChanged?.();
    } catch (e) {
      toast.error(message(e));
    } finally {
      setBusy(false);
    }
  };
  const dialog = (
    <ConfirmDialog
      open={asking}
      onOpenChange={(open) => !open && setAsking(false)}
      title="Revoke the client's link?"
      description="The link in e-mails already sent and the QR code on printed copies stop working at once. Sending the invoice again, or copying the link, makes a new one."
      confirmLabel="Revoke link"
      destructive
      onConfirm={() => void revoke()}
    />
  );
  return { copy: () => void copy(), askRevoke: () => setAsking(true), busy, dialog };
}

/** The two actions as buttons (a story, a narrow page). */
export function InvoiceLinkMenu(props: { invoiceId: string; onChanged?: () => void }) {
  const link = useInvoiceLink(props);
  return (
    <>
      <Button variant="outline" onClick={link.copy} disabled={link.busy}>
        <Link2 aria-hidden="true" />
        Copy client link
      </Button>
      <Button variant="outline" onClick={link.askRevoke} disabled={link.busy}>
        <Link2Off aria-hidden="true" />
        Revoke link
      </Button>
      {link.dialog}
    </>
  );
}
