// One staff member's record page (/dashboard/users/:id, the id being the
// account's auth id, as the list links it): their profile facts, and the
// timeline of their profile — role, name, phone and job-title changes written
// by the database's audit trigger, and notes admins add.
import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { timeAgo } from '@kit/notifications/relative-time.ts';
import type { TimelineFields } from '@kit/record/describe-record-event.ts';
import { RecordLoader } from '@kit/record/record-loader.tsx';
import { RecordPage } from '@kit/record/record-page.tsx';
import { RecordTimeline } from '@kit/record/record-timeline.tsx';
import { useQuery } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { getUser, type UserRecord, userKeys } from '../data.ts';

const ROLE_LABELS: Record<string, string> = {
  superadmin: 'Superadmin',
  admin: 'Admin',
  staff: 'Staff',
  customer: 'Customer',
};

/** How profiles' columns read on the timeline ("changed role from Staff to Admin"). */
export const PROFILE_FIELDS: TimelineFields = {
  full_name: { label: 'name' },
  role: { label: 'role', format: (v) => ROLE_LABELS[String(v)] ?? String(v) },
  job_title: { label: 'job title' },
  phone: { label: 'phone' },
  email: { label: 'e-mail' },
  is_active: { label: 'account', format: (v) => (v ? 'active' : 'disabled') },
};

const back = { to: '/dashboard/users', label: 'All users' };

export default function UserRecordPage() {
  const { id = '' } = useParams();
  const user = useQuery({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });
  // Role changes, disabling and the member's own edits show at once.
  useLiveInvalidation({ table: 'profiles', filter: `auth_id=eq.${id}`, queryKey: userKeys.detail(id) });

  return (
    <RecordLoader
      query={user}
      noun="user"
      back={back}
      notFound={{ icon: UserX, description: 'The account may have been deleted.' }}
    >
      {(record) => <MemberRecord member={record} />}
    </RecordLoader>
  );
}

function MemberRecord({ member }: { member: UserRecord }) {
  const { date } = useFormatters();
  const name = member.full_name || member.email || 'Unnamed account';
  return (
    <RecordPage
      back={back}
      title={name}
      subtitle={[ROLE_LABELS[member.role], member.job_title].filter(Boolean).join(' · ')}
      status={
        member.is_active ? { label: 'Active', tone: 'secondary' } : { label: 'Disabled', tone: 'destructive' }
      }
      facts={[
        { label: 'Name', value: member.full_name },
        { label: 'Role', value: ROLE_LABELS[member.role] },
        { label: 'E-mail', value: member.email, copy: member.email ?? undefined },
        { label: 'Phone', value: member.phone, copy: member.phone ?? undefined },
        { label: 'Job title', value: member.job_title },
        { label: 'Status', value: member.is_active ? 'Active' : 'Disabled' },
        {
          label: 'Last sign-in',
          value: member.last_sign_in_at ? (
            <time dateTime={member.last_sign_in_at} title={date(member.last_sign_in_at, 'datetime')}>
              {timeAgo(member.last_sign_in_at, new Date())}
            </time>
          ) : (
            'Never'
          ),
        },
        { label: 'User id', value: <code className="text-xs">{member.auth_id}</code>, copy: member.auth_id },
      ]}
      tabs={[
        {
          id: 'timeline',
          label: 'Timeline',
          content: (
            <RecordTimeline
              recordType="profiles"
              recordId={member.profile_id}
              fields={PROFILE_FIELDS}
              noun="account"
            />
          ),
        },
      ]}
    />
  );
}
