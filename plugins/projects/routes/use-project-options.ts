// The choices the projects screens offer: staff (managers, team), services
// (with whether a template exists) and customers — cached for five minutes.
import { useStaffMembers } from '@kit/pickers/staff-members.ts';
import { usePickerOptions } from '@kit/pickers/use-picker-options.ts';
import { useQuery } from '@tanstack/react-query';
import { listServiceChoices, projectKeys } from '../data.ts';

export function useProjectOptions() {
  const services = useQuery({
    queryKey: [...projectKeys.all, 'options', 'services'],
    queryFn: listServiceChoices,
    staleTime: 300_000,
  });
  // The customers module's picker, through the kernel (ADR 039): one query and one limit for every module.
  const customers = usePickerOptions('customer', { staleTime: 60_000 });
  const staff = useStaffMembers();
  return {
    services: services.data ?? [],
    customers: (customers.data ?? []).map((c) => ({ value: c.value, label: c.label })),
    staff: staff.data ?? [],
    /** All three have answered (a native select shows its value only once that option exists). */
    ready: [services, customers, staff].every((q) => q.data !== undefined),
    /** A refusal that is not being retried (the form shows it with a retry). */
    error: [services, customers, staff].find((q) => q.isError && !q.isFetching)?.error ?? null,
    retry: () => {
      for (const q of [services, customers, staff]) if (q.isError) void q.refetch();
    },
  };
}
