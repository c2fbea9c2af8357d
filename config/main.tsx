// Composition root: the kernel, the installed plugins and the public site.
// The only module that sees all three.
import '@kernel/styles.css';
import { mountApp } from '@kernel/app/mount-app.tsx';
import { siteRoutes } from '../site/routes.tsx';
import { plugins } from './plugins.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
mountApp(root, { plugins, siteRoutes });
