// /dashboard/projects/create and /dashboard/projects/:id/edit: the project
// form (the kernel's record form as a page). The customer's sites follow the
// customer; a service with a template offers "Apply the template"; the
// database's rules are checked here first (due on or after start) and its
// refusals land under their fields (site of another customer, manager not
// staff). `?customer=<id>` chooses the customer; `?lead=<id>` fills the form
// from a lead and saves through create_project_from_lead (lead marked won,
// linked, template applied).

import { useProfile } from '@kernel/session/use-profile.ts';
import { DateField, MoneyField, SelectField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormPage } from '@kit/forms/form-page.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { Button } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import {
  canEditProject,
  createProject,
  createProjectFromLead,
  getLeadPrefill,
  getProject,
  listSiteChoices,
  type ProjectRow,
  projectKeys,
  updateProject,
} from '../data.ts';
import {
  options,
  type ProjectFormValues,
  projectFormSchema,
  projectFormToRow,
  STATUS_LABELS,
} from '../schema.ts';
import { useProjectOptions } from './use-project-options.ts';

const STATUS_OPTIONS = options(STATUS_LABELS);

// The table's CHECK constraints, placed under their fields. The trigger's refusals (site of another
// customer, manager or member not staff) name no constraint in the answer: their own sentence shows
// above the form.
export const PROJECT_CONSTRAINTS = {
  projects_due_after_start: { field: 'due_on', message: 'The due date is on or after the start date' },
  projects_budget_positive: { field: 'budget', message: 'An amount of zero or more' },
  projects_title_length: { field: 'title', message: 'Give the project a title (at most 200 characters)' },
} as const;

function valuesOf(p: ProjectRow | null, prefill: Partial<ProjectFormValues> = {}): ProjectFormValues {
  return {
    title: p?.title ?? '',
    customer_id: p?.customer_id ?? '',
    site_id: p?.site_id ?? '',
    service_id: p?.service_id ?? '',
    manager_id: p?.manager_id ?? '',
    start_on: p?.start_on ?? '',
    due_on: p?.due_on ?? '',
    status: p?.status ?? 'planned',
    budget: p?.budget ?? '',
    tags: (p?.tags ?? []).join(', '),
    description: p?.description ?? '',
    apply_template: true,
    lead_id: p?.lead_id ?? '',
    member_ids: [],
    ...prefill,
  };
}

export function CreateProjectPage() {
  const [params] = useSearchParams();
  const { profile } = useProfile();
  const leadId = params.get('lead') ?? '';
  const customerId = params.get('customer') ?? '';
  const lead = useQuery({
    queryKey: [...projectKeys.all, 'lead-prefill', leadId],
    queryFn: () => getLeadPrefill(leadId),
    enabled: !!leadId,
  });
  if (leadId && lead.isPending) return <FormSkeleton />;
  if (leadId && lead.error)
    return <LoadError what="The lead" error={lead.error} onRetry={() => void lead.refetch()} />;
  const l = lead.data;
  const prefill: Partial<ProjectFormValues> = {
    customer_id: l?.customer_id ?? customerId,
    manager_id: l?.owner_id ?? profile?.auth_id ?? '',
    ...(l
      ? {
          lead_id: l.id,
          service_id: l.service_id ?? '',
          budget: l.expected_value ?? '',
          title: l.company ?? l.contact_name,
        }
      : {}),
  };
  return (
    <div className="grid max-w-3xl gap-4">
      <PageHeader
        title="New project"
        description={
          l
            ? `From lead ${l.reference}: saving marks the lead won and links it to the project.`
            : 'An audit, survey or training for a customer. A service with a template gives the project its tasks and milestones.'
        }
      />
      <ProjectForm project={null} initial={valuesOf(null, prefill)} leadReference={l?.reference ?? null} />
    </div>
  );
}

export function EditProjectPage() {
  const { id = '' } = useParams();
  const project = useQuery({ queryKey: projectKeys.detail(id), queryFn: () => getProject(id) });
  const allowed = useQuery({
    queryKey: [...projectKeys.detail(id), 'can-edit'],
    queryFn: () => canEditProject(id),
  });
  if (project.isPending || allowed.isPending) return <FormSkeleton />;
  if (project.error) {
    return <LoadError what="The project" error={project.error} onRetry={() => void project.refetch()} />;
  }
  if (!project.data) {
    return (
      <EmptyState
        icon={SearchX}
        title="No such project"
        description="It may have been deleted, or the link is wrong."
        action={
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard/projects">All projects</Link>
          </Button>
        }
      />
    );
  }
  if (allowed.data === false) {
    return (
      <EmptyState
        icon={SearchX}
        title="You cannot edit this project"
        description="Only its manager, its team members and admins edit a project."
        action={
          <Button asChild variant="outline" size="sm">
            <Link to={`/dashboard/projects/${id}`}>Back to the project</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid max-w-3xl gap-4">
      <PageHeader title={`Edit ${project.data.number}`} description={project.data.title} />
      <ProjectForm project={project.data} initial={valuesOf(project.data)} leadReference={null} />
    </div>
  );
}

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading the form" className="grid max-w-3xl gap-3">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-80 w-full" />
    </div>
  );
}

function ProjectForm(props: {
  project: ProjectRow | null;
  initial: ProjectFormValues;
  leadReference: string | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { services, customers, staff } = useProjectOptions();
  const savedId = useRef<string | null>(null);
  const editing = !!props.project;
  const fromLead = !editing && props.initial.lead_id !== '';

  const recordForm = useRecordForm({
    schema: projectFormSchema,
    defaultValues: props.initial,
    save: async (values) => {
      const row = projectFormToRow(values);
      if (props.project) {
        await updateProject(props.project.id, row);
        savedId.current = props.project.id;
      } else if (row.lead_id) {
        const made = await createProjectFromLead(row.lead_id, row);
        savedId.current = made.id;
      } else {
        const made = await createProject(row, {
          memberIds: values.member_ids,
          applyTemplate: values.apply_template,
        });
        savedId.current = made.id;
      }
      return values as ProjectFormValues;
    },
    constraints: PROJECT_CONSTRAINTS,
    onSaved: () => {
      toast.success(editing ? 'Project saved' : 'Project created');
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      if (savedId.current) navigate(`/dashboard/projects/${savedId.current}`);
    },
  });

  const customerOptions =
    props.project && !customers.some((c) => c.value === props.project?.customer_id)
      ? [
          { value: props.project.customer_id, label: props.project.customer_name ?? 'This customer' },
          ...customers,
        ]
      : customers;

  return (
    <FormPage
      recordForm={recordForm}
      label={editing ? 'Edit project' : 'New project'}
      submitLabel={editing ? 'Save' : 'Create project'}
      actions={
        <Button asChild variant="outline">
          <Link to={props.project ? `/dashboard/projects/${props.project.id}` : '/dashboard/projects'}>
            Cancel
          </Link>
        </Button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<ProjectFormValues>
          name="title"
          label="Title"
          autoComplete="off"
          className="sm:col-span-2"
        />
        {/* Keyed on its options: a native select shows a value only once that option exists, and a
            remounted field takes the form's value again. */}
        <SelectField<ProjectFormValues>
          key={`customers-${customerOptions.length}`}
          name="customer_id"
          label="Customer"
          placeholder="Choose a customer"
          options={customerOptions}
        />
        <SiteField />
        <SelectField<ProjectFormValues>
          key={`services-${services.length}`}
          name="service_id"
          label="Service"
          placeholder="Not chosen"
          options={services.map((s) => ({ value: s.value, label: s.label }))}
        />
        <SelectField<ProjectFormValues>
          key={`staff-${staff.length}`}
          name="manager_id"
          label="Manager"
          placeholder="Choose the manager"
          options={staff.map((s) => ({ value: s.auth_id, label: s.name }))}
        />
        <DateField<ProjectFormValues> name="start_on" label="Planned start" />
        <DateField<ProjectFormValues> name="due_on" label="Due" />
        <SelectField<ProjectFormValues> name="status" label="Status" options={STATUS_OPTIONS} />
        <MoneyField<ProjectFormValues> name="budget" label="Budget (KES)" />
        <TextField<ProjectFormValues>
          name="tags"
          label="Tags"
          description="Separated by commas: noise, annual"
          autoComplete="off"
          className="sm:col-span-2"
        />
      </div>
      <TextareaField<ProjectFormValues> name="description" label="Description" rows={4} />
      {!editing && !fromLead && (
        <>
          <TemplateField services={services} />
          <TeamField staff={staff} />
        </>
      )}
      {fromLead && (
        <p className="text-sm text-muted-foreground">
          The project gets its service’s tasks and milestones, and lead {props.leadReference} is marked won.
        </p>
      )}
    </FormPage>
  );
}

/** The customer's sites, re-read when the customer changes (a site of the old customer is cleared). */
function SiteField() {
  const { control, setValue, getValues } = useFormContext<ProjectFormValues>();
  const customerId = useWatch({ control, name: 'customer_id' });
  const sites = useQuery({
    queryKey: [...projectKeys.all, 'options', 'sites', customerId],
    queryFn: () => listSiteChoices(customerId),
    enabled: !!customerId,
  });
  useEffect(() => {
    const site = getValues('site_id');
    if (!site || !sites.data) return;
    if (sites.data.some((s) => s.value === site)) {
      // The options arrived after the value: show it (a native select cannot hold a value it lacks).
      setValue('site_id', site, { shouldDirty: false });
    } else {
      setValue('site_id', '', { shouldDirty: true });
    }
  }, [sites.data, getValues, setValue]);
  return (
    <SelectField<ProjectFormValues>
      key={`sites-${customerId}-${sites.data?.length ?? 0}`}
      name="site_id"
      label="Site"
      placeholder={
        customerId
          ? sites.data?.length === 0
            ? 'This customer has no sites'
            : 'No particular site'
          : 'Choose the customer first'
      }
      options={sites.data ?? []}
    />
  );
}

/** "Apply the template" when the chosen service has one. */
function TemplateField(props: { services: { value: string; label: string; hasTemplate: boolean }[] }) {
  const { control, register } = useFormContext<ProjectFormValues>();
  const serviceId = useWatch({ control, name: 'service_id' });
  const id = useId();
  const service = props.services.find((s) => s.value === serviceId);
  if (!service?.hasTemplate) return null;
  return (
    <div className="flex items-start gap-2">
      <NativeCheckbox id={id} {...register('apply_template')} />
      <label htmlFor={id} className="grid gap-0.5 text-sm">
        <span className="font-medium leading-none">
          Apply the {service.label.split(' › ').at(-1)} template
        </span>
        <span className="text-xs text-muted-foreground">
          Its tasks and milestones are added, due from the planned start (today when there is none).
        </span>
      </label>
    </div>
  );
}

/** The team: staff members who may edit the project with its manager. */
function TeamField(props: { staff: { auth_id: string; name: string }[] }) {
  const { register, control } = useFormContext<ProjectFormValues>();
  const managerId = useWatch({ control, name: 'manager_id' });
  const others = props.staff.filter((s) => s.auth_id !== managerId);
  if (others.length === 0) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Team</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {others.map((s) => (
          <label key={s.auth_id} className="flex items-center gap-2 text-sm">
            <NativeCheckbox value={s.auth_id} {...register('member_ids')} />
            {s.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
