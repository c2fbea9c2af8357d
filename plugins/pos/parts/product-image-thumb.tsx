// A product's primary image as a small square (the till's search results, the catalogue list; ADR 078): width
// and height set so rows never move when it loads, lazy, two sizes for sharp screens. No image: an empty square
// of the same size.
import { cn } from '@kit/ui/cn.ts';
import { Package } from 'lucide-react';
import { productImageSrcSet, productImageUrl } from '../product-image-url.ts';

export function ProductImageThumb(props: {
  path: string | null | undefined;
  size?: number;
  className?: string;
}) {
  const size = props.size ?? 40;
  const frame = cn('shrink-0 rounded border bg-white object-contain', props.className);
  if (!props.path)
    return (
      <span
        className={cn(frame, 'grid place-items-center bg-muted text-muted-foreground')}
        style={{ width: size, height: size }}
        aria-hidden="true"
      >
        <Package className="size-1/2" />
      </span>
    );
  return (
    <img
      src={productImageUrl(props.path, size * 2)}
      srcSet={productImageSrcSet(props.path, [size, size * 2])}
      sizes={`${size}px`}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
      className={frame}
      style={{ width: size, height: size }}
    />
  );
}
