// Timeline sentences for the POS documents sent by e-mail (ADR 076): a purchase order e-mailed to its
// supplier (pos_send_purchase_order) and a till receipt e-mailed to a customer (pos_email_receipt).
import type { EventDescriber } from '@kernel/registry/extension-points.ts';

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

export const posEvents: EventDescriber = {
  family: 'pos',
  label: 'Point of sale',
  describe(entry, { actor }) {
    const changes = (entry.details?.changes ?? {}) as Record<string, unknown>;
    const to = str(changes.to);
    switch (entry.action) {
      case 'pos.purchase_order_sent':
        return to
          ? `${actor} e-mailed this purchase order to ${to}`
          : `${actor} e-mailed this purchase order`;
      case 'pos.receipt_emailed':
        return to ? `${actor} e-mailed the receipt to ${to}` : `${actor} e-mailed the receipt`;
      default:
        return null;
    }
  },
};
