// Cached reads belong to the user who made them (RLS decided what they hold).
// When the signed-in user changes — sign-out, or another account signing in
// on this tab — the whole cache is dropped, so no screen ever shows one
// member's rows to another, even for a moment.
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { sessionAtom } from '../session/atoms.ts';

export function ClearCacheOnUserChange() {
  const queryClient = useQueryClient();
  const userId = useAtomValue(sessionAtom)?.user?.id ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    queryClient.clear();
  }, [userId, queryClient]);
  return null;
}
