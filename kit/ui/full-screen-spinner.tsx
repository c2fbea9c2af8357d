import { Spinner } from '@kit/ui/spinner.tsx';

/** Spec §2: shown while the session is checked or dashboard access is not yet granted. */
export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-background">
      <Spinner className="[&_svg]:size-10" />
    </div>
  );
}
