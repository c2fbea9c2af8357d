// App pages name the back-office's first chunks in their HTML (issue 22 item 17), so the browser fetches them
// beside the entry instead of after it; the site's pages stay without them (ADR 080).
import { describe, expect, it } from 'vitest';
import { appWaveFiles, DASHBOARD_WAVE, withAppPreloads } from './app-preload.ts';

const manifest = {
  'config/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  _react: { file: 'assets/react-2.js' },
  '_react.js': { file: 'assets/react-2.js' },
  'config/plugins.ts': { file: 'assets/plugins-3.js', imports: ['_zod.js', '_react.js'] },
  '_zod.js': { file: 'assets/zod-4.js' },
  'kernel/app/create-app-routes.tsx': {
    file: 'assets/create-app-routes-5.js',
    imports: ['_zod.js', '_guard.js'],
  },
  '_guard.js': { file: 'assets/guard-6.js' },
  'kernel/shell/dashboard-layout.tsx': { file: 'assets/dashboard-layout-8.js', imports: ['_guard.js'] },
  'plugins/users/routes/users-page.tsx': { file: 'assets/users-7.js' },
};

describe('the dashboard opened by its address', () => {
  it('names the plugins, the app frame and what they import, once each, but not what the entry already loads', () => {
    expect(appWaveFiles(manifest)).toEqual([
      '/assets/plugins-3.js',
      '/assets/zod-4.js',
      '/assets/create-app-routes-5.js',
      '/assets/guard-6.js',
    ]);
  });

  it('adds the back-office frame at a /dashboard address', () => {
    expect(appWaveFiles(manifest, DASHBOARD_WAVE).at(-1)).toBe('/assets/dashboard-layout-8.js');
  });

  it('puts the tags in the head, and leaves the page as it was without a build manifest', () => {
    const page = '<html><head><title>Safeworks</title></head><body></body></html>';
    expect(withAppPreloads(page, '<link rel="modulepreload" href="/assets/plugins-3.js">')).toContain(
      '<link rel="modulepreload" href="/assets/plugins-3.js">\n  </head>',
    );
    expect(withAppPreloads(page, '')).toBe(page);
  });
});
