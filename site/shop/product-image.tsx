// A product's image in the shop (issue 27, ADR 078): the public object of the product-images bucket, in sizes made
// by storage's image transformation (sharp), as a `srcset` the browser picks from. Always a square frame whose
// width and height are set (the photo is contained in it), so nothing moves when it loads; a product without an
// image keeps the same frame with a neutral mark.
import { cn } from '@kit/ui/cn.ts';
import { Package } from 'lucide-react';
import type { ProductImageRef } from './catalog-api.ts';

const BUCKET = 'product-images';
const base = import.meta.env.VITE_SUPABASE_URL ?? '';

/** The address of a product image `width` pixels wide, as WebP. */
export function productImageUrl(path: string, width: number): string {
  const key = path.split('/').map(encodeURIComponent).join('/');
  return `${base}/storage/v1/render/image/public/${BUCKET}/${key}?width=${width}&quality=75&format=webp`;
}

export function productImageSrcSet(path: string, widths: readonly number[]): string {
  return widths.map((w) => `${productImageUrl(path, w)} ${w}w`).join(', ');
}

export function ProductImage(props: {
  image: ProductImageRef | undefined;
  /** What the image shows when it has no description of its own: the product's name. */
  name: string;
  /** The frame's side in CSS pixels (width and height attributes). */
  size: number;
  /** The widths offered in the srcset. */
  widths: readonly number[];
  /** How wide the frame is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once and first; otherwise lazily. */
  priority?: boolean;
  className?: string;
}) {
  const frame = cn('aspect-square w-full rounded-md bg-white object-contain', props.className);
  if (!props.image)
    return (
      <div className={cn(frame, 'grid place-items-center bg-muted text-muted-foreground')} aria-hidden="true">
        <Package className="size-1/4" />
      </div>
    );
  const widths = props.widths;
  return (
    <img
      src={productImageUrl(props.image.path, widths[Math.floor(widths.length / 2)] ?? props.size)}
      srcSet={productImageSrcSet(props.image.path, widths)}
      sizes={props.sizes}
      width={props.size}
      height={props.size}
      alt={props.image.alt ?? props.name}
      loading={props.priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(props.priority ? { fetchPriority: 'high' as const } : {})}
      className={frame}
    />
  );
}
