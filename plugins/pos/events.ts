// Timeline sentences for the POS documents sent by e-mail (ADR 076): a purchase order e-mailed to its
// supplier (pos_send_purchase_order), a till receipt e-mailed to a customer (pos_email_receipt), a Z report
// e-mailed to the admins at close (ADR 091); and a change of the till's discount ceiling (ADR 091).
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
      // The close e-mails the Z report to the admins (ADR 091); the actor is who closed.
      case 'pos.z_report_emailed':
        return to
          ? `${actor} closed the session; the Z report was e-mailed to ${to}`
          : `${actor} closed the session; the Z report was e-mailed to the admins`;
      case 'pos.settings_changed': {
        const ceiling = (changes.max_discount_percent ?? null) as { to?: unknown } | null;
        const now = ceiling ? str(ceiling.to) : null;
        return now
          ? `${actor} set the highest discount at the till to ${now} %`
          : `${actor} changed the till’s settings`;
      }
      default:
        return null;
    }
  },
};
