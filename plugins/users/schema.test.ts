import { describe, expect, it } from 'vitest';
import { assignableRoles, changeableRoles, newStaffSchema } from './schema.ts';

describe('who may hand out which role (mirrors admin_set_user_role and admin-create-user)', () => {
  it('an admin creates staff only; a superadmin any staff role; others nothing', () => {
    expect(assignableRoles('admin')).toEqual(['staff']);
    expect(assignableRoles('superadmin')).toEqual(['staff', 'admin', 'superadmin']);
    expect(assignableRoles('staff')).toEqual([]);
  });
  it('an admin moves staff and customers between those two roles only', () => {
    expect(changeableRoles('admin', 'staff')).toEqual(['customer', 'staff']);
    expect(changeableRoles('admin', 'admin')).toEqual([]);
    expect(changeableRoles('superadmin', 'admin')).toContain('superadmin');
  });
  it('the new-user form needs a name, a valid email and a password of 8+ characters', () => {
    const r = newStaffSchema.safeParse({ full_name: 'A', email: 'x', password: 'short', role: 'staff' });
    expect(r.success).toBe(false);
    expect(
      newStaffSchema.safeParse({
        full_name: 'Amina Hassan',
        email: 'a@b.co',
        password: 'long-enough',
        role: 'staff',
      }).success,
    ).toBe(true);
  });
});
