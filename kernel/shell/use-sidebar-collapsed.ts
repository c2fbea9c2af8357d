import { useCallback, useState } from 'react';

export const SIDEBAR_COLLAPSED_KEY = 'safeworks.sidebarCollapsed';

function read(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === '1';
  } catch {
    return false; // storage blocked (privacy mode): start expanded
  }
}

/** Whether the desktop sidebar is collapsed, remembered in this browser across visits. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setState] = useState(read);
  const set = useCallback((next: boolean) => {
    setState(next);
    try {
      localStorage.setItem(SIDEBAR_COLLAPSED_KEY, next ? '1' : '0');
    } catch {
      // Not remembered, still applied.
    }
  }, []);
  return [collapsed, set];
}
