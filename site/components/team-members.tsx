// The published team members (Settings → Website, ADR 067, 082): photo (when there is one, its
// width and height set so nothing shifts as it loads), name, role and a short bio. Photos sit in
// the public "branding" bucket (cms/website-content.ts publicFileUrl).
import { UserRound } from 'lucide-react';
import { publicFileUrl, type WebsiteTeamMember } from '../cms/website-content.ts';

export const teamPhotoUrl = (path: string) => publicFileUrl('branding', path);

export function TeamMembers({ members }: { members: WebsiteTeamMember[] }) {
  return (
    <ul aria-label="Team members" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((m) => (
        <li key={m.key} className="flex gap-4 rounded-lg border p-5">
          {m.photo_path ? (
            <img
              src={teamPhotoUrl(m.photo_path)}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 shrink-0 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-16 shrink-0 place-items-center rounded-full bg-accent text-primary"
            >
              <UserRound className="size-8" />
            </span>
          )}
          <div>
            <h2 className="font-semibold">{m.name}</h2>
            <p className="text-sm font-medium text-primary">{m.role}</p>
            {m.bio && <p className="mt-2 text-sm text-pretty text-muted-foreground">{m.bio}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
