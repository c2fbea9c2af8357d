// "New quotation" on a customer's or a lead's page (a record action): opens the
// quotation form prefilled (`/dashboard/create-quotation?customer=<id>` / `?lead=<id>`).
import type { RecordActionProps } from '@kernel/registry/extension-points.ts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

export default function NewQuotationAction({ target, onDone }: RecordActionProps) {
  const navigate = useNavigate();
  const went = useRef(false);
  useEffect(() => {
    if (went.current) return;
    went.current = true;
    onDone(false);
    const key = target.type === 'leads' ? 'lead' : 'customer';
    navigate(`/dashboard/create-quotation?${key}=${encodeURIComponent(target.id)}`);
  }, [navigate, onDone, target.id, target.type]);
  return null;
}
