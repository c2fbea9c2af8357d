// A list-or-board screen's switch (leads, projects): the view kept in the URL (`?view=board`; the list is the
// default and has no key), changing it drops the list's page. One control, so the screens do not each write it.
import { Kanban, List } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../ui/button.tsx';

export type ListOrBoard = 'list' | 'board';

/** The view the URL asks for, and how to change it (replacing the history entry). */
export function useListOrBoard(): [ListOrBoard, (next: ListOrBoard) => void] {
  const [params, setParams] = useSearchParams();
  const view: ListOrBoard = params.get('view') === 'board' ? 'board' : 'list';
  const setView = (next: ListOrBoard) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (next === 'board') n.set('view', 'board');
        else n.delete('view');
        n.delete('page');
        return n;
      },
      { replace: true },
    );
  return [view, setView];
}

/** Two pressed-state buttons, "List" and "Board", in a labelled group. */
export function ViewSwitch(props: { view: ListOrBoard; onChange: (next: ListOrBoard) => void }) {
  const option = (id: ListOrBoard, label: string, Icon: typeof List) => (
    <Button
      size="sm"
      variant={props.view === id ? 'secondary' : 'ghost'}
      aria-pressed={props.view === id}
      onClick={() => props.onChange(id)}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
  return (
    <fieldset className="flex rounded-md border p-0.5" aria-label="View">
      {option('list', 'List', List)}
      {option('board', 'Board', Kanban)}
    </fieldset>
  );
}
