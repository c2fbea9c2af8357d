// plugins/pos/demo/55-stock.sql on a new database (PGlite, or PostgreSQL with TEST_DATABASE_URL), after
// invoicing's catalogue, as the demo runner loads it: stocked PPE with barcodes, receipts from
// suppliers, a transfer to the van, a breakage, three till sales — written by the RPCs themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../../../tests/support/demo-database.ts';
import type { FreshDatabase } from '../../../tests/support/fresh-database.ts';
import { saleReceiptSchema } from '../shapes.ts';

let fresh: FreshDatabase;
let applied: string[] = [];

beforeAll(async () => {
  ({ fresh, applied } = await demoDatabase('safeworks_pos_demo'));
}, 120_000);
afterAll(async () => {
  await fresh?.drop();
});

const rows = async <T>(sql: string) => (await fresh.db.query<T>(sql)).rows;

describe('the POS demo data', () => {
  it('loads after the invoicing catalogue', () => {
    expect(applied.indexOf('pos/55-stock.sql')).toBeGreaterThan(
      applied.indexOf('invoicing/50-catalogue.sql'),
    );
  });

  it('stocks a dozen products, two of them low, with the ledger’s sums and averages', async () => {
    const levels = await rows<{
      sku: string;
      on_hand: string;
      average_cost: string;
      is_low: boolean;
      van: string | null;
    }>(
      `select sku, on_hand::text, average_cost::text, is_low, on_hand_by_location ->> 'van' as van
         from public.pos_stock_levels order by sku`,
    );
    expect(levels).toHaveLength(16);
    expect(levels.filter((l) => l.is_low).map((l) => l.sku)).toEqual([
      'FIRE-BLK-12',
      'PPE-GLV-DSP-XL',
      'PPE-VST-LIM',
    ]);
    // 60 at 520 and 20 at 580: 535; 4 sold, 15 in the van.
    expect(levels.find((l) => l.sku === 'PPE-HLM-YLW')).toMatchObject({
      on_hand: '76.000',
      average_cost: '535.0000',
      van: '15.000',
    });
  });

  it('has three paid sales whose receipts are in the shape the till prints', async () => {
    const sales = await rows<{ receipt: unknown }>(
      'select app.pos_sale_receipt(id) as receipt from public.pos_sales order by number',
    );
    expect(sales).toHaveLength(3);
    const receipts = sales.map((s) => saleReceiptSchema.parse(s.receipt));
    expect(receipts.map((r) => [r.total, r.change_due])).toEqual([
      ['6032.00', '68.00'],
      ['11136.00', '0.00'],
      ['7899.60', '0.00'],
    ]);
  });
});

describe('the POS demo till sessions', () => {
  it('has yesterday’s session closed with a Z report 50 short in cash, and today’s session open', async () => {
    const sessions = await rows<{ z_number: string | null; status: string; difference: string | null }>(
      `select z_number, status, difference::text from public.pos_session_list order by opened_at`,
    );
    expect(sessions.map((s) => s.status)).toEqual(['closed', 'open']);
    expect(sessions[0]?.z_number).toMatch(/^Z-\d{4}-\d{6}$/);
    expect(sessions[0]?.difference).toBe('-50.00');
    const counts = await rows<{ method: string; expected: string; counted: string }>(
      `select c.method::text, c.expected::text, c.counted::text from public.pos_session_counts c order by c.method`,
    );
    // Float 5,000 + cash sale 6,032 − 2,000 to the safe = 9,032 expected; 8,982 counted.
    expect(counts).toEqual([
      { method: 'cash', expected: '9032.00', counted: '8982.00' },
      { method: 'mpesa', expected: '11136.00', counted: '11136.00' },
      { method: 'card', expected: '0.00', counted: '0.00' },
    ]);
  });
});

describe('the POS demo purchasing', () => {
  it('has a purchase order partly received, after the stock demo', async () => {
    expect(applied.indexOf('pos/56-purchasing.sql')).toBeGreaterThan(applied.indexOf('pos/55-stock.sql'));
    const orders = await rows<{ status: string; received: string[] }>(
      `select o.status::text, array_agg(l.received::text order by l.line_no) as received
         from public.pos_purchase_orders o join public.pos_purchase_order_lines l on l.order_id = o.id
        group by o.id, o.status`,
    );
    expect(orders).toEqual([{ status: 'partly_received', received: ['2.000', '0.000'] }]);
  });

  it('has the supplier’s bill for the two extinguishers received, posted and part paid (ADR 083)', async () => {
    expect(applied.indexOf('pos/58-supplier-bills.sql')).toBeGreaterThan(
      applied.indexOf('pos/56-purchasing.sql'),
    );
    const bills = await rows<{
      status: string;
      supplier_ref: string;
      total: string;
      paid: string;
      lines: string[];
    }>(
      `select b.status::text, b.supplier_ref, b.total::text, b.paid::text,
              array_agg(l.quantity::text || ' × ' || l.unit_cost::text order by l.line_no) as lines
         from public.pos_supplier_bills b join public.pos_supplier_bill_lines l on l.bill_id = b.id
        group by b.id`,
    );
    expect(bills).toEqual([
      {
        status: 'open',
        supplier_ref: 'USF-INV-20931',
        total: '9860.00',
        paid: '5000.00',
        lines: ['2.000 × 4250.0000'],
      },
    ]);
  });
});

describe('the POS demo sizes', () => {
  it('sells disposable nitrile gloves in four sizes as one shop product with a size picker, XL sold out', async () => {
    expect(applied.indexOf('pos/57-images-variants.sql')).toBeGreaterThan(applied.indexOf('pos/56-shop.sql'));
    const [row] = await rows<{
      p: { group: { name: string }; variants: { variant_label: string; stock: string }[] };
    }>(`select public.shop_product('PPE-GLV-DSP-M') as p`);
    expect(row?.p.group.name).toBe('Disposable nitrile gloves');
    expect(row?.p.variants.map((v) => [v.variant_label, v.stock])).toEqual([
      ['S', 'in_stock'],
      ['M', 'in_stock'],
      ['L', 'low'],
      ['XL', 'out'],
    ]);
  });
});
