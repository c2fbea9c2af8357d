import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { RestError } from '../errors.ts';
import { negotiate, pickSchema } from './media.ts';

describe('the client chooses a representation with Accept', () => {
  it('defaults to a JSON array', () => {
    expect(negotiate(undefined).kind).toBe('json');
    expect(negotiate('*/*').kind).toBe('json');
    expect(negotiate('application/json').kind).toBe('json');
  });

  it('asks for a single object, CSV, or stripped nulls', () => {
    expect(negotiate('application/vnd.pgrst.object+json').kind).toBe('object');
    expect(negotiate('application/vnd.pgrst.object+json;nulls=stripped')).toMatchObject({
      kind: 'object',
      stripNulls: true,
    });
    expect(negotiate('application/vnd.pgrst.array+json;nulls=stripped')).toMatchObject({
      kind: 'json',
      stripNulls: true,
    });
    expect(negotiate('text/csv').kind).toBe('csv');
  });

  it('honours q-values', () => {
    expect(negotiate('application/json;q=0.5, text/csv').kind).toBe('csv');
  });

  it('gets 406 PGRST107 for a media type nobody produces and 501 for ones this server skips', () => {
    expect(() => negotiate('image/png')).toThrow(RestError);
    try {
      negotiate('image/png');
    } catch (e) {
      expect((e as RestError).status).toBe(406);
      expect((e as RestError).code).toBe('PGRST107');
    }
    expect(() => negotiate('application/geo+json')).toThrow(
      expect.objectContaining({ status: 406, code: 'PGRST107' }),
    );
  });

  it('gets 406 PGRST107, not a server error, for media types named like object properties', () => {
    for (const accept of ['__proto__', 'constructor', 'toString', 'hasOwnProperty; __proto__=x']) {
      for (const planEnabled of [false, true]) {
        expect(() => negotiate(accept, true, planEnabled)).toThrow(
          expect.objectContaining({ status: 406, code: 'PGRST107' }),
        );
      }
    }
  });
});

describe('the client asks for the execution plan (supabase-js .explain())', () => {
  const plan =
    'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; options=verbose|analyze';

  it('gets 406 PGRST107 while REST_DB_PLAN_ENABLED is off, as it is by default', () => {
    expect(loadConfig({}).restPlanEnabled).toBe(false);
    for (const accept of ['application/vnd.pgrst.plan', plan]) {
      expect(() => negotiate(accept)).toThrow(expect.objectContaining({ status: 406, code: 'PGRST107' }));
    }
    expect(() => negotiate('application/vnd.pgrst.plan+json')).toThrow(
      'None of these media types are available: application/vnd.pgrst.plan+json; for="application/json"',
    );
  });

  it('gets the plan of the representation named by `for`, with the options in PostgREST’s order', () => {
    expect(negotiate(plan, true, true)).toEqual({
      kind: 'object',
      stripNulls: false,
      contentType:
        'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; options=analyze|verbose; charset=utf-8',
      plan: { format: 'json', options: ['analyze', 'verbose'] },
    });
    expect(negotiate('application/vnd.pgrst.plan', true, true)).toMatchObject({
      kind: 'json',
      contentType: 'application/vnd.pgrst.plan+text; for="application/json"; charset=utf-8',
      plan: { format: 'text', options: [] },
    });
  });
});

describe('the client picks a schema with Accept-Profile / Content-Profile', () => {
  it('uses the first exposed schema by default and refuses others with 406 PGRST106', () => {
    expect(pickSchema(['public', 'api'], undefined)).toBe('public');
    expect(pickSchema(['public', 'api'], 'api')).toBe('api');
    expect(() => pickSchema(['public'], 'auth')).toThrow(/must be one of the following: public/);
  });
});
