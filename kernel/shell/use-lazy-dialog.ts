import { useState } from 'react';

/**
 * State of a dialog whose code loads on first use: `mounted` turns true on the first `show()` and stays
 * true (so closing animates and reopening is instant), `open` follows the dialog.
 */
export function useLazyDialog() {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  return {
    mounted,
    open,
    setOpen,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
  };
}
