// "This may already be a customer": the likely duplicates find_customer_duplicates
// proposed, each with why and a link to open it, and the way to save anyway.
// Presentational (stories): the form decides when it shows.
import { Alert, AlertDescription, AlertTitle } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { DuplicateHit } from '../data.ts';

export function DuplicateWarning(props: {
  hits: readonly DuplicateHit[];
  onSaveAnyway: () => void;
  saving?: boolean;
}) {
  if (props.hits.length === 0) return null;
  return (
    <Alert role="alert" aria-labelledby="duplicate-warning-title">
      <AlertTitle id="duplicate-warning-title">This may already be a customer</AlertTitle>
      <AlertDescription>
        <ul className="mt-2 flex flex-col gap-2">
          {props.hits.map((hit) => (
            <li key={hit.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0">
                <span className="font-medium">{hit.name}</span>
                {hit.kra_pin && <span className="text-muted-foreground"> · {hit.kra_pin}</span>}
                <span className="block text-xs text-muted-foreground">{capitalise(hit.reason)}</span>
              </span>
              <Button asChild variant="outline" size="sm">
                <Link to={`/dashboard/customers/${hit.id}`} aria-label={`Open the existing one: ${hit.name}`}>
                  <ExternalLink aria-hidden="true" />
                  Open the existing one
                </Link>
              </Button>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex justify-end">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={props.onSaveAnyway}
            disabled={props.saving}
          >
            Save anyway
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
