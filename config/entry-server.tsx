// The server renderer (ADR 058): built by `vite build` into dist/server/entry-server.js
// (vite.config.ts, the `ssr` environment) and loaded by the embedded server
// (server/spa/ssr.ts). Given a request's URL it answers, from the same route
// table the browser uses (kernel + site + plugins, so a page the shop adds to
// site/routes.tsx is known here too):
// - a public page (site, auth pages): its status (200, or 404 for a page that
//   does not exist), the <head> tags and the HTML of <div id="root">;
// - a moved page (a route with `movedTo`): a 301 with its new address;
// - a plugin's private page whose screen exports `serverPage` (the client's quotation and invoice,
//   ADR 062): rendered with its data, read as the visitor, and that data embedded for the browser;
// - an app path the browser renders alone (the dashboard, other plugin screens): "app";
// - any other path: 404 with the not-found page.
// Like main.tsx, the only module that sees the kernel, the site and the plugins.
import { COMPANY } from '@config/constants.ts';
import { authRoutes } from '@kernel/app/auth-routes.ts';
import type { RouteHandle } from '@kernel/app/build-routes.ts';
import { createAppRoutes } from '@kernel/app/create-app-routes.tsx';
import { createQueryClient } from '@kernel/data/query-client.ts';
import type { ScreenModule } from '@kernel/registry/types.ts';
import { createSessionStore, SessionStoreContext } from '@kernel/session/use-session.ts';
import { servedQueriesTag } from '@kit/ssr/served-queries.ts';
import type { ServerPage, ServerRenderedScreen, ServerRpc } from '@kit/ssr/server-page.ts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  generatePath,
  matchRoutes,
  type Params,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router-dom';
import { withoutBuiltInTexts } from '../site/cms/service-texts.ts';
import {
  parseWebsiteContent,
  ServerWebsiteContent,
  type WebsiteContent,
  websiteContentScript,
} from '../site/cms/website-content.ts';
import { siteRoutes } from '../site/routes.tsx';
import { buildHead, type CompanyFacts, escapeHtml } from '../site/seo/head.ts';
import { PAGE_DESCRIPTIONS } from '../site/seo/page-descriptions.ts';
import {
  type PageMeta,
  type PublicRpc,
  type ServedPageRead,
  type SiteHandle,
  topLevelCrumbs,
} from '../site/seo/page-meta.ts';
import { type ServedPage, ServerServedPage, servedPageScript } from '../site/seo/served-page.tsx';
import { plugins } from './plugins.ts';

export interface RenderInput {
  /** The request's full URL (path and query). */
  url: string;
  siteUrl: string;
  company: CompanyFacts | null;
  rpc: PublicRpc;
  /** Public RPCs with arguments, as the visitor (a private page's document by its token). */
  call: ServerRpc;
}

export type RenderResult =
  | { kind: 'page'; status: 200 | 404; head: string; body: string; tail?: string; private?: boolean }
  | { kind: 'redirect'; status: 301; location: string }
  | { kind: 'app' };

// The site pages' descriptions are the server's alone, not in the browser's route table (ADR 088): each site
// route's handle gets its text here, before anything reads it.
for (const route of pathsOf(siteRoutes)) {
  const handle = route.handle as AnyHandle;
  const description = route.path ? PAGE_DESCRIPTIONS[route.path] : undefined;
  if (handle && description && !handle.description) handle.description = description;
}

const routes = createAppRoutes({ plugins, siteRoutes });
const handler = createStaticHandler(routes);

type AnyHandle = Partial<SiteHandle & RouteHandle> | undefined;

const NOT_FOUND: PageMeta = {
  title: 'Page not found',
  description: 'This page does not exist or has moved.',
  noindex: true,
};

/** The head of a site or auth page from its handle; null when the page does not exist. */
async function metaOf(handle: AnyHandle, path: string, params: Params, rpc: PublicRpc) {
  if (!handle?.title) return null;
  if (handle.meta) return handle.meta(params, rpc);
  if (!handle.description) return null;
  return {
    title: path === '/' ? null : handle.title,
    description: handle.description,
    noindex: handle.noindex,
    breadcrumbs: handle.noindex ? undefined : topLevelCrumbs(handle.title, path),
  } satisfies PageMeta;
}

/**
 * The published site content (Settings → Website, ADR 067), read as a visitor on every render. The service
 * texts equal to the site's own wording are left out (ADR 086): the page shows the same, and the copy in the
 * head stays small.
 */
async function readWebsiteContent(rpc: PublicRpc): Promise<WebsiteContent | null> {
  const [row] = await rpc('website_content');
  const content = row ? parseWebsiteContent(row) : null;
  return content ? withoutBuiltInTexts(content) : null;
}

/** One request's reads: a page's head and its body ask for public.website_content() once between them. */
function readOnce(rpc: PublicRpc): PublicRpc {
  const answers = new Map<string, ReturnType<PublicRpc>>();
  return (name) => {
    let answer = answers.get(name);
    if (!answer) {
      answer = rpc(name);
      answers.set(name, answer);
    }
    return answer;
  };
}

function renderBody(
  context: Exclude<Awaited<ReturnType<typeof handler.query>>, Response>,
  opts: { queryClient?: QueryClient; content?: WebsiteContent | null; served?: ServedPage } = {},
) {
  // The server never knows the visitor's session: pages render as for a signed-out visitor (the
  // browser renders over them with its own state, ADR 058).
  const sessions = createSessionStore();
  sessions.set({ checked: true });
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree as the browser's (kernel/app/mount-app.tsx): the session around the router, the rest in
  // the route table (the root, and the app frame for private pages). Only wrappers with one child are
  // added here (the page's cache, the published content), so React's ids match when the page hydrates.
  const html = renderToString(
    <StrictMode>
      {/* A jotai store per request too: no atom a page sets (a record's title) outlives its request. */}
      <SessionStoreContext value={sessions}>
        <JotaiProvider store={createStore()}>
          <QueryClientProvider client={opts.queryClient ?? createQueryClient()}>
            {/* The published content this page is rendered with; its head carries the same copy for the
              browser's first render (site/cms/website-content.ts). */}
            <ServerWebsiteContent value={opts.content ?? null}>
              {/* The record a page shows (a product, ADR 088); its head carries the same copy. */}
              <ServerServedPage value={opts.served}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </ServerServedPage>
            </ServerWebsiteContent>
          </QueryClientProvider>
        </JotaiProvider>
      </SessionStoreContext>
    </StrictMode>,
  );
  // A form typed into before the app has loaded must not submit natively (a GET would put a password
  // in the address): forms stay inert until the browser hydrates (kernel/app/mount-app.tsx).
  return html.replace(/<form(?=[\s>])/g, '<form inert=""');
}

/** The `serverPage` the screen of a public plugin route exports, if any (ADR 062). */
async function serverPageOf(pluginId: string, path: string | undefined): Promise<ServerPage | null> {
  const route = plugins.find((p) => p.id === pluginId)?.routes.find((r) => r.public && r.path === path);
  if (!route?.load) return null;
  const screen: ScreenModule & ServerRenderedScreen = await route.load();
  return screen.serverPage ?? null;
}

/**
 * A private link's page (ADR 062): its read made here as the visitor, the screen rendered from that
 * cache, and the cache embedded so the browser hydrates without reading again. A failed read (an
 * unknown or revoked token) renders the screen's own "this link does not open…" with 404.
 */
async function renderPrivatePage(page: ServerPage, url: URL, params: Params, input: RenderInput) {
  const queryClient = createQueryClient();
  const query = page.query(params, input.call);
  await queryClient.prefetchQuery({ ...query, retry: false });
  const found = queryClient.getQueryState(query.queryKey)?.status === 'success';
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) return { kind: 'app' } as const;
  const firm = input.company?.name?.trim() || COMPANY.name;
  const head = [
    `<title>${escapeHtml(`${page.title} — ${firm}`)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    '<meta name="robots" content="noindex" />',
  ].join('\n    ');
  return {
    kind: 'page',
    status: found ? 200 : 404,
    head,
    body: renderBody(context, { queryClient }),
    tail: servedQueriesTag(queryClient),
    private: true,
  } as const;
}

export async function render(request: RenderInput): Promise<RenderResult> {
  const input = { ...request, rpc: readOnce(request.rpc) };
  const url = new URL(input.url);
  // Matched first without loading any screen: only the pages rendered here load their code.
  const leaf = matchRoutes(routes, url.pathname)?.at(-1);
  if (!leaf) return { kind: 'app' };
  const handle = leaf.route.handle as AnyHandle;
  if (handle?.movedTo) {
    const to = generatePath(handle.movedTo, leaf.params as Record<string, string>);
    return { kind: 'redirect', status: 301, location: `${to}${url.search}` };
  }
  // The dashboard (all of /dashboard/*: the browser's guard decides, and shows its own not-found page to
  // staff) and plugins' own public screens (survey fill, the shop's invoices) render in the browser,
  // but for the private pages that are rendered here with their data.
  if (/^\/dashboard(\/|$)/.test(url.pathname)) return { kind: 'app' };
  if (handle?.pluginId) {
    const page = await serverPageOf(handle.pluginId, leaf.route.path);
    return page ? renderPrivatePage(page, url, leaf.params, input) : { kind: 'app' };
  }
  const catchAll = leaf.route.path === '*' || handle?.notFound === true;
  // A page with its record (a product): read once, for its head and its body; null is "no such record".
  const read: ServedPageRead | null | undefined =
    !catchAll && handle?.served ? await handle.served(leaf.params, input.call) : undefined;
  const meta = catchAll
    ? null
    : read !== undefined
      ? (read?.meta ?? null)
      : await metaOf(handle, url.pathname, leaf.params, input.rpc);
  if (!catchAll && !meta && !handle?.meta && !handle?.served) return { kind: 'app' };
  const served: ServedPage | undefined =
    read === null
      ? { path: url.pathname, data: null }
      : read?.data !== undefined
        ? { path: url.pathname, data: read.data }
        : undefined;
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location ? { kind: 'redirect', status: 301, location } : { kind: 'app' };
  }
  const head = buildHead({
    meta: meta ?? NOT_FOUND,
    path: url.pathname,
    siteUrl: input.siteUrl,
    company: input.company,
    fallbackName: COMPANY.name,
    fallbackTagline: COMPANY.tagline,
  });
  const content = await readWebsiteContent(input.rpc);
  const copies = [head, content ? websiteContentScript(content) : '', served ? servedPageScript(served) : ''];
  return {
    kind: 'page',
    status: meta ? 200 : 404,
    head: copies.filter(Boolean).join('\n    '),
    body: renderBody(context, { content, served }),
  };
}

function pathsOf(list: RouteObject[], out: RouteObject[] = []): RouteObject[] {
  for (const r of list) {
    out.push(r);
    if (r.children) pathsOf(r.children, out);
  }
  return out;
}

/** Every page for search engines: the public routes without parameters, and what parametrised ones list. */
export async function sitemapPaths(rpc: PublicRpc): Promise<string[]> {
  const paths = new Set<string>();
  for (const route of pathsOf([...siteRoutes, ...authRoutes])) {
    const handle = route.handle as AnyHandle;
    if (!route.path || !handle || handle.noindex || handle.notFound) continue;
    if (handle.sitemap) for (const p of await handle.sitemap(rpc)) paths.add(p);
    else if (!/[:*]/.test(route.path) && handle.description) paths.add(route.path);
  }
  return [...paths];
}

/**
 * What crawlers should not fetch: the back-office and the plugins' public screens, which are
 * reached by private links (an invoice's token) or are forms, not pages.
 */
export function robotsDisallow(): string[] {
  const prefixes = new Set<string>(['/dashboard/']);
  for (const plugin of plugins)
    for (const route of plugin.routes)
      if (route.public) {
        // Up to the first parameter: /invoice/:token → /invoice/, /shop/invoices stays itself.
        const param = route.path.indexOf('/:');
        prefixes.add(param < 0 ? route.path : route.path.slice(0, param + 1));
      }
  return [...prefixes].sort();
}
