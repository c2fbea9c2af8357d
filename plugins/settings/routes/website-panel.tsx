// Settings → Website (?tab=website, ADR 067, 082, 086): the public site's editable content — the home
// hero, the service pages' texts, the team members, the client logos, the certifications and the privacy
// policy — as a draft. Saving changes the draft only; visitors keep seeing the
// published content until "Publish" copies the draft over it (one RPC), and "Discard changes"
// puts the draft back to what is published. Superadmin only, as all of Settings (spec §6).
import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { Alert } from '@kit/ui/alert.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  discardWebsiteDraft,
  getWebsite,
  hasUnpublishedChanges,
  publishWebsite,
  type WebsiteDraft,
  websiteKeys,
} from '../website-data.ts';
import { CertificationsEditor } from './website-certifications-editor.tsx';
import { ClientsEditor } from './website-clients-editor.tsx';
import { HeroForm } from './website-hero-form.tsx';
import { PrivacyForm } from './website-privacy-form.tsx';
import { ServicesEditor } from './website-services-editor.tsx';
import { TeamEditor } from './website-team-editor.tsx';

export function WebsitePanel() {
  const website = useQuery({ queryKey: websiteKeys.all, queryFn: getWebsite });
  if (website.error)
    return (
      <Alert variant="destructive">
        The website content could not be read: {website.error.message}{' '}
        <Button variant="link" size="sm" onClick={() => void website.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  if (!website.data) return <Skeleton className="h-96" />;
  return <WebsiteEditor website={website.data} />;
}

function WebsiteEditor({ website }: { website: WebsiteDraft }) {
  const queryClient = useQueryClient();
  const reread = () => queryClient.invalidateQueries({ queryKey: websiteKeys.all });
  const changed = hasUnpublishedChanges(website);
  const [publishing, setPublishing] = useState(false);
  const publish = async () => {
    if (publishing) return;
    setPublishing(true);
    try {
      await publishWebsite();
      toast.success('Published: the site shows your changes');
    } catch (e) {
      toast.error(`Could not publish: ${e instanceof Error ? e.message : 'try again'}`);
    } finally {
      setPublishing(false);
      await reread();
    }
  };
  const discard = useConfirmedAction<null>({
    title: () => 'Discard unpublished changes?',
    description: () =>
      'The hero, service pages, team, client logos, certifications and privacy policy go back to what visitors see now. Your unpublished edits are lost.',
    confirmLabel: 'Discard changes',
    run: discardWebsiteDraft,
    done: () => 'Changes discarded',
    onSettled: () => void reread(),
  });

  return (
    <div className="grid gap-8">
      <section
        aria-label="Publishing"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 p-4"
      >
        <p role="status" className="flex items-center gap-2 text-sm">
          {changed ? (
            <>
              <Badge variant="secondary">Draft</Badge> Unpublished changes: visitors still see the published
              version.
            </>
          ) : (
            <>
              <Badge variant="outline">Published</Badge> The site shows exactly this.
            </>
          )}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" disabled={!changed || discard.busy} onClick={() => discard.ask(null)}>
            Discard changes
          </Button>
          <Button disabled={!changed || publishing} onClick={() => void publish()}>
            {publishing ? 'Publishing…' : 'Publish'}
          </Button>
        </div>
      </section>
      {discard.dialog}
      {/* Keyed by its content: a discard (or another session's edit) starts the form again from the draft. */}
      {website.draftHero && (
        <HeroForm key={JSON.stringify(website.draftHero)} hero={website.draftHero} onSaved={reread} />
      )}
      <ServicesEditor
        drafts={website.draftServices}
        published={website.publishedServices}
        onChanged={reread}
      />
      <TeamEditor members={website.draftTeam} onChanged={reread} />
      <ClientsEditor clients={website.draftClients} onChanged={reread} />
      <CertificationsEditor certifications={website.draftCertifications} onChanged={reread} />
      {website.draftPrivacy && (
        <PrivacyForm
          key={JSON.stringify(website.draftPrivacy)}
          policy={website.draftPrivacy}
          lastUpdated={website.publishedPrivacy?.last_updated}
          onSaved={reread}
        />
      )}
    </div>
  );
}

export default WebsitePanel;
