// Business constants of spec §9 that the front end needs.
/** The one organization whose module switches the app reads. */
export const ORGANIZATION_ID = 1;
/** Toasts: spec §9. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;
export const TOAST_WIDTH_PX = 356;
/** sessionStorage key holding the dashboard path to return to after login. */
export const REDIRECT_STORAGE_KEY = 'safeworks.redirectAfterLogin';
export const COMPANY = {
  name: 'Safeworks',
  tagline: 'Occupational safety, health and environmental consultancy',
} as const;
