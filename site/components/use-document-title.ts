import { COMPANY } from '@config/constants.ts';
import { useEffect } from 'react';

/** Sets the browser tab title: "About — Safeworks"; the home page passes null for the firm's own title. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} — ${COMPANY.name}` : `${COMPANY.name} — ${COMPANY.tagline}`;
  }, [title]);
}
