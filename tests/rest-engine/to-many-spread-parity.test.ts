// Spreads of to-many relationships as PostgREST 13 answers them (issue 23, ADR 063): aggregates in them are
// refused with PGRST127, and relationships nested in them add rows, so every spread column is one flat array.
// Fixtures: tests/fixtures/migrations/29990101000000_rest_fixtures.sql (countries, cities; authors, books, tags).
import { describe, expect, it } from 'vitest';
import { anonClient } from '../support/clients.ts';

const NOT_IMPLEMENTED = {
  code: 'PGRST127',
  message: 'Feature not implemented',
  details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.',
  hint: null,
};

describe('a client aggregates inside a spread of a to-many relationship', () => {
  it('is refused with 400 PGRST127, as PostgREST 13, for count() and a column aggregate', async () => {
    for (const columns of [
      'name, ...rest_cities(count())',
      'name, ...rest_cities(city:name, population.sum())',
    ]) {
      const { data, error, status } = await anonClient().from('rest_countries').select(columns);
      expect(status).toBe(400);
      expect(data).toBeNull();
      expect(error).toMatchObject(NOT_IMPLEMENTED);
    }
  });

  it('is refused for a many-to-many spread too', async () => {
    const { error, status } = await anonClient().from('rest_tags').select('name, ...rest_books(id.count())');
    expect(status).toBe(400);
    expect(error).toMatchObject(NOT_IMPLEMENTED);
  });

  it('is refused when the aggregate would be hoisted into the spread from a to-one spread inside it', async () => {
    const { error, status } = await anonClient()
      .from('rest_countries')
      .select('name, ...rest_cities(city:name, ...rest_countries(id.max()))');
    expect(status).toBe(400);
    expect(error).toMatchObject(NOT_IMPLEMENTED);
  });

  it('still gets an aggregate in a to-many embed that is not spread', async () => {
    const { data, error } = await anonClient()
      .from('rest_countries')
      .select('name, rest_cities(count())')
      .in('name', ['Chile', 'Iceland'])
      .order('name');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Chile', rest_cities: [{ count: 2 }] },
      { name: 'Iceland', rest_cities: [{ count: 0 }] },
    ]);
  });
});

type Pair = [unknown, unknown];
const pairs = (a: unknown[], b: unknown[]): Pair[] =>
  a.map((x, i): Pair => [x, b[i]]).sort((p, q) => JSON.stringify(p).localeCompare(JSON.stringify(q)));

describe('a client nests relationships inside a spread of a to-many relationship', () => {
  it('gets one flat array per column for a nested to-many spread: the outer value repeated per inner row', async () => {
    const { data, error } = await anonClient()
      .from('rest_authors')
      .select('name, ...rest_books(title, ...rest_tags(tags:name))')
      .order('id');
    expect(error).toBeNull();
    const rows = data as unknown as { name: string; title: string[]; tags: string[] }[];
    expect(rows.map((r) => r.name)).toEqual(['Ursula K. Le Guin', 'Jorge Luis Borges', 'Unpublished Writer']);
    expect(pairs(rows[0].title, rows[0].tags)).toEqual([
      ['A Wizard of Earthsea', 'fantasy'],
      ['The Dispossessed', 'scifi'],
      ['The Left Hand of Darkness', 'classic'],
      ['The Left Hand of Darkness', 'scifi'],
    ]);
    expect(pairs(rows[1].title, rows[1].tags)).toEqual([
      ['Ficciones', 'classic'],
      ['The Aleph', 'classic'],
      ['The Aleph', 'fantasy'],
    ]);
    expect(rows[2]).toEqual({ name: 'Unpublished Writer', title: [], tags: [] });
  });

  it('gets one object per related row for a nested to-many embed that is not spread', async () => {
    const { data, error } = await anonClient()
      .from('rest_authors')
      .select('name, ...rest_books(title, rest_tags(name))')
      .eq('id', 2);
    expect(error).toBeNull();
    const [row] = data as unknown as { title: string[]; rest_tags: { name: string }[] }[];
    expect(pairs(row.title, row.rest_tags)).toEqual([
      ['Ficciones', { name: 'classic' }],
      ['The Aleph', { name: 'classic' }],
      ['The Aleph', { name: 'fantasy' }],
    ]);
  });

  it('gets one value per row of the spread for a nested to-one relationship, spread or as an object', async () => {
    const { data, error } = await anonClient()
      .from('rest_countries')
      .select('name, ...rest_cities(city:name, rest_countries(code), ...rest_countries(continent))')
      .eq('name', 'Chile')
      .order('name', { referencedTable: 'rest_cities' });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: 'Chile',
        city: ['Santiago', 'Valparaiso'],
        rest_countries: [{ code: 'CL' }, { code: 'CL' }],
        continent: ['South America', 'South America'],
      },
    ]);
  });
});
