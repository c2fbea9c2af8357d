// A line icon drawn as lucide draws it (24 × 24, stroke 2, round caps), without lucide's runtime: the icons on the
// public site's first download are a few, and lucide-react's shared code (its Icon component, context and
// attribute builders, ≈ 1 kB gzip) came with every landing for them (issue 27, ADR 088). The paths are lucide's
// (ISC licence), copied by name; the back-office keeps importing lucide-react.
import type { ReactElement, ReactNode, SVGProps } from 'react';

export type SvgIcon = (props: SVGProps<SVGSVGElement>) => ReactElement;

/** An icon component for the given SVG shapes; hidden from screen readers unless it is given a label. */
export function svgIcon(shapes: ReactNode): SvgIcon {
  return (props) => (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) as lucide's; a caller that means it gives aria-label
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props['aria-label'] ? undefined : true}
      {...props}
    >
      {shapes}
    </svg>
  );
}
