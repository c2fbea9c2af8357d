// The shapes of POS purchasing answers (ADR 059): a purchase order's document (public.pos_purchase_order,
// pos_save_purchase_order, pos_set_purchase_order_status, pos_receive_purchase_order, pos_draft_purchase_order)
// and a count sheet's answers. Pure (zod and the kit's schemas by relative path) for the server tests.
import { z } from 'zod';
import { decimalText } from '../../kit/money/decimal-schema.ts';
import { letterheadSchema } from '../../kit/money/document-schema.ts';
import { orderBillSchema } from './supplier-bills-shapes.ts';
import { documentItemLineFields, documentSupplierSchema } from './supplier-document-shapes.ts';

export const PURCHASE_ORDER_STATUSES = ['draft', 'sent', 'partly_received', 'received', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export const PURCHASE_ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partly_received: 'Partly received',
  received: 'Received',
  cancelled: 'Cancelled',
};

export const purchaseOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  expected_on: z.string().nullable(),
  notes: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  /** When and to whom it was e-mailed (pos_send_purchase_order, ADR 076); null: not e-mailed. */
  emailed_at: z.string().nullable().optional(),
  emailed_to: z.string().nullable().optional(),
  supplier: documentSupplierSchema,
  location: z.object({ id: z.string(), name: z.string() }),
  lines: z.array(
    z.object({
      ...documentItemLineFields,
      received: decimalText,
      amount: decimalText,
      /** On supplier bills that are not cancelled (ADR 083). */
      billed: decimalText.optional(),
    }),
  ),
  total: decimalText,
  receipts: z.array(z.object({ id: z.string(), reference: z.string().nullable(), created_at: z.string() })),
  /** The supplier bills made from the order (ADR 083). */
  bills: z.array(orderBillSchema).optional(),
  company: letterheadSchema,
  already: z.boolean().optional(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const stockCountAnswerSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.string().optional(),
  already: z.boolean().optional(),
  adjustments: z.number().optional(),
  counted: z.number().optional(),
});
export type StockCountAnswer = z.infer<typeof stockCountAnswerSchema>;
