import { describe, expect, it } from 'vitest';
import {
  type AuditEntry,
  accountIdsOf,
  actionPrefixOf,
  describeAuditEntry,
  parseActivityKind,
} from './activity.ts';

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

describe('the audit log read as sentences', () => {
  it('says who changed whose role, from what to what', () => {
    expect(describeAuditEntry(entry({ details: { from: 'staff', to: 'admin' } }), names)).toBe(
      'Peter Otieno changed the role of Amina Hassan from staff to admin',
    );
    expect(describeAuditEntry(entry({}), names)).toBe('Peter Otieno changed the role of Amina Hassan');
  });

  it('says who disabled or enabled whose account', () => {
    expect(describeAuditEntry(entry({ action: 'user.disabled' }), names)).toBe(
      'Peter Otieno disabled the account of Amina Hassan',
    );
    expect(describeAuditEntry(entry({ action: 'user.enabled' }), names)).toBe(
      'Peter Otieno enabled the account of Amina Hassan',
    );
  });

  it('says who helped whom with a password', () => {
    expect(describeAuditEntry(entry({ action: 'user.password_reset_sent' }), names)).toBe(
      'Peter Otieno sent Amina Hassan a password-reset e-mail',
    );
    expect(describeAuditEntry(entry({ action: 'user.temporary_password_set' }), names)).toBe(
      'Peter Otieno gave Amina Hassan a temporary password',
    );
  });

  it('names the module that was switched', () => {
    expect(
      describeAuditEntry(
        entry({ action: 'module.disabled', target: 'leads', details: { name: 'Leads' } }),
        names,
      ),
    ).toBe('Peter Otieno turned off Leads');
    expect(describeAuditEntry(entry({ action: 'module.enabled', target: 'leads' }), names)).toBe(
      'Peter Otieno turned on leads',
    );
  });

  it('copes with removed accounts, changes without a person, and actions it does not know', () => {
    expect(
      describeAuditEntry(entry({ actor: 'u-gone', action: 'user.disabled', target: 'u-x' }), names),
    ).toBe('A removed account disabled the account of a removed account');
    expect(
      describeAuditEntry(entry({ actor: null, action: 'module.enabled', details: { name: 'HR' } }), names),
    ).toBe('The system turned on HR');
    expect(describeAuditEntry(entry({ action: 'invoice.voided', target: 'INV-7' }), names)).toBe(
      'Peter Otieno: invoice.voided (INV-7)',
    );
  });

  it('looks up the names of the actor and, for account entries, the account', () => {
    expect(accountIdsOf(entry({}))).toEqual(['u-peter', 'u-amina']);
    expect(accountIdsOf(entry({ action: 'module.enabled', target: 'leads' }))).toEqual(['u-peter']);
    expect(accountIdsOf(entry({ actor: null, action: 'module.enabled' }))).toEqual([]);
  });

  it('keeps the filter from the address bar, treating anything unknown as everything', () => {
    expect(parseActivityKind('users')).toBe('users');
    expect(parseActivityKind('robots')).toBe('');
    expect(parseActivityKind(null)).toBe('');
    expect(actionPrefixOf('modules')).toBe('module.');
    expect(actionPrefixOf('')).toBeNull();
  });
});
