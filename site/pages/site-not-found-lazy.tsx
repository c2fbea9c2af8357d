// "Page not found" where a page found nothing to show (an unknown service slug, product or album): its code loads
// only then, not with every service and product page (issue 27: they are landings). This module comes with the
// entry (site/routes.tsx imports it), so those pages fetch no file for it. The server renders with the code
// already loaded (routes.tsx awaits it there), so a 404's HTML has the whole content; in the browser that HTML
// stays, in a Suspense boundary React leaves dehydrated, until the code arrives and it hydrates.
import { Suspense, use } from 'react';

type NotFoundModule = typeof import('./site-not-found.tsx');
type Settled = Promise<NotFoundModule> & { status?: 'fulfilled'; value?: NotFoundModule };

let code: Settled | null = null;

/** The not-found page's code, one promise for every need; marked settled, which `use` then reads at once. */
export function loadSiteNotFound(): Promise<NotFoundModule> {
  if (!code) {
    const loading: Settled = import('./site-not-found.tsx');
    loading.then(
      (m) => Object.assign(loading, { status: 'fulfilled', value: m }),
      () => {
        code = null; // the next need tries again (a deploy may have replaced the file)
      },
    );
    code = loading;
  }
  return code;
}

function Loaded() {
  const { SiteNotFound } = use(loadSiteNotFound());
  return <SiteNotFound />;
}

export function LazySiteNotFound() {
  return (
    <Suspense fallback={null}>
      <Loaded />
    </Suspense>
  );
}
