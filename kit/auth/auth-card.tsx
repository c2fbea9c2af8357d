// The frame of the sign-in, sign-up and password pages: the company name
// (back to the public site), one card with the page's h1, and a footer line.
import { COMPANY } from '@config/constants.ts';
import { tabTitle, useCompanyName } from '@kit/format/company-name.ts';
import { Card } from '@kit/ui/card.tsx';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';

export function AuthCard(props: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  // The tab title carries Settings → Company's name, as the server-rendered head does.
  const firm = useCompanyName();
  useEffect(() => {
    document.title = tabTitle(props.title, firm);
  }, [props.title, firm]);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <div className="w-full max-w-sm">
        <Link
          to="/"
          className="mx-auto mb-6 flex w-fit items-center justify-center gap-2 rounded-sm text-lg font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <ShieldCheck className="size-6 text-primary" aria-hidden="true" /> {COMPANY.name}
        </Link>
        <Card className="p-6">
          <h1 className="text-xl font-semibold">{props.title}</h1>
          {props.description && <p className="mt-1 text-sm text-muted-foreground">{props.description}</p>}
          <div className="mt-5">{props.children}</div>
        </Card>
        {props.footer && <div className="mt-4 text-center text-sm text-muted-foreground">{props.footer}</div>}
      </div>
    </main>
  );
}
