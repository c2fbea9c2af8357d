// The icons on the public site's first download — the kit's pieces on it (pagination, search, spinner), the site's
// header, footer, menus and shop, the home hero — as lucide-react draws them (svg-icon.tsx), in one table. An
// icon only a page further in shows is a module of its own (kit/ui/icons/): the bundler puts it with that page,
// where this table would put it in every page's download (issue 27). The back-office imports lucide-react.
import { svgIcon } from './svg-icon.tsx';

/** lucide's arrow-right */
export const ArrowRight = svgIcon(
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
);
/** lucide's circle-check */
export const CheckCircle2 = svgIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);
/** lucide's chevron-down */
export const ChevronDown = svgIcon(<path d="m6 9 6 6 6-6" />);
/** lucide's chevron-left */
export const ChevronLeft = svgIcon(<path d="m15 18-6-6 6-6" />);
/** lucide's chevron-right */
export const ChevronRight = svgIcon(<path d="m9 18 6-6-6-6" />);
/** lucide's clock */
export const Clock = svgIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
/** lucide's loader-circle */
export const Loader2 = svgIcon(<path d="M21 12a9 9 0 1 1-6.219-8.56" />);
/** lucide's mail */
export const Mail = svgIcon(
  <>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </>,
);
/** lucide's map-pin */
export const MapPin = svgIcon(
  <>
    <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
/** lucide's menu */
export const Menu = svgIcon(
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
);
/** lucide's package */
export const Package = svgIcon(
  <>
    <path d="M11 21.73a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73z" />
    <path d="M12 22V12" />
    <polyline points="3.29 7 12 12 20.71 7" />
    <path d="m7.5 4.27 9 5.15" />
  </>,
);
/** lucide's package-search */
export const PackageSearch = svgIcon(
  <>
    <path d="M12 22V12" />
    <path d="M20.27 18.27 22 20" />
    <path d="M21 10.498V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.729l7 4a2 2 0 0 0 2 .001l.98-.559" />
    <path d="M3.29 7 12 12l8.71-5" />
    <path d="m7.5 4.27 8.997 5.148" />
    <circle cx="18.5" cy="16.5" r="2.5" />
  </>,
);
/** lucide's phone */
export const Phone = svgIcon(
  <path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384" />,
);
/** lucide's search */
export const Search = svgIcon(
  <>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </>,
);
/** lucide's shield-check */
export const ShieldCheck = svgIcon(
  <>
    <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
/** lucide's shopping-cart */
export const ShoppingCart = svgIcon(
  <>
    <path d="m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18" />
    <path d="M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25" />
    <circle cx="18" cy="20" r="2" />
    <circle cx="8" cy="20" r="2" />
  </>,
);
/** lucide's x */
export const X = svgIcon(
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
