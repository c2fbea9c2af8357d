import { describe, expect, it } from 'vitest';
import { applyModuleChange, isModuleEnabled, type ModulesState, settleRead } from './module-state.ts';

const rows = [
  { id: 'leads', name: 'Leads', is_enabled: false },
  { id: 'hr', name: 'HR', is_enabled: true },
];
const ready: ModulesState = { status: 'ready', rows };

describe('module switches decide which modules are shown (spec §6)', () => {
  it('a module is shown unless its row says is_enabled = false', () => {
    expect(isModuleEnabled(ready, 'leads')).toBe(false);
    expect(isModuleEnabled(ready, 'hr')).toBe(true);
  });
  it('only an explicit false disables (a null flag counts as enabled)', () => {
    const odd = { status: 'ready', rows: [{ id: 'gallery', name: 'Gallery', is_enabled: null }] };
    expect(isModuleEnabled(odd as unknown as ModulesState, 'gallery')).toBe(true);
  });
  it('a module that is not listed counts as enabled', () => {
    expect(isModuleEnabled(ready, 'gallery')).toBe(true);
  });
  it('every module counts as enabled while loading', () => {
    expect(isModuleEnabled({ status: 'loading', rows }, 'leads')).toBe(true);
  });
  it('every module counts as enabled when the read failed', () => {
    expect(isModuleEnabled({ status: 'failed', rows }, 'leads')).toBe(true);
  });
});

describe('reads settle into the state', () => {
  it('a successful read replaces the list', () => {
    expect(settleRead({ status: 'loading', rows: [] }, { ok: true, rows })).toEqual(ready);
  });
  it('a first read that fails enables every module', () => {
    const failed = settleRead({ status: 'loading', rows: [] }, { ok: false });
    expect(failed.status).toBe('failed');
    expect(isModuleEnabled(failed, 'leads')).toBe(true);
  });
  it('a later read that fails keeps what is known (a blip must not switch modules back on)', () => {
    expect(settleRead(ready, { ok: false })).toBe(ready);
  });
});

describe('a live change from settings is applied to the list', () => {
  it('an UPDATE switches the module and keeps its name', () => {
    const next = applyModuleChange(rows, { eventType: 'UPDATE', new: { id: 'leads', is_enabled: true } });
    expect(next.find((r) => r.id === 'leads')).toEqual({ id: 'leads', name: 'Leads', is_enabled: true });
    expect(next).toHaveLength(2);
  });
  it('an INSERT adds a module, a DELETE removes one', () => {
    expect(
      applyModuleChange(rows, {
        eventType: 'INSERT',
        new: { id: 'pos', name: 'Point of sale', is_enabled: false },
      }),
    ).toContainEqual({ id: 'pos', name: 'Point of sale', is_enabled: false });
    expect(applyModuleChange(rows, { eventType: 'DELETE', old: { id: 'hr' } }).map((r) => r.id)).toEqual([
      'leads',
    ]);
  });
  it('ignores a payload without an id', () => {
    expect(applyModuleChange(rows, { eventType: 'UPDATE', new: {} })).toBe(rows);
    expect(applyModuleChange(rows, { eventType: 'DELETE', old: {} })).toBe(rows);
  });
});
