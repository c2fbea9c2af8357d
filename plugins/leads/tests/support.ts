// Shared by the leads suites: a lead written by a staff member, read back whole.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';

export type LeadRow = {
  id: string;
  reference: string;
  contact_name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  service_id: string | null;
  source: string;
  stage: string;
  lost_reason: string | null;
  expected_value: string | number | null;
  probability: number | null;
  owner_id: string | null;
  follow_up_on: string | null;
  customer_id: string | null;
  first_response_at: string | null;
  created_by: string | null;
  updated_by: string | null;
};

let n = 0;
export async function newLead(client: SupabaseClient, fields: Record<string, unknown> = {}) {
  n += 1;
  const { data, error } = await client
    .from('leads')
    .insert({
      contact_name: `Grace Wanjiru ${n}`,
      company: 'Kakuzi Flowers Ltd',
      email: `grace.${Date.now().toString(36)}.${process.pid}.${n}@example.test`,
      source: 'phone',
      ...fields,
    })
    .select('*')
    .single();
  expect(error).toBeNull();
  return data as LeadRow;
}

export async function eventsOf(client: SupabaseClient, recordType: string, recordId: string) {
  const { data, error } = await client
    .from('record_events')
    .select('kind, actor, body, changes, link')
    .eq('record_type', recordType)
    .eq('record_id', recordId)
    .order('id', { ascending: true });
  expect(error).toBeNull();
  return (data ?? []) as {
    kind: string;
    actor: string | null;
    body: string | null;
    changes: unknown;
    link: string | null;
  }[];
}
