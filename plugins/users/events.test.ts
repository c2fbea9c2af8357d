import type { AuditEntry } from '@kernel/registry/extension-points.ts';
import { describeAuditEntry } from '@kit/record/audit-people.ts';
import { describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';

const names = new Map([
  ['u-peter', 'Peter Otieno'],
  ['u-amina', 'Amina Hassan'],
]);
const entry = (e: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-23T08:00:00Z',
  actor: 'u-peter',
  action: 'user.role_changed',
  target: 'u-amina',
  details: {},
  ...e,
});
// Read the way Settings → Activity reads it: through what the manifest contributes.
const describe_ = (e: AuditEntry) => describeAuditEntry(e, names, manifest.eventDescribers ?? []);

describe('the Users module’s audit events read as sentences', () => {
  it('says who changed whose role, from what to what', () => {
    expect(describe_(entry({ details: { from: 'staff', to: 'admin' } }))).toBe(
      'Peter Otieno changed the role of Amina Hassan from staff to admin',
    );
    expect(describe_(entry({}))).toBe('Peter Otieno changed the role of Amina Hassan');
  });

  it('says who disabled or enabled whose account', () => {
    expect(describe_(entry({ action: 'user.disabled' }))).toBe(
      'Peter Otieno disabled the account of Amina Hassan',
    );
    expect(describe_(entry({ action: 'user.enabled' }))).toBe(
      'Peter Otieno enabled the account of Amina Hassan',
    );
  });

  it('says who helped whom with a password', () => {
    expect(describe_(entry({ action: 'user.password_reset_sent' }))).toBe(
      'Peter Otieno sent Amina Hassan a password-reset e-mail',
    );
    expect(describe_(entry({ action: 'user.temporary_password_set' }))).toBe(
      'Peter Otieno gave Amina Hassan a temporary password',
    );
  });

  it('copes with removed accounts and leaves verbs it does not know to the generic sentence', () => {
    expect(describe_(entry({ actor: 'u-gone', action: 'user.disabled', target: 'u-x' }))).toBe(
      'A removed account disabled the account of a removed account',
    );
    expect(describe_(entry({ action: 'user.merged', target: null }))).toBe('Peter Otieno: user.merged');
  });

  it('claims the user family under the filter label "Accounts and roles"', () => {
    expect(manifest.eventDescribers?.map((d) => [d.family, d.label])).toEqual([
      ['user', 'Accounts and roles'],
    ]);
  });
});
