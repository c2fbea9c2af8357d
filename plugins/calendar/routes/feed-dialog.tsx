// The member's iCal feed: a secret address to subscribe to from Google
// Calendar, Outlook or a phone. Only a hash of the secret is kept, so the
// address is shown once, when it is made; making a new one stops the old one.

import { useSession } from '@kernel/session/use-session.ts';
import { CopyButton } from '@kit/record/copy-button.tsx';
import { Button } from '@kit/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@kit/ui/dialog.tsx';
import { Input } from '@kit/ui/input.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { calendarKeys, feedUrl, fetchFeedToken, regenerateFeedToken, revokeFeedToken } from '../data.ts';

export function FeedDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const key = [...calendarKeys.all, 'feed-token', user?.id];
  const current = useQuery({
    queryKey: key,
    queryFn: () => fetchFeedToken(user?.id ?? ''),
    enabled: props.open && !!user,
  });
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const make = async () => {
    setBusy(true);
    try {
      setUrl(feedUrl(await regenerateFeedToken()));
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  };
  const stop = async () => {
    setBusy(true);
    try {
      await revokeFeedToken();
      setUrl(null);
      await queryClient.invalidateQueries({ queryKey: key });
      toast.success('Your calendar feed is switched off');
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) setUrl(null);
        props.onOpenChange(open);
      }}
    >
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Your calendar on your phone</DialogTitle>
          <DialogDescription>
            Subscribe to this secret address in Google Calendar, Outlook or your phone's calendar to see the
            events you attend (and the ones you made without attendees). Anyone with the address can read
            them: keep it to yourself, and make a new one if it got out.
          </DialogDescription>
        </DialogHeader>
        {url ? (
          <div className="space-y-2">
            <p className="text-sm">Copy it now: it is shown only once.</p>
            <div className="flex gap-2">
              <Input readOnly value={url} aria-label="Feed address" onFocus={(e) => e.target.select()} />
              <CopyButton value={url} label="feed address" />
            </div>
          </div>
        ) : (
          <p className="text-sm">
            {current.data
              ? 'You have a feed address. Making a new one stops the old one.'
              : 'You have no feed address yet.'}
          </p>
        )}
        <DialogFooter>
          {current.data && (
            <Button variant="outline" onClick={() => void stop()} disabled={busy}>
              Switch the feed off
            </Button>
          )}
          <Button onClick={() => void make()} disabled={busy}>
            {current.data ? 'Make a new address' : 'Make my feed address'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
