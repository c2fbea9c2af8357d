// The Projects module's timeline events as sentences.
import type { AuditEntry } from '@kernel/registry/extension-points.ts';
import { describe, expect, it } from 'vitest';
import { projectEvents } from './events.ts';

const people = { actor: 'Amina Hassan', nameOf: () => 'someone' };
const entry = (action: string, changes: Record<string, unknown> | null = null): AuditEntry => ({
  id: 1,
  at: '2026-11-25T10:00:00Z',
  actor: 'u1',
  action,
  target: 'p1',
  details: { body: null, link: null, changes },
});

describe('a staff member reading a project timeline', () => {
  it('reads tasks, milestones and team changes as sentences with their names', () => {
    const say = (action: string, name: string | null) =>
      projectEvents.describe(entry(action, name ? { name: [null, name] } : null), people);
    expect(say('projects.task_added', 'Site walk-through')).toBe(
      'Amina Hassan added task “Site walk-through”',
    );
    expect(say('projects.task_done', 'Noise dosimetry')).toBe(
      'Amina Hassan completed task “Noise dosimetry”',
    );
    expect(say('projects.milestone_done', 'Report delivered')).toBe(
      'Amina Hassan reached milestone “Report delivered”',
    );
    expect(say('projects.member_added', 'Brian Otieno')).toBe('Amina Hassan added Brian Otieno to the team');
    expect(say('projects.member_removed', null)).toBe('Amina Hassan removed a team member');
    expect(projectEvents.describe(entry('projects.task_removed', { name: ['Old step', null] }), people)).toBe(
      'Amina Hassan removed task “Old step”',
    );
  });

  it('reads a template application with its counts, and leaves unknown kinds to the fallback', () => {
    expect(
      projectEvents.describe(
        entry('projects.template_applied', {
          name: [null, 'Noise survey'],
          tasks: [null, 7],
          milestones: [null, 1],
        }),
        people,
      ),
    ).toBe('Amina Hassan applied the Noise survey template (7 tasks, 1 milestone)');
    expect(projectEvents.describe(entry('projects.something_else'), people)).toBeNull();
  });

  it('reads documents added, new versions and deletions with the document title', () => {
    expect(
      projectEvents.describe(
        entry('projects.document_added', { name: [null, 'Fire safety audit report'], version: [null, 1] }),
        people,
      ),
    ).toBe('Amina Hassan added document “Fire safety audit report”');
    expect(
      projectEvents.describe(
        entry('projects.document_version_added', { name: [null, 'Noise survey'], version: [null, 3] }),
        people,
      ),
    ).toBe('Amina Hassan uploaded version 3 of document “Noise survey”');
    expect(
      projectEvents.describe(entry('projects.document_removed', { name: ['Old photos', null] }), people),
    ).toBe('Amina Hassan deleted document “Old photos”');
  });
});
