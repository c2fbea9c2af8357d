import type { AppContext } from '../../context.ts';
import type { AuthLimits } from '../limits.ts';

/** What every auth route module gets. */
export interface AuthDeps {
  ctx: AppContext;
  limits: AuthLimits;
}

/** PostgreSQL's unique_violation, on both adapters. */
export const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';
