// `npm run bench:pdf` — a benchmark, not a test. How long does printing one
// sales document to PDF take (plugins/invoicing/documents/pdf.ts, ADR 025)? Issue 14 asks
// for the median per document. Variants, interleaved in one run so machine
// noise hits them alike:
//   - floor: pdfmake printing one line of text with the same font (what any
//     document costs with this library);
//   - invoice, 3 lines; invoice, 30 lines (two pages with the total in words,
//     logo, QR code); invoice, 200 lines (seven pages).
// Figures: median, p95 and pages per second of each, after a warm-up.
// Settings: BENCH_RUNS (default 40 per variant), BENCH_OUT (JSON).
import fs from 'node:fs';
import os from 'node:os';
import pdfmake from 'pdfmake';
import { amountInWords } from '../plugins/invoicing/documents/amount-in-words.ts';
import { renderSalesPdf } from '../plugins/invoicing/documents/pdf.ts';
import type { DocumentLine, SalesDocument } from '../plugins/invoicing/documents/sales-document.ts';

const RUNS = process.env.BENCH_RUNS ? Number(process.env.BENCH_RUNS) : 40;
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function invoice(lineCount: number): SalesDocument {
  const lines: DocumentLine[] = Array.from({ length: lineCount }, (_, i) => ({
    description: `${['Fire safety audit', 'Noise survey', 'Working at height training', 'Fire extinguisher service'][i % 4]} — item ${i + 1}, Athi River plant`,
    quantity: i % 3 === 0 ? '2.5' : '1',
    unit: 'day',
    unitPrice: '18000.00',
    discountPercent: i % 5 === 0 ? '10' : null,
    taxLabel: 'VAT 16%',
    net: '18000.00',
  }));
  return {
    kind: 'invoice',
    number: 'INV-2026-0042',
    issueDate: '2026-11-25',
    dueDate: '2026-12-25',
    currency: 'KES',
    locale: 'en-KE',
    company: {
      name: 'Safeworks Consultants Ltd',
      kraPin: 'P051234567Q',
      address: ['Kilimani Business Centre', 'P.O. Box 12345-00100, Nairobi'],
      logoDataUrl: LOGO,
    },
    customer: { name: 'Mavuno Cement Ltd', kraPin: 'P051063352J', address: ['Athi River'] },
    lines,
    totals: {
      subtotal: '1234567.00',
      taxes: [{ label: 'VAT 16%', taxable: '1234567.00', tax: '197530.72' }],
      total: '1432097.72',
      due: '1432097.72',
    },
    totalInWords: amountInWords('1432097.72', 'KES'),
    payment: { mpesa: { paybill: '522522', account: 'INV-2026-0042' } },
    publicUrl: 'https://safeworks.example/documents/9f1c2e7a5b',
    terms: 'Payment within 30 days.',
  };
}

async function floor(): Promise<Buffer> {
  return pdfmake.createPdf({ content: ['Safeworks'], defaultStyle: { font: 'Roboto' } }).getBuffer();
}

const variants: { id: string; pages?: number; run: () => Promise<Buffer> }[] = [
  { id: 'floor: one line of text', run: floor },
  { id: 'invoice, 3 lines', run: () => renderSalesPdf(invoice(3)) },
  { id: 'invoice, 30 lines', run: () => renderSalesPdf(invoice(30)) },
  { id: 'invoice, 200 lines', run: () => renderSalesPdf(invoice(200)) },
];

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

// Warm-up (font parsing, JIT); the renderer's first call sets up pdfmake's fonts, which the floor uses too.
await renderSalesPdf(invoice(1));
for (const v of variants) for (let i = 0; i < 3; i++) await v.run();
const times = new Map<string, number[]>(variants.map((v) => [v.id, []]));
const pages = new Map<string, number>();
for (let r = 0; r < RUNS; r++) {
  for (const v of variants) {
    const t0 = performance.now();
    const pdf = await v.run();
    times.get(v.id)!.push(performance.now() - t0);
    if (!pages.has(v.id)) pages.set(v.id, (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length);
  }
}

const rows = variants.map((v) => {
  const t = [...times.get(v.id)!].sort((a, b) => a - b);
  const median = pct(t, 50);
  return {
    variant: v.id,
    pages: pages.get(v.id)!,
    median_ms: median,
    p95_ms: pct(t, 95),
    pages_per_s: (pages.get(v.id)! * 1000) / median,
  };
});
console.log(`\nPDF printing, ${RUNS} runs per variant, ${os.cpus().length} CPUs, Node ${process.version}\n`);
console.log('| Variant | Pages | Median | p95 | Pages/s (at the median) |');
console.log('|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.variant} | ${r.pages} | ${r.median_ms.toFixed(1)} ms | ${r.p95_ms.toFixed(1)} ms | ${r.pages_per_s.toFixed(0)} |`,
  );
if (process.env.BENCH_OUT)
  fs.writeFileSync(process.env.BENCH_OUT, JSON.stringify({ runs: RUNS, rows }, null, 2));
