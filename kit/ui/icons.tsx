// The kit's icons on the public site's first download, as lucide-react draws them (svg-icon.tsx).
import { svgIcon } from './svg-icon.tsx';

/** lucide's chevron-left */
export const ChevronLeft = svgIcon(<path d="m15 18-6-6 6-6" />);
/** lucide's chevron-right */
export const ChevronRight = svgIcon(<path d="m9 18 6-6-6-6" />);
/** lucide's loader-circle */
export const Loader2 = svgIcon(<path d="M21 12a9 9 0 1 1-6.219-8.56" />);
/** lucide's search */
export const Search = svgIcon(
  <>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </>,
);
/** lucide's x */
export const X = svgIcon(
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
