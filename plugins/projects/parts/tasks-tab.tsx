// The project page's Tasks tab. A placeholder: the Tasks helper (branch
// `tasks`) replaces this file with the board, list, checklists and timeline
// against the same schema (project_tasks, project_task_items,
// project_milestones). Keep the export: the project page renders
// <TasksTab projectId={…} />.
import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { ListChecks } from 'lucide-react';

export function TasksTab(props: { projectId: string }) {
  return (
    <EmptyState
      icon={ListChecks}
      title="Tasks are coming"
      description="The task board, checklists and milestones of this project will show here."
      action={<span className="sr-only" data-project-id={props.projectId} />}
    />
  );
}
