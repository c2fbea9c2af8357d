// Composition root: the kernel, the installed plugins and the public site.
// The only module that sees all three. The plugins' manifests load on the
// first visit outside the site (ADR 080): a public page's first download is
// the site alone.
// First: zod's configuration, before any module that builds a schema (ADR 085).
import './zod-jitless.ts';
import '@kernel/styles.css';
import { mountApp } from '@kernel/app/mount-app.tsx';
import { siteRoutes } from '../site/routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
mountApp(root, { siteRoutes, loadPlugins: async () => (await import('./plugins.ts')).plugins });
