import { ORGANIZATION_ID } from '@config/constants.ts';
import { supabase } from '@kernel/supabase.ts';

export interface ModuleSetting {
  id: string;
  name: string;
  description: string;
  is_enabled: boolean;
  sort_order: number;
}

export async function listModuleSettings(): Promise<ModuleSetting[]> {
  const { data, error } = await supabase
    .from('system_modules')
    .select('id, name, description, is_enabled, sort_order')
    .eq('organization_id', ORGANIZATION_ID)
    .order('sort_order')
    .order('name');
  if (error) throw new Error(error.message);
  return (data ?? []) as ModuleSetting[];
}

/** RLS lets only a superadmin change is_enabled; a refused update comes back with no row. */
export async function setModuleEnabled({ id, enabled }: { id: string; enabled: boolean }): Promise<void> {
  const { data, error } = await supabase
    .from('system_modules')
    .update({ is_enabled: enabled })
    .eq('organization_id', ORGANIZATION_ID)
    .eq('id', id)
    .select('id');
  if (error) throw new Error(error.message);
  if (!data || data.length === 0) throw new Error('You are not allowed to change this module');
}
