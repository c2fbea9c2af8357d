import { tabTitle, useCompanyName } from '@kit/format/company-name.ts';
import { useEffect } from 'react';

/**
 * Sets the browser tab title: "About — Safeworks"; the home page passes null for the firm's own
 * title. The firm's name is Settings → Company's, as in the server-rendered head.
 */
export function useDocumentTitle(title: string | null) {
  const firm = useCompanyName();
  useEffect(() => {
    document.title = tabTitle(title, firm);
  }, [title, firm]);
}
