// Carries out a guard's redirect once per location: remember the path, show
// the toast, navigate (replace, so Back does not return to the refused page).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { rememberRedirect } from './redirect-memory.ts';

export interface Redirect {
  redirect: string;
  toast?: string;
  remember?: string;
}

export function useRedirect(target: Redirect | null): void {
  const navigate = useNavigate();
  const location = useLocation();
  // StrictMode runs effects twice; a toast must still show once per refused visit.
  const done = useRef<string | null>(null);
  const to = target?.redirect ?? null;
  const message = target?.toast;
  const remember = target?.remember;
  useEffect(() => {
    if (!to) {
      done.current = null;
      return;
    }
    const key = `${location.key}|${to}`;
    if (done.current === key) return;
    done.current = key;
    if (remember) rememberRedirect(remember);
    // The id makes sonner update an identical visible toast instead of stacking a copy.
    if (message) toast.error(message, { id: message });
    void navigate(to, { replace: true });
  }, [to, message, remember, location.key, navigate]);
}
