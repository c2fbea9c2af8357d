// An icon one page shows, as lucide-react draws it, in a module of its own so it downloads with that page
// (kit/ui/icons.tsx has those on every page).
import { svgIcon } from '../svg-icon.tsx';

/** lucide's gauge */
export const Gauge = svgIcon(
  <>
    <path d="m12 14 4-4" />
    <path d="M3.34 19a10 10 0 1 1 17.32 0" />
  </>,
);
