// Destructive actions ask first and can be taken back: a confirmation dialog,
// then a toast with Undo for a few seconds. Undo runs without asking again and
// offers no second undo (it is itself the way back).
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../ui/alert-dialog.tsx';

export interface ConfirmedActionOptions<A> {
  title: (arg: A) => string;
  description: (arg: A) => ReactNode;
  confirmLabel: string;
  /** Carries out the action; throws when refused (the toast says why). */
  run: (arg: A) => Promise<void>;
  /** Puts things back; omitted: no Undo button. */
  undo?: (arg: A) => Promise<void>;
  /** The toast after it is done ("Grace Wanjiru disabled"). */
  done: (arg: A) => string;
  /** The toast after an undo. */
  undone?: (arg: A) => string;
  /** After the action or its undo, either way (refresh a list). */
  onSettled?: () => void;
}

export interface ConfirmedAction<A> {
  /** Opens the confirmation for this target (a stable function: safe in memoised columns). */
  ask: (arg: A) => void;
  /**
   * Carries it out without asking, still offering Undo: for the harmless direction of a two-way
   * action (turning a module on asks nothing, turning it off does).
   */
  runNow: (arg: A) => void;
  /** Render once: the confirmation dialog. */
  dialog: ReactNode;
  /** The action (or undo) is running. */
  busy: boolean;
}

const message = (e: unknown) =>
  e instanceof Error && e.message ? e.message : 'That did not work. Try again.';

export function useConfirmedAction<A>(options: ConfirmedActionOptions<A>): ConfirmedAction<A> {
  const [pending, setPending] = useState<{ arg: A } | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(options);
  latest.current = options;

  const perform = async (step: 'run' | 'undo', arg: A) => {
    const o = latest.current;
    setBusy(true);
    try {
      if (step === 'run') {
        await o.run(arg);
        const undo = o.undo;
        toast.success(
          o.done(arg),
          undo ? { action: { label: 'Undo', onClick: () => void perform('undo', arg) } } : undefined,
        );
      } else {
        await o.undo?.(arg);
        toast.success(o.undone?.(arg) ?? 'Undone');
      }
    } catch (e) {
      toast.error(message(e));
    } finally {
      setBusy(false);
      o.onSettled?.();
    }
  };

  const o = options;
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={pending ? o.title(pending.arg) : ''}
      description={pending ? o.description(pending.arg) : ''}
      confirmLabel={o.confirmLabel}
      destructive
      onConfirm={() => {
        if (!pending) return;
        setPending(null);
        void perform('run', pending.arg);
      }}
    />
  );
  const ask = useCallback((arg: A) => setPending({ arg }), []);
  const performRef = useRef(perform);
  performRef.current = perform;
  const runNow = useCallback((arg: A) => void performRef.current('run', arg), []);
  return { ask, runNow, dialog, busy };
}
