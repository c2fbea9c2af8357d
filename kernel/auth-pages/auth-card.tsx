import { COMPANY } from '@config/constants.ts';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function AuthCard(props: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <div className="w-full max-w-sm">
        <Link to="/" className="mb-6 flex items-center justify-center gap-2 font-semibold">
          <ShieldCheck className="size-6 text-primary" aria-hidden="true" /> {COMPANY.name}
        </Link>
        <div className="rounded-lg border bg-card p-6 shadow-sm">
          <h1 className="text-xl font-semibold">{props.title}</h1>
          {props.description && <p className="mt-1 text-sm text-muted-foreground">{props.description}</p>}
          <div className="mt-5">{props.children}</div>
        </div>
        {props.footer && <div className="mt-4 text-center text-sm text-muted-foreground">{props.footer}</div>}
      </div>
    </main>
  );
}
