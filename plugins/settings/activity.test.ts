import { describeAuditEntry } from '@kit/record/audit-people.ts';
import { describe, expect, it } from 'vitest';
import {
  type AuditEntry,
  accountIdsOf,
  actionPrefixOf,
  moduleEvents,
  parseActivityKind,
} from './activity.ts';

const PETER = '0b7e2f4c-1111-4222-8333-444455556666';
const AMINA = '9d1c3a5e-7777-4888-9999-aaaabbbbcccc';
const names = new Map([
  [PETER, 'Peter Otieno'],
  [AMINA, 'Amina Hassan'],
]);
const entry = (e: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-23T08:00:00Z',
  actor: PETER,
  action: 'module.disabled',
  target: 'leads',
  details: {},
  ...e,
});
const sentence = (e: AuditEntry) => describeAuditEntry(e, names, [moduleEvents]);

describe('Settings’ own events, the module switches, read as sentences', () => {
  it('names the module that was switched', () => {
    expect(sentence(entry({ details: { name: 'Leads' } }))).toBe('Peter Otieno turned off Leads');
    expect(sentence(entry({ action: 'module.enabled' }))).toBe('Peter Otieno turned on leads');
  });

  it('copes with changes without a person and leaves other families to their plugins', () => {
    expect(sentence(entry({ actor: null, action: 'module.enabled', details: { name: 'HR' } }))).toBe(
      'The system turned on HR',
    );
    expect(sentence(entry({ action: 'invoice.voided', target: 'INV-7' }))).toBe(
      'Peter Otieno: invoice.voided (INV-7)',
    );
  });
});

describe('the activity list', () => {
  it('looks up the names of the actor and of an account the entry acted on', () => {
    expect(accountIdsOf(entry({ action: 'user.disabled', target: AMINA }))).toEqual([PETER, AMINA]);
    expect(accountIdsOf(entry({ action: 'module.enabled', target: 'leads' }))).toEqual([PETER]);
    expect(accountIdsOf(entry({ actor: null, action: 'module.enabled' }))).toEqual([]);
  });

  it('keeps the filter from the address bar, treating anything not installed as everything', () => {
    const families = ['user', 'module'];
    expect(parseActivityKind('user', families)).toBe('user');
    expect(parseActivityKind('robots', families)).toBe('');
    expect(parseActivityKind(null, families)).toBe('');
    expect(actionPrefixOf('module')).toBe('module.');
    expect(actionPrefixOf('')).toBeNull();
  });
});
