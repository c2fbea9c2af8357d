// Storybook helper: Storybook's preview already wraps every story in a
// MemoryRouter (on a dashboard path), and routers cannot nest, so site
// stories render their page through <Routes location> inside SiteLayout.
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../layout/site-layout.tsx';

export function AtSitePath(props: { path: string; pattern?: string; children: ReactNode; bare?: boolean }) {
  const page = <Route path={props.pattern ?? '*'} element={props.children} />;
  return (
    <Routes location={props.path}>
      {props.bare ? page : <Route element={<SiteLayout />}>{page}</Route>}
    </Routes>
  );
}
