// "Stock a product" and "Edit stock settings" (admins): which catalogue product (invoicing's one
// catalogue: name, price and tax are edited there), its barcode (EAN-13 / EAN-8 / UPC-A check digit,
// else Code 128), category, reorder level and whether the till counts it; the product group it is a variant of
// with its size ("Nitrile gloves", "M"), and, once stocked, its images (ADR 078).
import { CheckboxField, SelectField, TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import type { ConstraintMap } from '@kit/forms/server-errors.ts';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { decimalTextProblem } from '@kit/money/decimal-text.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { barcodeProblem } from '../barcode.ts';
import { listUnstockedProducts, posKeys, type StockLevel, saveStockItem } from '../data.ts';
import {
  listGroupNames,
  listItemImages,
  type ProductImageRow,
  readItemVariant,
  setItemVariant,
} from '../product-images.ts';
import { readSoldOnline, setSoldOnline } from '../shop-data.ts';
import { ProductImagesField } from './product-images-field.tsx';

const schema = z
  .object({
    item: z.string().min(1, 'Choose a product from the catalogue'),
    barcode: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        const problem = barcodeProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    category: z.string().trim().max(60, 'At most 60 characters'),
    reorder_level: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        const problem = decimalTextProblem(v || '0', 'Reorder level', { places: 3, digits: 9 });
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    is_stocked: z.boolean(),
    sold_online: z.boolean(),
    group: z.string().trim().max(120, 'At most 120 characters'),
    label: z.string().trim().max(40, 'At most 40 characters'),
  })
  .superRefine((v, ctx) => {
    if (v.group && !v.label)
      ctx.addIssue({ code: 'custom', path: ['label'], message: 'Give the variant its size (e.g. M)' });
    if (!v.group && v.label)
      ctx.addIssue({ code: 'custom', path: ['group'], message: 'Name the product this is a size of' });
  });
type Values = z.input<typeof schema>;

const CONSTRAINTS: ConstraintMap<keyof Values> = {
  pos_stock_items_barcode_key: { field: 'barcode', message: 'Another item already has this barcode' },
  pos_stock_items_barcode_format: 'barcode',
  pos_stock_items_category_length: 'category',
};

export function StockItemDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this item's settings; none: stock a new product. */
  item?: StockLevel;
  onSaved: () => void;
}) {
  const editing = props.item;
  const products = useQuery({
    queryKey: [...posKeys.all, 'unstocked'],
    queryFn: listUnstockedProducts,
    enabled: props.open && !editing,
  });
  // The "sold online" flag (issue 27, ADR 057) is read from the stock row itself (the stock-levels view does not
  // carry it).
  const online = useQuery({
    queryKey: [...posKeys.all, 'sold-online', editing?.id],
    queryFn: () => readSoldOnline(editing?.id ?? ''),
    enabled: props.open && Boolean(editing?.id),
  });
  const variant = useQuery({
    queryKey: [...posKeys.all, 'variant', editing?.id],
    queryFn: () => readItemVariant(editing?.id ?? ''),
    enabled: props.open && Boolean(editing?.id),
  });
  const groups = useQuery({
    queryKey: [...posKeys.all, 'product-groups'],
    queryFn: listGroupNames,
    enabled: props.open,
  });
  const [images, setImages] = useState<ProductImageRow[]>([]);
  const imageRows = useQuery({
    queryKey: [...posKeys.all, 'images', editing?.id],
    queryFn: () => listItemImages(editing?.id ?? ''),
    enabled: props.open && Boolean(editing?.id),
  });
  useEffect(() => setImages(imageRows.data ?? []), [imageRows.data]);
  const values = (): Values =>
    editing
      ? {
          item: editing.id ?? '',
          barcode: editing.barcode ?? '',
          category: editing.category ?? '',
          reorder_level: String(Number(editing.reorder_level ?? 0)),
          is_stocked: editing.is_stocked ?? true,
          sold_online: online.data ?? false,
          group: variant.data?.group ?? '',
          label: variant.data?.label ?? '',
        }
      : {
          item: '',
          barcode: '',
          category: '',
          reorder_level: '0',
          is_stocked: true,
          sold_online: false,
          group: '',
          label: '',
        };
  const recordForm = useRecordForm<Values, z.output<typeof schema>>({
    schema,
    defaultValues: values(),
    constraints: CONSTRAINTS,
    save: async (v) => {
      await saveStockItem({
        item: v.item,
        barcode: v.barcode,
        category: v.category,
        reorderLevel: v.reorder_level,
        isStocked: v.is_stocked,
      });
      if (editing || v.sold_online) await setSoldOnline(v.item, v.sold_online);
      const before = variant.data ?? { group: '', label: '' };
      if (before.group !== v.group || before.label !== v.label)
        await setItemVariant(v.item, { group: v.group, label: v.label });
    },
    onSaved: () => {
      toast.success(editing ? `${editing.name} saved` : 'Product stocked');
      props.onSaved();
      props.onOpenChange(false);
    },
  });
  const { reset } = recordForm.form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens for an item
  useEffect(() => {
    if (props.open) reset(values());
  }, [props.open, editing?.id, online.data, variant.data, reset]);

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      recordForm={recordForm}
      title={editing ? `Stock settings: ${editing.name}` : 'Stock a product'}
      description={
        editing
          ? 'Name, price and tax are the catalogue’s (Invoicing → Catalogue).'
          : 'A product from the one catalogue invoices and the till share.'
      }
      submitLabel={editing ? 'Save' : 'Stock it'}
    >
      {!editing && (
        <SelectField<Values>
          name="item"
          label="Product"
          placeholder={products.isLoading ? 'Loading…' : 'Choose a product'}
          options={(products.data ?? []).map((p) => ({
            value: p.id,
            label: p.sku ? `${p.name} (${p.sku})` : p.name,
          }))}
        />
      )}
      <TextField<Values>
        name="barcode"
        label="Barcode"
        description="EAN-13 from the pack, or any Code 128 text; optional"
        autoComplete="off"
        spellCheck={false}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<Values> name="category" label="Category" description="e.g. Head protection" />
        <TextField<Values>
          name="reorder_level"
          label="Reorder level"
          description="Low stock at or under this"
          inputMode="decimal"
        />
      </div>
      <CheckboxField<Values>
        name="is_stocked"
        label="Count its stock"
        description="The till never sells more than is on hand"
      />
      <CheckboxField<Values>
        name="sold_online"
        label="Sell it online"
        description="Shown in the shop on the website (/shop), with the stock left at the shop"
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField<Values>
          name="group"
          label="A size of"
          description="Sizes of one product share a name here (e.g. Nitrile gloves); each keeps its SKU and stock"
          list="pos-product-groups"
          autoComplete="off"
        />
        <TextField<Values> name="label" label="Size" description="e.g. M" autoComplete="off" />
        <datalist id="pos-product-groups">
          {(groups.data ?? []).map((g) => (
            <option key={g} value={g} />
          ))}
        </datalist>
      </div>
      {editing?.id ? (
        <ProductImagesField
          item={editing.id}
          name={editing.name ?? ''}
          images={images}
          onChange={setImages}
        />
      ) : (
        <p className="text-sm text-muted-foreground">Add its images once it is stocked (Edit).</p>
      )}
    </FormDialog>
  );
}
