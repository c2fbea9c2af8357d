import { Alert, AlertDescription } from './alert.tsx';
import { buttonVariants } from './button-variants.ts';

/**
 * The one failed-read message (ADR 045): "The board could not be loaded: <reason>" with a "Try again"
 * button — what a screen, a list, a tab or a card shows when its read failed (a query's `error` and
 * `refetch`). `what` names the thing ("the board"); its first letter is capitalised here.
 */
export function LoadError(props: { what: string; error: { message: string }; onRetry?: () => void }) {
  const what = props.what.charAt(0).toUpperCase() + props.what.slice(1);
  return (
    <Alert variant="destructive">
      <AlertDescription className="flex flex-wrap items-center gap-2">
        {what} could not be loaded: {props.error.message}
        {props.onRetry && (
          // A plain button with the Button's classes: no radix Slot on the public site's first download (ADR 085).
          <button
            type="button"
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
            onClick={props.onRetry}
          >
            Try again
          </button>
        )}
      </AlertDescription>
    </Alert>
  );
}
