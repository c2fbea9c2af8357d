// The Projects module's pure rules: the form refuses what the database would,
// blanks become nulls, tags are tidied, overdue and late milestones.
import { describe, expect, it } from 'vitest';
import {
  isLateMilestone,
  isOverdue,
  type ProjectFormValues,
  parseTags,
  projectFormSchema,
  projectFormToRow,
} from './schema.ts';

const valid: ProjectFormValues = {
  title: ' Noise survey ',
  customer_id: 'c1',
  site_id: '',
  service_id: 's1',
  manager_id: 'm1',
  start_on: '2026-12-01',
  due_on: '2026-12-20',
  status: 'planned',
  budget: '185000.50',
  tags: 'noise, annual ,noise',
  description: '',
  apply_template: true,
  lead_id: '',
  member_ids: ['u2'],
};

describe('a staff member filling in the project form', () => {
  it('gets the row create_project takes, blanks as nulls and tags tidied', () => {
    const out = projectFormSchema.parse(valid);
    expect(projectFormToRow(out)).toEqual({
      title: 'Noise survey',
      customer_id: 'c1',
      site_id: null,
      service_id: 's1',
      manager_id: 'm1',
      start_on: '2026-12-01',
      due_on: '2026-12-20',
      status: 'planned',
      budget: '185000.50',
      tags: ['noise', 'annual'],
      description: null,
      lead_id: null,
    });
    expect(out.member_ids).toEqual(['u2']);
  });

  it('is told a due date before the start, a missing title or customer, and a bad amount', () => {
    const r = projectFormSchema.safeParse({
      ...valid,
      title: ' ',
      customer_id: '',
      due_on: '2026-11-30',
      budget: '-5',
    });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      title: 'Give the project a title',
      customer_id: 'Choose the customer the project is for',
      budget: 'An amount like 150000 or 150000.50',
    });
    const late = projectFormSchema.safeParse({ ...valid, due_on: '2026-11-30' });
    expect(late.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['due_on', 'The due date is on or after the start date'],
    ]);
  });

  it('has one team member read as a list whether the checkbox group gives a value or false', () => {
    expect(projectFormSchema.parse({ ...valid, member_ids: 'u9' as never }).member_ids).toEqual(['u9']);
    expect(projectFormSchema.parse({ ...valid, member_ids: false as never }).member_ids).toEqual([]);
  });
});

describe('what is late', () => {
  it('an open project past its due date is overdue; a done or cancelled one never is', () => {
    expect(isOverdue({ due_on: '2026-11-01', status: 'in_progress' }, '2026-11-25')).toBe(true);
    expect(isOverdue({ due_on: '2026-11-25', status: 'in_progress' }, '2026-11-25')).toBe(false);
    expect(isOverdue({ due_on: '2026-11-01', status: 'done' }, '2026-11-25')).toBe(false);
    expect(isOverdue({ due_on: '2026-11-01', status: 'cancelled' }, '2026-11-25')).toBe(false);
    expect(isOverdue({ due_on: null, status: 'planned' }, '2026-11-25')).toBe(false);
  });

  it('a milestone open after its due date is late', () => {
    expect(isLateMilestone({ due_on: '2026-11-20', done_on: null }, '2026-11-25')).toBe(true);
    expect(isLateMilestone({ due_on: '2026-11-20', done_on: '2026-11-21' }, '2026-11-25')).toBe(false);
    expect(isLateMilestone({ due_on: '2026-11-30', done_on: null }, '2026-11-25')).toBe(false);
  });

  it('tags are split on commas, trimmed and kept once', () => {
    expect(parseTags(' fire ,, noise,fire ')).toEqual(['fire', 'noise']);
  });
});
