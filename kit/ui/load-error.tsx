import { Alert, AlertDescription } from './alert.tsx';
import { Button } from './button.tsx';

/**
 * "The board could not be loaded: <reason>" with a "Try again" button: what a screen or a part of one
 * shows when its read failed (a query's `error` and `refetch`).
 */
export function LoadError(props: { what: string; error: { message: string }; onRetry?: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertDescription className="flex flex-wrap items-center gap-2">
        {props.what} could not be loaded: {props.error.message}
        {props.onRetry && (
          <Button size="sm" variant="outline" onClick={props.onRetry}>
            Try again
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
