// Where the links sent to clients start (ADR 050): SITE_URL as the database holds it.
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import { z } from 'zod';

export const clientLinksKey = pluginKeys('settings', 'client-link-base').all;

const clientLinkBase = z.object({ url: z.string().nullable(), loopback: z.boolean() });
export type ClientLinkBase = z.infer<typeof clientLinkBase>;

export async function getClientLinkBase(): Promise<ClientLinkBase> {
  return clientLinkBase.parse(unwrap(await supabase.rpc('client_link_base')));
}
