// What "/" shows when no public site is installed (siteRoutes empty), so a
// back-office-only build still has a front door.
import { COMPANY } from '@config/constants.ts';
import { buttonVariants } from '@kit/ui/button-variants.ts';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';

export function SiteFallback() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-8 text-center">
      <ShieldCheck className="size-10 text-primary" aria-hidden="true" />
      <h1 className="text-3xl font-semibold tracking-tight">{COMPANY.name}</h1>
      <p className="max-w-md text-muted-foreground">{COMPANY.tagline}</p>
      <div className="flex gap-2">
        <Link to="/login" className={buttonVariants()}>
          Sign in
        </Link>
        <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
          Dashboard
        </Link>
      </div>
    </main>
  );
}
