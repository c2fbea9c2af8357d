// /dashboard/projects/templates (admins): every service's template of tasks
// and milestones, searched by service or template name; a row opens the editor.
import { Badge } from '@kit/ui/badge.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { SearchInput } from '@kit/ui/search-input.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@kit/ui/table.tsx';
import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { listTemplates, type TemplateSummary, templateKeys } from '../templates-data.ts';

const matches = (t: TemplateSummary, q: string) =>
  !q || `${t.service_name} ${t.name}`.toLowerCase().includes(q.toLowerCase());

export default function TemplatesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const templates = useQuery({ queryKey: templateKeys.lists(), queryFn: listTemplates });
  const shown = templates.data?.filter((t) => matches(t, q.trim())) ?? [];

  return (
    <div className="grid min-w-0 gap-4">
      <PageHeader
        title="Service templates"
        description="The tasks and milestones a new project of each service starts with, due so many days after its start."
      />
      <SearchInput
        aria-label="Search templates"
        placeholder="Search service or template"
        value={q}
        onChange={(value) =>
          setParams(
            (p) => {
              const n = new URLSearchParams(p);
              if (value.trim()) n.set('q', value.trim());
              else n.delete('q');
              return n;
            },
            { replace: true },
          )
        }
        className="max-w-sm"
      />
      {templates.error ? (
        <LoadError what="The templates" error={templates.error} onRetry={() => void templates.refetch()} />
      ) : !templates.data ? (
        <div role="status" aria-label="Loading templates" className="grid gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={templates.data.length === 0 ? 'No service templates yet' : 'No template matches'}
          description={
            templates.data.length === 0
              ? 'Templates come with the services; none are set up in this database.'
              : 'Try another service or template name.'
          }
        />
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Service</TableHead>
                <TableHead className="hidden sm:table-cell">Template</TableHead>
                <TableHead className="text-end">Tasks</TableHead>
                <TableHead className="text-end">Milestones</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((t) => (
                <TableRow key={t.id}>
                  <TableCell className="font-medium">
                    <Link
                      to={`/dashboard/projects/templates/${t.id}`}
                      className="underline-offset-4 hover:underline focus-visible:underline"
                    >
                      {t.service_name}
                    </Link>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{t.name}</TableCell>
                  <TableCell className="text-end">{t.tasks}</TableCell>
                  <TableCell className="text-end">{t.milestones}</TableCell>
                  <TableCell>
                    <Badge variant={t.is_active ? 'secondary' : 'outline'}>
                      {t.is_active ? 'Active' : 'Off'}
                    </Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
