import { buttonVariants } from '@kit/ui/button-variants.ts';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-semibold tracking-tight">Page not found</h1>
      <p className="max-w-md text-muted-foreground">
        The page you asked for does not exist or has moved. Check the address, or go back to a page you know.
      </p>
      <div className="flex gap-2">
        <Link to="/" className={buttonVariants()}>
          Home page
        </Link>
        <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
          Dashboard
        </Link>
      </div>
    </main>
  );
}
