// The actions other plugins contribute to a record page (manifest
// `recordActions`, e.g. Email's "Send e-mail" on a customer): one button each,
// for the roles and module switches that allow it. Choosing one loads its
// component on demand and shows it until it reports back; `changed` refreshes
// the record's timeline, where such actions leave their trace.

import type { RecordActionTarget } from '@kernel/registry/extension-points.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { lazyOnce } from '../contrib/lazy-once.ts';
import { useKitHost } from '../host/kit-host.tsx';
import { Button } from '../ui/button.tsx';
import { recordEventKeys } from './record-events-data.ts';

export function RecordActions({
  target,
  size = 'sm',
}: {
  target: RecordActionTarget;
  size?: 'sm' | 'default';
}) {
  const all = useKitHost().useRecordActions(target.type);
  const actions = target.person ? all.filter((a) => a.forPeople) : all;
  const [active, setActive] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const chosen = actions.find((a) => a.id === active);
  const Active = chosen ? lazyOnce(chosen.load) : null;

  if (actions.length === 0) return null;
  return (
    <>
      {actions.map((a) => {
        const Icon = a.icon;
        return (
          <Button key={a.id} size={size} variant="outline" onClick={() => setActive(a.id)}>
            {Icon && <Icon aria-hidden="true" />}
            {a.label}
          </Button>
        );
      })}
      {Active && (
        <Suspense fallback={null}>
          <Active
            target={target}
            onDone={(changed) => {
              setActive(null);
              if (changed) {
                void queryClient.invalidateQueries({
                  queryKey: recordEventKeys.of({ recordType: target.type, recordId: target.id }),
                });
              }
            }}
          />
        </Suspense>
      )}
    </>
  );
}
