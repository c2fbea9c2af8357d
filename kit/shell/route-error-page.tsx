// The router's errorElement: a screen that failed to load or threw. After a
// deploy, an open tab may ask for a lazy chunk that no longer exists; a reload
// fetches the new build, so that case says so instead of "Something went wrong".

import { buttonVariants } from '@kit/ui/button-variants.ts';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './not-found-page.tsx';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|module script failed|Loading chunk|Importing a module script/i.test(
    message,
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunk = isChunkLoadError(error);
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">
        {chunk ? 'A new version is available' : 'Something went wrong'}
      </h1>
      <p className="max-w-md text-muted-foreground">
        {chunk
          ? 'This page was updated since you opened the app. Reload to get the latest version.'
          : 'This page could not be shown. Reload to try again; if it keeps happening, tell your administrator.'}
      </p>
      <div className="flex gap-2">
        {/* A plain button with the Button's classes: no radix Slot in every page's first download (ADR 085). */}
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Home page
        </Link>
      </div>
    </main>
  );
}
