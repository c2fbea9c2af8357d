import { COMPANY } from '@config/constants.ts';
import { type ReactNode, useEffect } from 'react';

/** A public page's heading, intro and body, with the document title set. */
export function SimplePage(props: { title: string; intro?: ReactNode; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${props.title} — ${COMPANY.name}`;
  }, [props.title]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-semibold tracking-tight">{props.title}</h1>
      {props.intro && <div className="mt-3 text-lg text-muted-foreground">{props.intro}</div>}
      {props.children && <div className="mt-8 grid gap-4">{props.children}</div>}
    </div>
  );
}
