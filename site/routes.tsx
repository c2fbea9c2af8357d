// The public site's routes (spec §2), mounted by the app next to the kernel's
// auth pages and the dashboard.
import type { RouteObject } from 'react-router-dom';

export const siteRoutes: RouteObject[] = [];
