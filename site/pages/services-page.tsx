import { Link } from 'react-router-dom';
import { SERVICES } from '../content/services.ts';
import { SimplePage } from './simple-page.tsx';

export default function ServicesPage() {
  return (
    <SimplePage
      title="Services"
      intro="Everything an employer needs to keep people safe and meet the law, from one firm."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {SERVICES.map((s) => (
          <li key={s.slug} className="rounded-lg border p-5">
            <h2 className="text-lg font-semibold">
              <Link to={`/services/${s.slug}`} className="hover:underline">
                {s.title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{s.summary}</p>
          </li>
        ))}
      </ul>
    </SimplePage>
  );
}
