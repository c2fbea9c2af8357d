// Unsaved edits are not thrown away silently: a link, the back button or a
// tab switch inside the app is held until the person confirms (react-router's
// blocker), and closing or reloading the browser tab gets the browser's own
// "Leave site?" question (beforeunload; browsers show their own text).
import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router-dom';

/** While `when` is true, leaving this location asks first. Hand the blocker to <UnsavedChangesDialog>. */
export function useUnsavedChangesWarning(when: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Chrome before 119 and Safari still need returnValue set to ask.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  // Saved in the meantime (or the edits were undone): let a held navigation go.
  useEffect(() => {
    if (!when && blocker.state === 'blocked') blocker.proceed();
  }, [when, blocker]);

  return blocker;
}
