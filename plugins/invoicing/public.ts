// Invoicing's public surface (ADR 037): the one file other plugins may import
// from invoicing, and only if their manifest names invoicing in `dependsOn` or
// `optionalDependsOn` (tests/architecture/imports.test.ts). Invoicing owns the
// sales setup (catalogue, tax codes, sales settings) and the document lines, so
// what quotations and later POS share with invoices is here: the lines editor,
// the live totals, and the catalogue and tax-rate reads the editor is fed with.
// Everything else in this folder is private and may change without notice.
export { listTaxRates } from './invoices-data.ts';
export { LinesEditor, LiveTotals, type TaxRate } from './parts/lines-editor.tsx';
export {
  liveTotals,
  priceText,
  type SalesLine,
  type SalesLinesValues,
} from './sales-lines.ts';
