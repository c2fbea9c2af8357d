import { describe, expect, it } from 'vitest';
import { rememberRedirect, takeRedirect } from './redirect-memory.ts';

describe('the original dashboard path is restored once after login', () => {
  it('returns the remembered path once, then forgets it', () => {
    rememberRedirect('/dashboard/leads?page=2');
    expect(takeRedirect()).toBe('/dashboard/leads?page=2');
    expect(takeRedirect()).toBeNull();
  });
  it('never redirects outside the dashboard (no open redirect through storage)', () => {
    rememberRedirect('https://evil.example/');
    expect(takeRedirect()).toBeNull();
  });
});
