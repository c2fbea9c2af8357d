// Cached reads belong to the user who made them (RLS decided what they hold).
// When the signed-in user changes — sign-out, or another account signing in
// on this tab — every cached answer is dropped, so no screen ever shows one
// member's rows to another, even for a moment.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../session/use-session.ts';

export function ClearCacheOnUserChange() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    // Unwatched reads go; watched ones lose their data at once and read again as the new user. Not
    // clear(): a screen mounted in the same commit as the change (the dashboard the login page opens)
    // would keep watching a query no longer in the cache, which invalidations (realtime) never reach.
    queryClient.getMutationCache().clear();
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.resetQueries({ type: 'active' });
  }, [userId, queryClient]);
  return null;
}
