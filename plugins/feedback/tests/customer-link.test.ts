// Linking a feedback item to a customer through supabase-js (issue 26, ADR 074): staff link and
// unlink it; the inbox filters by it; the link follows a merge and keeps the customer from being
// deleted (archived instead), as every other reference to a customer does.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';

async function feedback(): Promise<string> {
  const { data, error } = await anonClient().rpc('submit_feedback', {
    p_message: `The forklift training ${randomUUID()} was excellent.`,
    p_organisation: 'Kakuzi Packhouse Ltd',
  });
  if (error) throw error;
  return data.id as string;
}

async function customer(client: SupabaseClient, name: string): Promise<string> {
  const { data, error } = await client
    .from('customers')
    .insert({ name: `${name} ${randomUUID().slice(0, 6)}` })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

const link = (client: SupabaseClient, id: string, customerId: string | null) =>
  client
    .from('feedback_items')
    .update({ customer_id: customerId })
    .eq('id', id)
    .select('customer_id')
    .single();

describe('a staff member linking feedback to a customer', () => {
  it('links it, finds it by that customer, and unlinks it again', async () => {
    const staff = await userWithRole('staff');
    const [id, other] = await Promise.all([feedback(), feedback()]);
    const kakuzi = await customer(staff.client, 'Kakuzi Packhouse Ltd');

    const linked = await link(staff.client, id, kakuzi);
    expect(linked.error).toBeNull();
    expect(linked.data).toEqual({ customer_id: kakuzi });
    const { data: found } = await staff.client.from('feedback_items').select('id').eq('customer_id', kakuzi);
    expect(found).toEqual([{ id }]);
    expect(found).not.toContainEqual({ id: other });

    const cleared = await link(staff.client, id, null);
    expect(cleared.data).toEqual({ customer_id: null });
    expect((await staff.client.from('feedback_items').select('id').eq('customer_id', kakuzi)).data).toEqual(
      [],
    );
  });

  it('keeps the sender’s words as they were when the link changes', async () => {
    const staff = await userWithRole('staff');
    const id = await feedback();
    const kakuzi = await customer(staff.client, 'Kakuzi');
    const { data: before } = await staff.client
      .from('feedback_items')
      .select('message')
      .eq('id', id)
      .single();
    await staff.client
      .from('feedback_items')
      .update({ customer_id: kakuzi, message: 'Rewritten' })
      .eq('id', id);
    const { data: after } = await staff.client
      .from('feedback_items')
      .select('message, customer_id')
      .eq('id', id)
      .single();
    expect(after).toEqual({ message: before?.message, customer_id: kakuzi });
  });

  it('cannot delete a customer feedback is linked to, and a merge moves the link to the kept customer', async () => {
    const [staff, admin] = await Promise.all([userWithRole('staff'), userWithRole('admin')]);
    const id = await feedback();
    const [kept, merged] = await Promise.all([
      customer(staff.client, 'Kakuzi'),
      customer(staff.client, 'Kakuzi dup'),
    ]);
    await link(staff.client, id, merged);

    const deleted = await admin.client.from('customers').delete().eq('id', merged);
    expect(deleted.error?.message).toMatch(
      /cannot be deleted: 1 feedback items still refer to it\. Archive it instead\./,
    );

    const merge = await staff.client.rpc('merge_customers', { p_keep: kept, p_merge: merged });
    expect(merge.error).toBeNull();
    const { data } = await staff.client.from('feedback_items').select('customer_id').eq('id', id).single();
    expect(data?.customer_id).toBe(kept);
  });

  it('is the staff’s to set: a shop customer and a visitor change nothing', async () => {
    const staff = await userWithRole('staff');
    const shopper = await userWithRole('customer');
    const id = await feedback();
    const kakuzi = await customer(staff.client, 'Kakuzi');
    for (const client of [anonClient(), shopper.client]) {
      await client.from('feedback_items').update({ customer_id: kakuzi }).eq('id', id);
    }
    const { data } = await staff.client.from('feedback_items').select('customer_id').eq('id', id).single();
    expect(data?.customer_id).toBeNull();
  });
});
