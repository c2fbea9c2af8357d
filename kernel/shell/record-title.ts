// The name of the record a page shows ("Naivasha Greenhouses Ltd"), for the last breadcrumb and the
// document title in place of the route's generic title ("Customer"). Record pages set it through
// the kit host (RecordPage does, for every record page); it is tied to the path it was set on, so
// it never outlives its page.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const recordTitleAtom = atom<{ path: string; title: string } | null>(null);

/** The shown record's name on the current path, if its page gave one. */
export function useRecordTitleOf(path: string): string | null {
  const current = useAtomValue(recordTitleAtom);
  return current?.path === path ? current.title : null;
}

/** Names the record of the current page (nothing while `title` is empty). */
export function useRecordTitle(title: string | undefined): void {
  const set = useSetAtom(recordTitleAtom);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    set({ path: pathname, title });
    return () => set((c) => (c?.path === pathname && c.title === title ? null : c));
  }, [set, pathname, title]);
}
