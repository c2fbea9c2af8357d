// Shown while rows are selected: how many, the screen's actions for them, and
// a way out. Destructive actions ask first (kernel/ui ConfirmDialog).
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Button } from '@kit/ui/button.tsx';
import { useState } from 'react';
import type { BulkAction } from './list-column.ts';

export function BulkBar<T>(props: {
  count: number;
  actions: readonly BulkAction<T>[];
  running: boolean;
  onRun: (action: BulkAction<T>) => void;
  onClear: () => void;
}) {
  const [asking, setAsking] = useState<BulkAction<T> | null>(null);
  return (
    <div
      role="toolbar"
      aria-label="Selected rows"
      className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-3 py-2"
    >
      <p className="mr-auto text-sm font-medium tabular-nums" aria-live="polite">
        {props.count} selected
      </p>
      {props.actions.map((action) => {
        const Icon = action.icon;
        return (
          <Button
            key={action.id}
            size="sm"
            variant={action.destructive ? 'destructive' : 'outline'}
            disabled={props.running}
            onClick={() => (action.destructive || action.confirm ? setAsking(action) : props.onRun(action))}
          >
            {Icon && <Icon aria-hidden="true" />}
            {action.label}
          </Button>
        );
      })}
      <Button size="sm" variant="ghost" onClick={props.onClear}>
        Clear selection
      </Button>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking?.confirm?.title(props.count) ?? `${asking?.label ?? ''} ${props.count} selected?`}
        description={asking?.confirm?.description ?? 'This cannot be undone.'}
        confirmLabel={asking?.confirm?.confirmLabel ?? asking?.label ?? 'Confirm'}
        destructive={asking?.destructive}
        onConfirm={() => {
          if (asking) props.onRun(asking);
          setAsking(null);
        }}
      />
    </div>
  );
}
