// Shared by the projects suites: a customer with a site, services by slug,
// projects created through create_project, read back whole.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { serviceClient } from '../../../tests/support/clients.ts';

let n = 0;

export type ProjectRow = {
  id: string;
  number: string;
  title: string;
  customer_id: string;
  site_id: string | null;
  service_id: string | null;
  lead_id: string | null;
  manager_id: string | null;
  start_on: string | null;
  due_on: string | null;
  started_on: string | null;
  finished_on: string | null;
  status: string;
  health: string;
  budget: number | string | null;
  tags: string[];
  created_by: string | null;
};

/** A customer with one site (Nairobi), written by a staff client. */
export async function customerWithSite(client: SupabaseClient, name = 'Bidco Africa') {
  n += 1;
  const customer = await client
    .from('customers')
    .insert({ name: `${name} ${Date.now().toString(36)}${n}` })
    .select('id, name')
    .single();
  expect(customer.error).toBeNull();
  const site = await client
    .from('customer_sites')
    .insert({ customer_id: customer.data?.id, name: 'Thika Road plant', county: 'Kiambu', town: 'Thika' })
    .select('id, name')
    .single();
  expect(site.error).toBeNull();
  return {
    id: customer.data?.id as string,
    name: customer.data?.name as string,
    siteId: site.data?.id as string,
    siteName: site.data?.name as string,
  };
}

const services = new Map<string, { id: string; name: string }>();
export async function serviceBySlug(slug: string) {
  const known = services.get(slug);
  if (known) return known;
  const { data, error } = await serviceClient().from('services').select('id, name').eq('slug', slug).single();
  expect(error).toBeNull();
  services.set(slug, data as { id: string; name: string });
  return data as { id: string; name: string };
}

/** The template rows of a service (service role), ordered by position. */
export async function templateOf(serviceId: string) {
  const { data, error } = await serviceClient()
    .from('project_templates')
    .select(
      'id, name, project_template_tasks(title, offset_days, priority, position), project_template_milestones(title, offset_days, position)',
    )
    .eq('service_id', serviceId)
    .single();
  expect(error).toBeNull();
  return data as {
    id: string;
    name: string;
    project_template_tasks: { title: string; offset_days: number; priority: string; position: number }[];
    project_template_milestones: { title: string; offset_days: number; position: number }[];
  };
}

export async function createProject(
  client: SupabaseClient,
  project: Record<string, unknown>,
  options: { member_ids?: string[]; apply_template?: boolean } = {},
) {
  const { data, error } = await client.rpc('create_project', { project, ...options });
  expect(error).toBeNull();
  return data as ProjectRow;
}

/** `date` plus `days`, as yyyy-mm-dd. */
export function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
