import { describe, expect, it } from 'vitest';
import {
  duration,
  fromCents,
  isOverdue,
  leadFormSchema,
  leadFormToRow,
  toCents,
  waitingForResponse,
  weightedTotal,
  zonedLocalToIso,
} from './schema.ts';

describe('the weighted pipeline', () => {
  it('adds value × probability / 100 exactly, rounding once to the cent', () => {
    // 35000.035 + 0.025 + 999999999999.99 = 1000000035000.05: beyond a float's 15–16 digits, exact here.
    expect(
      weightedTotal([
        { expected_value: '100000.10', probability: 35 },
        { expected_value: '0.05', probability: 50 },
        { expected_value: '999999999999.99', probability: 100 },
        { expected_value: null, probability: 90 },
        { expected_value: '5000', probability: null },
      ]),
    ).toBe('1000000035000.05');
    expect(weightedTotal([{ expected_value: '0.01', probability: 50 }])).toBe('0.01');
    expect(weightedTotal([{ expected_value: '0.01', probability: 49 }])).toBe('0.00');
    expect(weightedTotal([])).toBe('0.00');
  });

  it('reads and writes cents without floats', () => {
    expect(toCents('12500.5')).toBe(1250050n);
    expect(toCents('7')).toBe(700n);
    expect(fromCents(123456789n)).toBe('1234567.89');
    expect(() => toCents('1.234')).toThrow();
    expect(() => toCents('1e5')).toThrow();
  });
});

describe('follow-ups and first responses', () => {
  it('marks an open lead overdue only after its follow-up day', () => {
    expect(isOverdue({ follow_up_on: '2026-11-24', stage: 'contacted' }, '2026-11-25')).toBe(true);
    expect(isOverdue({ follow_up_on: '2026-11-25', stage: 'contacted' }, '2026-11-25')).toBe(false);
    expect(isOverdue({ follow_up_on: '2026-11-01', stage: 'won' }, '2026-11-25')).toBe(false);
    expect(isOverdue({ follow_up_on: null, stage: 'new' }, '2026-11-25')).toBe(false);
  });

  it('says how long an untouched open lead has waited', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(
      waitingForResponse({ created_at: '2026-11-25T09:00:00Z', first_response_at: null, stage: 'new' }, now),
    ).toBe('Waiting for first response: 3 h');
    expect(
      waitingForResponse(
        { created_at: '2026-11-25T09:00:00Z', first_response_at: '2026-11-25T10:00:00Z', stage: 'new' },
        now,
      ),
    ).toBeNull();
    expect(
      waitingForResponse({ created_at: '2026-11-20T09:00:00Z', first_response_at: null, stage: 'lost' }, now),
    ).toBeNull();
    expect(duration('2026-11-25T11:35:00Z', now)).toBe('25 min');
    expect(duration('2026-11-23T08:00:00Z', now)).toBe('2 d 4 h');
  });
});

describe('the lead form', () => {
  const base = {
    contact_name: 'Grace',
    company: '',
    email: '',
    phone: '0712345678',
    service_id: '',
    source: 'phone' as const,
    message: '',
    expected_value: '',
    probability: '',
    owner_id: '',
    follow_up_on: '',
  };
  it('turns blanks into nulls and keeps money as a decimal string', () => {
    const parsed = leadFormSchema.parse({ ...base, expected_value: '150000.50', probability: '40' });
    expect(leadFormToRow(parsed)).toMatchObject({
      company: null,
      email: null,
      expected_value: '150000.50',
      probability: 40,
      owner_id: null,
    });
  });
  it('refuses a lead nobody can be reached at, a bad amount and a probability over 100', () => {
    const r = leadFormSchema.safeParse({ ...base, phone: '', expected_value: '12,5', probability: '101' });
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['email', 'expected_value', 'probability']);
  });
});

describe('a planned time typed in the company’s zone', () => {
  it('means that wall-clock time in the company’s zone, whatever the browser’s', () => {
    expect(zonedLocalToIso('2026-11-20T10:00', 'Africa/Nairobi')).toBe('2026-11-20T07:00:00.000Z');
    expect(zonedLocalToIso('2026-07-01T09:30', 'Europe/London')).toBe('2026-07-01T08:30:00.000Z');
    expect(() => zonedLocalToIso('tomorrow', 'Africa/Nairobi')).toThrow();
  });
});
