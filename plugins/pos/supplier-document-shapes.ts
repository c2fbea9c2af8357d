// What a purchase order and a supplier bill (ADR 059, ADR 083) print alike: the supplier's block and the item
// part of each line. Pure (zod and the kit's schemas by relative path) for the server tests.
import { z } from 'zod';
import { decimalText } from '../../kit/money/decimal-schema.ts';

/** The supplier as a document heads it. */
export const documentSupplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  contact_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tax_pin: z.string().nullable(),
  address: z.string().nullable(),
});

/** A line's item, quantity and cost; each document adds its own columns. */
export const documentItemLineFields = {
  line_no: z.number(),
  catalog_item_id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  unit: z.string().nullable(),
  quantity: decimalText,
  unit_cost: decimalText,
};
