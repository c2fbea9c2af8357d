// Customers' public surface (ADR 037): the one file other plugins may import
// from customers, and only if their manifest names customers in `dependsOn` or
// `optionalDependsOn` (tests/architecture/imports.test.ts). Customers owns the
// client book (customers, contacts, sites), so what others need to know about
// a customer's people is answered here. Everything else in this folder is
// private and may change without notice.
export { type DefaultRecipient, defaultRecipient, pickRecipient } from './recipients.ts';
