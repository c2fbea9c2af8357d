// GoTrue's audit trail: one auth.audit_log_entries row per auth event, stamped
// with the wall clock (not the transaction start) so events of one request keep their order.
import type { Queryable } from '../db/types.ts';

export type AuditAction =
  | 'user_signedup'
  | 'user_confirmation_requested'
  | 'user_recovery_requested'
  | 'user_updated_password'
  | 'user_modified'
  | 'user_deleted'
  | 'login'
  | 'logout'
  | 'token_refreshed'
  | 'token_revoked'
  | 'user_invited';

const LOG_TYPE: Record<AuditAction, string> = {
  user_signedup: 'team',
  user_confirmation_requested: 'user',
  user_recovery_requested: 'user',
  user_updated_password: 'user',
  user_modified: 'user',
  user_deleted: 'team',
  login: 'account',
  logout: 'account',
  token_refreshed: 'token',
  token_revoked: 'token',
  user_invited: 'team',
};

export async function audit(
  q: Queryable,
  e: {
    action: AuditAction;
    actorId: string;
    actorUsername?: string | null;
    ip?: string;
    traits?: Record<string, unknown>;
  },
) {
  const payload = {
    actor_id: e.actorId,
    actor_username: e.actorUsername ?? '',
    actor_via_sso: false,
    action: e.action,
    log_type: LOG_TYPE[e.action],
    ...(e.traits ? { traits: e.traits } : {}),
  };
  await q.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), $1::json, clock_timestamp(), $2)`,
    [JSON.stringify(payload), (e.ip ?? '').slice(0, 64)],
  );
}
