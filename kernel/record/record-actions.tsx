// The actions other plugins contribute to a record page (manifest
// `recordActions`, e.g. Email's "Send e-mail" on a customer): one button each,
// for the roles and module switches that allow it. Choosing one loads its
// component on demand and shows it until it reports back; `changed` refreshes
// the record's timeline, where such actions leave their trace.
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { useRecordActions } from '../app/use-contributions.ts';
import type { RecordActionProps, RecordActionTarget } from '../registry/extension-points.ts';
import { Button } from '../ui/button.tsx';
import { recordEventKeys } from './record-events-data.ts';

type Loader = () => Promise<{ default: ComponentType<RecordActionProps> }>;

// One lazy component per loader, so reopening an action does not load it again.
const lazies = new WeakMap<Loader, LazyExoticComponent<ComponentType<RecordActionProps>>>();
function lazyOf(load: Loader) {
  let component = lazies.get(load);
  if (!component) {
    component = lazy(load);
    lazies.set(load, component);
  }
  return component;
}

export function RecordActions({
  target,
  size = 'sm',
}: {
  target: RecordActionTarget;
  size?: 'sm' | 'default';
}) {
  const all = useRecordActions(target.type);
  const actions = target.person ? all.filter((a) => a.forPeople) : all;
  const [active, setActive] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const chosen = actions.find((a) => a.id === active);
  const Active = chosen ? lazyOf(chosen.load) : null;

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
