// The published team members (Settings → Website, ADR 067): photo (when there is one), name, role
// and a short bio. Photos sit in the public "branding" bucket; the address is relative to the
// site unless the app talks to a separate Supabase project, so the server's HTML and the
// browser's render agree.
import { UserRound } from 'lucide-react';
import type { WebsiteTeamMember } from '../cms/website-content.ts';

export function teamPhotoUrl(path: string): string {
  const base = (import.meta.env.VITE_SUPABASE_URL ?? '').replace(/\/+$/, '');
  return `${base}/storage/v1/object/public/branding/${path.split('/').map(encodeURIComponent).join('/')}`;
}

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
