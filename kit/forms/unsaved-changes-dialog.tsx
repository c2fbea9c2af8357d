import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from '../ui/alert-dialog.tsx';

export const UNSAVED_TITLE = 'Leave without saving?';
export const UNSAVED_DESCRIPTION =
  'Your changes on this form are not saved yet. If you leave now they are lost.';

/** The question a held navigation asks: stay (the default, focused first) or leave and lose the edits. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
      title={UNSAVED_TITLE}
      description={UNSAVED_DESCRIPTION}
      cancelLabel="Stay on this page"
      confirmLabel="Leave and discard"
      destructive
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
