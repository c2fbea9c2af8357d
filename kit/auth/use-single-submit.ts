import { type FormEvent, useRef } from 'react';

/**
 * A form's onSubmit that runs `submit` at most once at a time. The submit
 * button is also disabled while submitting, but a quick second Enter or click
 * can arrive before React re-renders; this ref closes that gap.
 */
export function useSingleSubmit(submit: (e: FormEvent) => Promise<void>): (e: FormEvent) => Promise<void> {
  const busy = useRef(false);
  return async (e) => {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await submit(e);
    } finally {
      busy.current = false;
    }
  };
}
