// Module ids the guard and the module switches use (spec §6). `feedback`
// covers surveys too. The database seeds one system_modules row per id.
export const MODULE_IDS = [
  'customers',
  'leads',
  'projects',
  'hr',
  'calendar',
  'email',
  'bulk-sms',
  'call-centre',
  'analytics',
  'feedback',
  'users',
  'accounting',
  'self-management',
  'gallery',
  'pos',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];
