import { describe, expect, it } from 'vitest';
import { Constants } from './database.types.ts';
import { hasRole, STAFF_ROLES } from './roles.ts';

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

describe('the app knows the same roles as the database', () => {
  it('orders the staff roles as the app_role enum does, and the enum adds only customer', () => {
    expect(Constants.public.Enums.app_role).toEqual(['customer', ...STAFF_ROLES]);
  });
});
