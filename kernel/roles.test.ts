import { describe, expect, it } from 'vitest';
import { hasRole } from './roles.ts';

describe('a role check tells whether a user has at least a given staff role', () => {
  it('lets a superadmin pass every staff check', () => {
    expect(hasRole('superadmin', 'superadmin')).toBe(true);
    expect(hasRole('superadmin', 'admin')).toBe(true);
    expect(hasRole('superadmin', 'staff')).toBe(true);
  });
  it('lets an admin pass admin and staff checks but not superadmin', () => {
    expect(hasRole('admin', 'superadmin')).toBe(false);
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('admin', 'staff')).toBe(true);
  });
  it('lets staff pass only the staff check', () => {
    expect(hasRole('staff', 'admin')).toBe(false);
    expect(hasRole('staff', 'staff')).toBe(true);
  });
  it('never lets a customer or a missing role through', () => {
    expect(hasRole('customer', 'staff')).toBe(false);
    expect(hasRole(null, 'staff')).toBe(false);
    expect(hasRole(undefined, 'staff')).toBe(false);
  });
});
