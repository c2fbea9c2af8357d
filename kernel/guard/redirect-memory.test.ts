// @vitest-environment jsdom
import { REDIRECT_STORAGE_KEY } from '@config/constants.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberRedirect, takeRedirect } from './redirect-memory.ts';

afterEach(() => vi.restoreAllMocks());

describe('the original dashboard path is restored once after login (spec §4)', () => {
  it('keeps the path in sessionStorage under the agreed key', () => {
    rememberRedirect('/dashboard/leads?page=2');
    expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBe('/dashboard/leads?page=2');
  });

  it('returns the remembered path with its query once, then forgets it', () => {
    rememberRedirect('/dashboard/leads?page=2');
    expect(takeRedirect()).toBe('/dashboard/leads?page=2');
    expect(takeRedirect()).toBeNull();
  });

  it('has nothing to return when nothing was remembered', () => {
    expect(takeRedirect()).toBeNull();
  });

  it('remembers only the latest refused path', () => {
    rememberRedirect('/dashboard/leads');
    rememberRedirect('/dashboard/projects/7/edit');
    expect(takeRedirect()).toBe('/dashboard/projects/7/edit');
  });

  it('returns /dashboard itself', () => {
    rememberRedirect('/dashboard');
    expect(takeRedirect()).toBe('/dashboard');
  });

  it('never sends anyone outside the dashboard (no open redirect through storage)', () => {
    for (const bad of [
      'https://evil.example/dashboard',
      '//evil.example/dashboard',
      '/\\evil.example/dashboard',
      '/shopping',
      '/dashboards',
      'javascript:alert(1)',
      '',
    ]) {
      rememberRedirect(bad);
      expect(takeRedirect(), bad).toBeNull();
    }
  });

  it('also returns a shop page a shop customer was sent to sign in from (their invoices, ADR 032)', () => {
    rememberRedirect('/shop/invoices');
    expect(takeRedirect()).toBe('/shop/invoices');
    rememberRedirect('/shop');
    expect(takeRedirect()).toBe('/shop');
  });

  it('works without storage: remembering is skipped and nothing is returned', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => rememberRedirect('/dashboard/leads')).not.toThrow();
    expect(takeRedirect()).toBeNull();
  });
});
