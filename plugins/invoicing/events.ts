// Settings → Activity's sentences for the sales setup's audit entries
// (20261126110000_invoicing_sales_setup.sql): Settings → Sales saved, tax codes
// and rates added, changed or deleted; and the invoices' timeline events
// (drafted, issued, voided, credit note issued).
import type { EventDescriber } from '@kernel/registry/extension-points.ts';

const FIELD_NAMES: Record<string, string> = {
  legal_name: 'legal name',
  kra_pin: 'KRA PIN',
  vat_number: 'VAT number',
  bank_name: 'bank',
  bank_branch: 'branch',
  bank_account_name: 'account name',
  bank_account_number: 'account number',
  bank_swift: 'SWIFT code',
  mpesa_paybill: 'M-Pesa pay-bill',
  mpesa_account: 'M-Pesa account',
  prices_include_tax: 'prices with or without tax',
  quotation_number_format: 'quotation numbers',
  invoice_number_format: 'invoice numbers',
  credit_note_number_format: 'credit note numbers',
  payment_terms_days: 'payment terms',
  quotation_validity_days: 'quotation validity',
  document_footer: 'footer',
  document_terms: 'terms',
  reminders_enabled: 'payment reminders on or off',
  reminder_offsets: 'reminder days',
};

const PAYMENT_METHODS: Record<string, string> = {
  mpesa: 'M-Pesa',
  bank_transfer: 'bank transfer',
  cash: 'cash',
  cheque: 'cheque',
  card: 'card',
};

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
// An amount as the database wrote it (numeric → JSON number or string), grouped with two decimals: "20,000.00".
// Intl formats the decimal string itself, so no float rounding; anything else is shown as it came.
const grouped = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amount = (v: unknown) => {
  const s = str(v);
  return s && /^-?\d+(\.\d+)?$/.test(s) ? grouped.format(s as Intl.StringNumericLiteral) : (s ?? '?');
};

export const invoicingEvents: EventDescriber = {
  family: 'invoicing',
  label: 'Sales setup',
  describe(entry, { actor }) {
    const d = entry.details ?? {};
    switch (entry.action) {
      case 'invoicing.sales_settings_changed': {
        const changed = Array.isArray(d.changed)
          ? (d.changed as unknown[])
              .filter((c): c is string => typeof c === 'string')
              .map((c) => FIELD_NAMES[c] ?? c)
          : [];
        return changed.length
          ? `${actor} changed the sales settings (${changed.join(', ')})`
          : `${actor} changed the sales settings`;
      }
      case 'invoicing.tax_rates_insert':
        return `${actor} set ${str(d.tax_code) ?? 'a tax code'} to ${str(d.rate) ?? '?'} % from ${str(d.effective_from) ?? '?'}`;
      case 'invoicing.tax_rates_delete':
        return `${actor} deleted the planned ${str(d.rate) ?? '?'} % rate of ${str(d.tax_code) ?? 'a tax code'} from ${str(d.effective_from) ?? '?'}`;
      case 'invoicing.tax_codes_insert':
        return `${actor} added the tax code ${str(d.code) ?? ''} (${str(d.name) ?? ''})`;
      case 'invoicing.tax_codes_update':
        return `${actor} changed the tax code ${str(d.code) ?? ''}`;
      // Invoices' timeline events (20261126140000_invoicing_invoices.sql): details carry { body, changes }.
      case 'invoicing.invoice_drafted':
        return `${actor} drafted this invoice`;
      case 'invoicing.invoice_from_quotation':
        return `${actor} drafted this invoice from ${str(d.body)?.replace(/^From q/, 'q') ?? 'a quotation'}`;
      case 'invoicing.invoice_issued': {
        const c = (d.changes ?? {}) as Record<string, unknown>;
        return `${actor} issued invoice ${str(c.number) ?? ''}`.trim();
      }
      case 'invoicing.invoice_voided':
        return d.body ? `${actor} voided this invoice: ${str(d.body)}` : `${actor} voided this invoice`;
      case 'invoicing.credit_note_issued': {
        const c = (d.changes ?? {}) as Record<string, unknown>;
        return `${actor} issued credit note ${str(c.number) ?? ''}${d.body ? `: ${str(d.body)}` : ''}`;
      }
      // Payments (20261126160000_invoicing_payments.sql, ADR 028), on invoices and customers.
      case 'invoicing.payment_recorded': {
        const c = (d.changes ?? {}) as Record<string, unknown>;
        const method = PAYMENT_METHODS[str(c.method) ?? ''] ?? str(c.method) ?? '';
        return `${actor} recorded payment ${str(c.receipt) ?? ''} of ${amount(c.amount)}${method ? ` by ${method}` : ''}`;
      }
      case 'invoicing.credit_applied': {
        const c = (d.changes ?? {}) as Record<string, unknown>;
        return `${actor} applied ${amount(c.amount)} of the customer's credit${c.invoice ? ` to ${str(c.invoice)}` : ''}`;
      }
      case 'invoicing.payment_reversed': {
        const c = (d.changes ?? {}) as Record<string, unknown>;
        return `${actor} reversed payment ${str(c.receipt) ?? ''}${d.body ? `: ${str(d.body)}` : ''}`;
      }
      // Client links (20261127090100_invoicing_public_links.sql).
      case 'invoicing.invoice_link_revoked': {
        // ADR 036: unlinking a shop account revokes the links it was shown.
        const c = (d.changes ?? {}) as Record<string, unknown>;
        return str(c.email)
          ? `${actor} unlinked the shop account ${str(c.email)}: the client's link it was shown was revoked`
          : `${actor} revoked the client's link to this invoice`;
      }
      case 'invoicing.invoice_link_shared':
        return `${actor} shared this invoice again: a new client link (the revoked one stays revoked)`;
      // Receipts and shop accounts (ADR 032).
      case 'invoicing.receipt_sent': {
        const c = (d.changes ?? {}) as Record<string, unknown>;
        return `${actor} e-mailed receipt ${str(c.receipt) ?? ''}`.trim();
      }
      case 'invoicing.shop_account_linked': {
        const c = (d.changes ?? {}) as Record<string, unknown>;
        // ADR 036: the client accepts the invitation (the actor is the shop account itself).
        if (c.invitation_id)
          return `${str(c.email) ?? 'The client'} accepted the invitation: the shop account sees this customer's invoices`;
        return `${actor} linked the shop account ${str(c.email) ?? ''}: it sees this customer's invoices`;
      }
      case 'invoicing.shop_account_invited': {
        const c = (d.changes ?? {}) as Record<string, unknown>;
        return `${actor} invited ${str(c.email) ?? 'an address'} to see this customer's invoices at the shop`;
      }
      case 'invoicing.shop_account_invitation_withdrawn': {
        const c = (d.changes ?? {}) as Record<string, unknown>;
        return `${actor} withdrew the invitation of ${str(c.email) ?? 'an address'}`;
      }
      case 'invoicing.shop_account_unlinked': {
        const c = (d.changes ?? {}) as Record<string, unknown>;
        return `${actor} unlinked the shop account ${str(c.email) ?? ''}`;
      }
      // Sending (20261127120000_invoicing_send_public.sql): changes carry { email_id, to, cc }.
      case 'invoicing.invoice_sent': {
        const c = (d.changes ?? {}) as Record<string, unknown>;
        const to = [c.to, c.cc].flatMap((v) =>
          Array.isArray(v) ? v.filter((a) => typeof a === 'string') : [],
        );
        return to.length
          ? `${actor} e-mailed this invoice to ${to.join(', ')}`
          : `${actor} e-mailed this invoice`;
      }
      // Payment reminders (20261127110000_invoicing_reminders.sql, ADR 030): sent by the hourly job (no
      // actor), on the invoice and the customer; paused and resumed by staff (timeline: changes.reason;
      // Settings → Activity: details.reason).
      case 'invoicing.reminder_sent': {
        const c = (d.changes ?? {}) as Record<string, unknown>;
        const days = typeof c.offset_days === 'number' ? c.offset_days : null;
        const when =
          days === null
            ? ''
            : days < 0
              ? ' (before due)'
              : days === 0
                ? ' (due today)'
                : ` (${days} days overdue)`;
        return `Payment reminder${c.invoice ? ` for ${str(c.invoice)}` : ''} e-mailed to ${str(c.to) ?? 'the customer'}${when}`;
      }
      case 'invoicing.reminders_paused': {
        const reason = str(d.reason) ?? str(((d.changes ?? {}) as Record<string, unknown>).reason);
        return `${actor} paused payment reminders${reason ? `: ${reason}` : ''}`;
      }
      case 'invoicing.reminders_resumed':
        return `${actor} resumed payment reminders`;
      case 'invoicing.statement_sent': {
        // body: "Statement <period> sent to <addresses>" (queue_statement_email, ADR 029).
        const c = (d.changes ?? {}) as Record<string, unknown>;
        const to = / sent to (.+)$/.exec(str(d.body) ?? '')?.[1];
        const balance = c.closing_balance !== undefined ? ` (balance ${amount(c.closing_balance)})` : '';
        return `${actor} e-mailed the statement of account${to ? ` to ${to}` : ''}${balance}`;
      }
      default:
        return null;
    }
  },
};
