// "New project" on a customer's page (a record action): opens the project form
// with the customer chosen (`/dashboard/projects/create?customer=<id>`).
import type { RecordActionProps } from '@kernel/registry/extension-points.ts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

export default function NewProjectAction({ target, onDone }: RecordActionProps) {
  const navigate = useNavigate();
  const went = useRef(false);
  useEffect(() => {
    if (went.current) return;
    went.current = true;
    onDone(false);
    navigate(`/dashboard/projects/create?customer=${encodeURIComponent(target.id)}`);
  }, [navigate, onDone, target.id]);
  return null;
}
