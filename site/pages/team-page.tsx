// "/team": the team members published in Settings → Website (ADR 067), in their order, then the
// disciplines on the team. With nobody published yet, the disciplines and a note, as before.

import { useWebsiteContent } from '../cms/website-content.ts';
import { SitePage } from '../components/site-page.tsx';
import { TeamMembers } from '../components/team-members.tsx';
import { DISCIPLINES } from '../content/company.ts';

export default function TeamPage() {
  const team = useWebsiteContent()?.team ?? [];
  return (
    <SitePage
      title="Our team"
      documentTitle="Team"
      crumbs={[]}
      intro="Registered safety and health advisors, environmental experts, occupational hygienists, health practitioners and trainers."
    >
      {team.length > 0 && <TeamMembers members={team} />}
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {DISCIPLINES.map((d) => (
          <li key={d.title} className="rounded-lg border p-5">
            <h2 className="font-semibold">{d.title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{d.body}</p>
          </li>
        ))}
      </ul>
      {team.length === 0 && (
        <p className="text-sm text-muted-foreground">Individual team profiles will be published here soon.</p>
      )}
    </SitePage>
  );
}
