// A product image's addresses and the file rules (ADR 078). Pure, shared by the till, the catalogue and the image
// field: the public object of the product-images bucket, in sizes made on request by storage's image
// transformation (sharp), as WebP. The public shop keeps its own copy (site/shop/product-image.tsx: the site
// imports no plugin).
const base = import.meta.env.VITE_SUPABASE_URL ?? '';

export const productImageTypes = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export const PRODUCT_IMAGE_MAX_MB = 5;
/** The file chooser's `accept`. */
export const PRODUCT_IMAGE_ACCEPT = Object.keys(productImageTypes).join(',');

/** Why a chosen file cannot be a product image (the bucket's limits, in words), or null. */
export function productImageProblem(file: { name: string; type: string; size: number }): string | null {
  if (!Object.hasOwn(productImageTypes, file.type)) return `${file.name} is not a JPEG, PNG or WebP image`;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > PRODUCT_IMAGE_MAX_MB * 1024 * 1024)
    return `${file.name} is larger than ${PRODUCT_IMAGE_MAX_MB} MB: choose a smaller image`;
  return null;
}

export function productImageUrl(path: string, width: number): string {
  const key = path.split('/').map(encodeURIComponent).join('/');
  return `${base}/storage/v1/render/image/public/product-images/${key}?width=${width}&quality=75&format=webp`;
}

export function productImageSrcSet(path: string, widths: readonly number[]): string {
  return widths.map((w) => `${productImageUrl(path, w)} ${w}w`).join(', ');
}
