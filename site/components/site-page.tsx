// A public page: a heading band (optional breadcrumb trail, h1, intro) over
// the page body, with the browser tab title set from the heading.
import { cn } from '@kit/ui/cn.ts';
import { ChevronRight } from '@kit/ui/icons.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from './use-document-title.ts';

export interface Crumb {
  label: string;
  to: string;
}

export function SitePage(props: {
  title: string;
  /** Tab title when it should differ from the heading. */
  documentTitle?: string;
  intro?: ReactNode;
  /** Trail above the heading; the current page is added last. */
  crumbs?: Crumb[];
  /** Body width: prose pages read better narrow. */
  width?: 'prose' | 'wide';
  children?: ReactNode;
}) {
  useDocumentTitle(props.documentTitle ?? props.title);
  return (
    <>
      <div className="border-b bg-gradient-to-b from-accent/70 to-background print:bg-none">
        <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
          {props.crumbs && (
            <nav aria-label="Breadcrumb" className="no-print mb-4 text-sm text-muted-foreground">
              <ol className="flex flex-wrap items-center gap-1">
                {[{ label: 'Home', to: '/' }, ...props.crumbs].map((c) => (
                  <li key={c.to} className="flex items-center gap-1">
                    <Link to={c.to} className="rounded-sm hover:text-foreground hover:underline">
                      {c.label}
                    </Link>
                    <ChevronRight className="size-3.5" aria-hidden="true" />
                  </li>
                ))}
                <li aria-current="page" className="text-foreground">
                  {props.title}
                </li>
              </ol>
            </nav>
          )}
          <h1 className="max-w-3xl text-3xl font-semibold tracking-tight text-balance md:text-4xl">
            {props.title}
          </h1>
          {props.intro && (
            <div className="mt-3 max-w-3xl text-lg text-pretty text-muted-foreground">{props.intro}</div>
          )}
        </div>
      </div>
      {props.children && (
        <div
          className={cn(
            'mx-auto grid gap-8 px-4 py-10 md:py-14',
            props.width === 'prose' ? 'max-w-3xl' : 'max-w-6xl',
          )}
        >
          {props.children}
        </div>
      )}
    </>
  );
}
