// A product's image in the shop (issue 27, ADR 078): the public object of the product-images bucket, in sizes made
// by storage's image transformation (sharp), drawn by the site's ResponsiveImage (srcset, sizes, width and height,
// lazy unless it is the page's main image; ADR 081, 086). Always a square frame whose width and height are set (the
// photo is contained in it), so nothing moves when it loads; a product without an image keeps the same frame with
// a neutral mark.
import { cn } from '@kit/ui/cn.ts';
import { Package } from '@kit/ui/icons.tsx';
import { type ImageSource, ResponsiveImage } from '../components/responsive-image.tsx';
import type { ProductImageRef } from './catalog-api.ts';

const BUCKET = 'product-images';
const base = import.meta.env.VITE_SUPABASE_URL ?? '';

/** The address of a product image `width` pixels wide, as WebP. */
export function productImageUrl(path: string, width: number): string {
  const key = path.split('/').map(encodeURIComponent).join('/');
  return `${base}/storage/v1/render/image/public/${BUCKET}/${key}?width=${width}&quality=75&format=webp`;
}

/** A product image as ResponsiveImage's source: a square frame of `size` CSS pixels offered at `widths`. */
export function productImage(path: string, size: number, widths: readonly number[]): ImageSource {
  return { src: (w) => productImageUrl(path, w), widths, width: size, height: size };
}

export function ProductImage(props: {
  image: ProductImageRef | undefined;
  /** What the image shows when it has no description of its own: the product's name. */
  name: string;
  /** The frame's side in CSS pixels (width and height attributes). */
  size: number;
  /** The widths offered in the srcset, smallest first. */
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
  return (
    <ResponsiveImage
      image={productImage(props.image.path, props.size, props.widths)}
      sizes={props.sizes}
      alt={props.image.alt ?? props.name}
      priority={props.priority}
      className={frame}
    />
  );
}
