-- Sample rows for plugins/payments/ (npm run db:permissions): a draft invoice of the sample customer
-- (customers.sql runs first), an online payment of it held for review, its event and its resolution — so every
-- role's cell has rows to try (ADR 061). Written as the table owner. payment_refunds has no sample: a refund
-- needs a payment, and payments are only made by record_payment (its guard refuses the table owner too).
insert into public.invoices (id, customer_id, due_date)
values ('00000000-0000-4000-8000-0000000b1001', '00000000-0000-4000-8000-00000000c001', date '2026-12-31');
insert into public.payment_intents (id, invoice_id, customer_id, amount, currency, provider, provider_reference,
                                    transaction_id, status, failure_reason)
values ('00000000-0000-4000-8000-0000000b3001', '00000000-0000-4000-8000-0000000b1001',
        '00000000-0000-4000-8000-00000000c001', 500, 'KES', 'sandbox', 'SBX-SAMPLE1', 'SBTSAMPLE1', 'held',
        'The provider reported KES 50.00 for a payment of KES 500.00: held for review, not credited');
insert into public.payment_events (intent_id, provider, kind, verified, outcome, result)
values ('00000000-0000-4000-8000-0000000b3001', 'sandbox', 'staff', true, 'refund', 'Marked for refund (sample)');
insert into public.payment_intent_resolutions (intent_id, resolution, reason, resolved_by)
values ('00000000-0000-4000-8000-0000000b3001', 'refund', 'Sample', '00000000-0000-4000-8000-0000000000ff');
