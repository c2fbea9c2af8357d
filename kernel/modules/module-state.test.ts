import { describe, expect, it } from 'vitest';
import { applyModuleChange, isModuleEnabled } from './module-state.ts';

const rows = [
  { id: 'leads', name: 'Leads', is_enabled: false },
  { id: 'hr', name: 'HR', is_enabled: true },
];

describe('module switches decide which modules are shown (spec §6)', () => {
  it('a module is shown unless its row says is_enabled = false', () => {
    const s = { status: 'ready' as const, rows };
    expect(isModuleEnabled(s, 'leads')).toBe(false);
    expect(isModuleEnabled(s, 'hr')).toBe(true);
  });
  it('a module that is not listed counts as enabled', () => {
    expect(isModuleEnabled({ status: 'ready', rows }, 'gallery')).toBe(true);
  });
  it('every module counts as enabled while loading', () => {
    expect(isModuleEnabled({ status: 'loading', rows }, 'leads')).toBe(true);
  });
  it('every module counts as enabled when the read failed', () => {
    expect(isModuleEnabled({ status: 'failed', rows: [] }, 'leads')).toBe(true);
  });
  it('a live change from settings is applied to the list', () => {
    const next = applyModuleChange(rows, { eventType: 'UPDATE', new: { id: 'leads', is_enabled: true } });
    expect(next.find((r) => r.id === 'leads')).toEqual({ id: 'leads', name: 'Leads', is_enabled: true });
    expect(applyModuleChange(rows, { eventType: 'DELETE', old: { id: 'hr' } }).map((r) => r.id)).toEqual([
      'leads',
    ]);
    expect(
      applyModuleChange(rows, {
        eventType: 'INSERT',
        new: { id: 'pos', name: 'Point of sale', is_enabled: true },
      }),
    ).toHaveLength(3);
  });
});
