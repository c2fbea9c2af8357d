// Around every route outside the public site (the auth pages, plugins' public screens, the dashboard
// and the not-found page): the query cache, the installed plugins, the kit's host and the app-wide
// guard (spec §4). The site's pages sit beside it, not inside, and so never load any of it (ADR 080).

import { KitHostProvider } from '@kit/host/kit-host.tsx';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { appQueryClient } from '../data/app-query-client.ts';
import { PluginsProvider } from '../extensions/plugins-context.tsx';
import type { PublicPaths } from '../guard/public-paths.ts';
import { RouteGuard } from '../guard/route-guard.tsx';
import type { PluginManifest } from '../registry/types.ts';
import { kernelKitHost } from './kit-host.ts';

export function AppFrame({
  plugins,
  publicPaths,
}: {
  plugins: readonly PluginManifest[];
  publicPaths: PublicPaths;
}) {
  // A cache given from above (the server's per-request one, KernelProvider in tests and stories) wins;
  // in the browser it is the app's one cache.
  const outer = useContext(QueryClientContext);
  return (
    <QueryClientProvider client={outer ?? appQueryClient()}>
      <PluginsProvider plugins={plugins}>
        <KitHostProvider host={kernelKitHost}>
          <RouteGuard publicPaths={publicPaths}>
            <Outlet />
          </RouteGuard>
        </KitHostProvider>
      </PluginsProvider>
    </QueryClientProvider>
  );
}
