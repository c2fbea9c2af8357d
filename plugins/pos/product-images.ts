// Product images and variants for the back office (issue 25, ADR 078): the file checks before an upload (the
// bucket's own limits, named in plain words), the upload to the public bucket product-images then its
// registration on the item (pos_add_product_image), removal, the primary image, the variant grouping
// (pos_set_variant), and what the catalogue list shows beside each item.
import { rpcResult } from '@kernel/data/parse-result.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import { z } from 'zod';
import { productImageProblem, productImageTypes } from './product-image-url.ts';

export {
  PRODUCT_IMAGE_ACCEPT,
  productImageProblem,
  productImageSrcSet,
  productImageUrl,
} from './product-image-url.ts';

const BUCKET = 'product-images';

const imageSchema = z.object({ id: z.string(), path: z.string(), alt: z.string().nullable() });
export type ProductImageRow = z.infer<typeof imageSchema>;

export async function listItemImages(item: string): Promise<ProductImageRow[]> {
  const rows = unwrap(
    await supabase
      .from('pos_product_images')
      .select('id, storage_path, alt_text')
      .eq('catalog_item_id', item)
      .order('position')
      .order('created_at')
      .order('id'),
  );
  return rows.map((r) => ({ id: r.id, path: r.storage_path, alt: r.alt_text }));
}

/** Uploads a chosen file to the item's folder, then puts it on the item (last). Answers the item's images. */
export async function addItemImage(item: string, file: File, alt?: string): Promise<ProductImageRow[]> {
  const problem = productImageProblem(file);
  if (problem) throw new Error(problem);
  const path = `${item}/${crypto.randomUUID()}.${productImageTypes[file.type as keyof typeof productImageTypes]}`;
  // A new name for every upload, never overwritten: browsers and proxies may keep it for a year.
  const up = await supabase.storage
    .from(BUCKET)
    .upload(path, file, { contentType: file.type, cacheControl: '31536000', upsert: false });
  if (up.error) throw new Error(`${file.name} was not uploaded: ${up.error.message}`);
  const r = await supabase.rpc('pos_add_product_image', {
    p_item: item,
    p_path: path,
    p_alt: alt ?? undefined,
  });
  return rpcResult('pos_add_product_image', z.array(imageSchema), r);
}

/** Takes the image off the item, then removes its file (a file left behind is only an unlisted public image). */
export async function removeItemImage(image: string): Promise<ProductImageRow[]> {
  const r = await supabase.rpc('pos_remove_product_image', { p_image: image });
  const answer = rpcResult(
    'pos_remove_product_image',
    z.object({ path: z.string().nullable(), images: z.array(imageSchema) }),
    r,
  );
  if (answer.path) await supabase.storage.from(BUCKET).remove([answer.path]);
  return answer.images;
}

export async function setPrimaryImage(image: string): Promise<ProductImageRow[]> {
  const r = await supabase.rpc('pos_set_primary_image', { p_image: image });
  return rpcResult('pos_set_primary_image', z.array(imageSchema), r);
}

// ---------------------------------------------------------------- variants

export interface ItemVariant {
  group: string;
  label: string;
}

export async function readItemVariant(item: string): Promise<ItemVariant> {
  const row = unwrap(
    await supabase
      .from('pos_stock_items')
      .select('group_id, variant_label')
      .eq('catalog_item_id', item)
      .single(),
  ) as { group_id: string | null; variant_label: string | null };
  if (!row.group_id) return { group: '', label: '' };
  const group = unwrap(
    await supabase.from('pos_product_groups').select('name').eq('id', row.group_id).single(),
  ) as { name: string };
  return { group: group.name, label: row.variant_label ?? '' };
}

export async function listGroupNames(): Promise<string[]> {
  const rows = unwrap(await supabase.from('pos_product_groups').select('name').order('name'));
  return rows.map((r) => r.name);
}

/** Makes the item a variant of the named group (made when new), or a product on its own with an empty group. */
export async function setItemVariant(item: string, v: ItemVariant) {
  const r = await supabase.rpc('pos_set_variant', {
    p_item: item,
    p_group: v.group,
    p_label: v.label || undefined,
  });
  if (r.error) throw r.error;
}

// ---------------------------------------------------------------- the catalogue list

export interface CatalogExtra {
  image: string | null;
  group: string | null;
  label: string | null;
}

/** Per stocked item: its primary image and variant, for the catalogue list (two small reads, not per row). */
export async function listCatalogExtras(): Promise<Map<string, CatalogExtra>> {
  const [items, groups, images] = await Promise.all([
    supabase.from('pos_stock_items').select('catalog_item_id, group_id, variant_label'),
    supabase.from('pos_product_groups').select('id, name'),
    supabase
      .from('pos_product_images')
      .select('catalog_item_id, storage_path')
      .order('position')
      .order('created_at'),
  ]);
  const groupName = new Map(unwrap(groups).map((g) => [g.id, g.name]));
  const out = new Map<string, CatalogExtra>();
  for (const i of unwrap(items)) {
    const group = i.group_id ? (groupName.get(i.group_id) ?? null) : null;
    out.set(i.catalog_item_id, { image: null, group, label: i.variant_label });
  }
  for (const img of unwrap(images)) {
    const e = out.get(img.catalog_item_id);
    if (e && !e.image) e.image = img.storage_path;
  }
  return out;
}
