// /dashboard/email/templates: the e-mail templates (ADR 017) — name, key,
// status, last change; search by name, key or subject; a row opens the editor.

import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn, ListFilter } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import {
  fetchTemplates,
  TEMPLATE_STATUS_LABELS,
  type TemplateRow,
  templateKeys,
  templateStatusOptions,
} from '../templates-data.ts';
import { EmailNav } from './email-nav.tsx';

export default function TemplatesPage() {
  const { profile } = useProfile();
  const { date } = useFormatters();
  const filters: ListFilter[] = [{ id: 'status', label: 'Status', options: templateStatusOptions }];
  const columns: ListColumn<TemplateRow>[] = [
    { id: 'name', header: 'Name', priority: 'key', sortable: true },
    {
      id: 'key',
      header: 'Key',
      priority: 'medium',
      sortable: true,
      cell: (r) => <code className="text-xs">{r.key}</code>,
    },
    {
      id: 'status',
      header: 'Status',
      priority: 'high',
      value: (r) => TEMPLATE_STATUS_LABELS[r.status],
      cell: (r) => (
        <Badge variant={r.status === 'active' ? 'default' : 'secondary'}>
          {TEMPLATE_STATUS_LABELS[r.status]}
        </Badge>
      ),
    },
    {
      id: 'updated',
      header: 'Updated',
      sortable: true,
      value: (r) => r.updated_at,
      cell: (r) => date(r.updated_at),
    },
  ];
  return (
    <div>
      <PageHeader
        title="Templates"
        description="What the app's e-mails say. Placeholders such as {{customer.name}} are filled in when a message is sent, inside the company's branded layout."
      />
      <EmailNav mailbox={hasRole(profile?.role, 'superadmin')} />
      <RecordList<TemplateRow>
        name="templates"
        columns={columns}
        filters={filters}
        fetchPage={fetchTemplates}
        queryKey={templateKeys.lists()}
        rowId={(r) => r.key}
        rowHref={(r) => `/dashboard/email/templates/${encodeURIComponent(r.key)}`}
        defaults={{ sort: [{ id: 'name', desc: false }] }}
        searchPlaceholder="Name, key or subject…"
      />
    </div>
  );
}
