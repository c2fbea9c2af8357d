// "Create project" on a lead's page (a record action): asks once, then
// create_project_from_lead makes the project in one transaction — the lead is
// marked won and gets a customer if it has none, its service's template is
// applied — and the project opens. A lead that already has its project opens
// that one.
import { type DataError, isDataError } from '@kernel/data/data-error.ts';
import type { RecordActionProps } from '@kernel/registry/extension-points.ts';
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { createProjectFromLead, projectKeys } from '../data.ts';

export default function CreateFromLeadAction({ target, onDone }: RecordActionProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  const busy = useRef(false);

  const create = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const project = await createProjectFromLead(target.id);
      toast.success(`Project ${project.number} created`);
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      onDone(true);
      navigate(`/dashboard/projects/${project.id}`);
    } catch (e) {
      toast.error(
        `The project could not be created: ${isDataError(e) ? (e as DataError).message : String(e)}`,
      );
      onDone(false);
    } finally {
      busy.current = false;
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Confirming closes the dialog too: the creation then ends the action itself.
        if (!next && !busy.current) onDone(false);
      }}
      title={`Create a project from ${target.title}?`}
      description="The lead is marked won (and becomes a customer if it is not one yet); the project gets its service's tasks and milestones. If the lead already has a project, that one opens."
      confirmLabel="Create project"
      onConfirm={() => void create()}
    />
  );
}
