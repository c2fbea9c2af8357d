// The site's primary navigation, shared by the header, the phone menu and the
// footer. "Services" opens the services menu rather than being a plain link.
export interface SiteLink {
  to: string;
  label: string;
}

/** Primary links after the Services menu. */
export const PRIMARY_LINKS: SiteLink[] = [
  { to: '/about', label: 'About' },
  { to: '/team', label: 'Team' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/clients', label: 'Clients' },
  { to: '/shop', label: 'Shop' },
  { to: '/contact', label: 'Contact' },
];

/** Footer quick links (certifications, feedback and privacy sit in the footer's bottom row). */
export const QUICK_LINKS: SiteLink[] = [{ to: '/services', label: 'All services' }, ...PRIMARY_LINKS];
