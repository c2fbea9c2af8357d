// Composition root: the kernel, the installed plugins and the public site.
// The only module that sees all three.
import '@kernel/styles.css';
import { mountApp } from '@kernel/app/mount-app.tsx';
import { createQueryClient } from '@kernel/data/query-client.ts';
import { hydrateServedQueries } from '@kit/ssr/served-queries.ts';
import { siteRoutes } from '../site/routes.tsx';
import { plugins } from './plugins.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A private page rendered on the server came with its data (ADR 062): the first render uses it.
const queryClient = createQueryClient();
hydrateServedQueries(queryClient);
mountApp(root, { plugins, siteRoutes }, queryClient);
