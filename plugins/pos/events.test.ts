import { describe, expect, it } from 'vitest';
import { posEvents } from './events.ts';

const entry = (action: string, changes: Record<string, unknown> | null) => ({
  id: 1,
  at: '2026-11-29T08:00:00Z',
  actor: 'u1',
  action,
  target: 'po-1',
  details: { body: null, link: null, changes },
});
const people = { actor: 'Grace Wambui' } as Parameters<typeof posEvents.describe>[1];

describe('the POS timeline sentences', () => {
  it('a buyer reading a purchase order’s history sees who e-mailed it and to which address', () => {
    expect(
      posEvents.describe(entry('pos.purchase_order_sent', { to: 'orders@usalama.example' }), people),
    ).toBe('Grace Wambui e-mailed this purchase order to orders@usalama.example');
    expect(posEvents.describe(entry('pos.receipt_emailed', { to: 'a@b.example' }), people)).toBe(
      'Grace Wambui e-mailed the receipt to a@b.example',
    );
  });

  it('an admin reading a session’s history sees the Z report e-mailed at close; the settings’ history names the new ceiling', () => {
    expect(
      posEvents.describe(
        entry('pos.z_report_emailed', { to: 'owner@firm.example, admin@firm.example' }),
        people,
      ),
    ).toBe(
      'Grace Wambui closed the session; the Z report was e-mailed to owner@firm.example, admin@firm.example',
    );
    expect(
      posEvents.describe(
        entry('pos.settings_changed', { max_discount_percent: { from: '100', to: '30' } }),
        people,
      ),
    ).toBe('Grace Wambui set the highest discount at the till to 30 %');
  });

  it('an event it does not know goes to the generic sentence', () => {
    expect(posEvents.describe(entry('pos.something_else', null), people)).toBeNull();
  });
});
