// "/team": the disciplines on the team; profiles arrive with the public-site issue.
import { SitePage } from '../components/site-page.tsx';
import { DISCIPLINES } from '../content/company.ts';

export default function TeamPage() {
  return (
    <SitePage
      title="Our team"
      documentTitle="Team"
      crumbs={[]}
      intro="Registered safety and health advisors, environmental experts, occupational hygienists, health practitioners and trainers."
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {DISCIPLINES.map((d) => (
          <li key={d.title} className="rounded-lg border p-5">
            <h2 className="font-semibold">{d.title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{d.body}</p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">Individual team profiles will be published here soon.</p>
    </SitePage>
  );
}
