// Resource embedding through foreign keys, as PostgREST resolves it:
// many-to-one → object, one-to-many → array, one-to-one → object,
// many-to-many through a junction table, !inner, !hint, spread, and the
// errors for ambiguous or missing relationships.
import { describe, expect, it } from 'vitest';
import { anonClient } from '../support/clients.ts';
import { rest } from './helpers.ts';

describe('a visitor reads rows with their related rows', () => {
  it('lists cities with their country as an object (many-to-one)', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select('name, rest_countries(name, code)')
      .in('id', [1, 4, 8])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Buenos Aires', rest_countries: { name: 'Argentina', code: 'AR' } },
      { name: 'Santiago', rest_countries: { name: 'Chile', code: 'CL' } },
      { name: 'Atlantis', rest_countries: null },
    ]);
  });

  it('lists countries with their cities as an array (one-to-many), empty when there are none', async () => {
    const { data, error } = await anonClient()
      .from('rest_countries')
      .select('name, rest_cities(name)')
      .in('id', [3, 4])
      .order('id')
      .order('name', { referencedTable: 'rest_cities' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'New Zealand', rest_cities: [{ name: 'Auckland' }, { name: 'Wellington' }] },
      { name: 'Iceland', rest_cities: [] },
    ]);
  });

  it('renames an embedded resource with an alias', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select('name, country:rest_countries(name)')
      .eq('id', 6);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Auckland', country: { name: 'New Zealand' } }]);
  });

  it('reads a one-to-one relationship as an object from both sides', async () => {
    const fromCountry = await anonClient()
      .from('rest_countries')
      .select('name, rest_country_profiles(motto)')
      .in('id', [2, 4])
      .order('id');
    expect(fromCountry.error).toBeNull();
    expect(fromCountry.data).toEqual([
      { name: 'Chile', rest_country_profiles: { motto: 'Por la razon o la fuerza' } },
      { name: 'Iceland', rest_country_profiles: null },
    ]);
    const fromProfile = await anonClient()
      .from('rest_country_profiles')
      .select('motto, rest_countries(name)')
      .eq('country_id', 1);
    expect(fromProfile.error).toBeNull();
    expect(fromProfile.data).toEqual([
      { motto: 'En union y libertad', rest_countries: { name: 'Argentina' } },
    ]);
  });

  it('lists books with their tags through the junction table (many-to-many)', async () => {
    const { data, error } = await anonClient()
      .from('rest_books')
      .select('title, rest_tags(name)')
      .in('id', [1, 3])
      .order('id')
      .order('name', { referencedTable: 'rest_tags' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'The Left Hand of Darkness', rest_tags: [{ name: 'classic' }, { name: 'scifi' }] },
      { title: 'A Wizard of Earthsea', rest_tags: [{ name: 'fantasy' }] },
    ]);
  });

  it('nests embeddings several levels deep', async () => {
    const { data, error } = await anonClient()
      .from('rest_authors')
      .select('name, rest_books(title, rest_tags(name))')
      .eq('id', 2)
      .order('id', { referencedTable: 'rest_books' })
      .order('name', { referencedTable: 'rest_books.rest_tags' });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: 'Jorge Luis Borges',
        rest_books: [
          { title: 'Ficciones', rest_tags: [{ name: 'classic' }] },
          { title: 'The Aleph', rest_tags: [{ name: 'classic' }, { name: 'fantasy' }] },
        ],
      },
    ]);
  });

  it('embeds through a view using the foreign keys of its base table', async () => {
    const { data, error } = await anonClient()
      .from('rest_big_cities')
      .select('name, rest_countries(code)')
      .order('population', { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Santiago', rest_countries: { code: 'CL' } },
      { name: 'Buenos Aires', rest_countries: { code: 'AR' } },
    ]);
  });
});

describe('a visitor narrows the related rows', () => {
  it('filters, orders and limits an embedded array without dropping parents', async () => {
    const { data, error } = await anonClient()
      .from('rest_authors')
      .select('name, rest_books(title, published)')
      .in('id', [1, 2])
      .gt('rest_books.published', 1960)
      .order('id')
      .order('published', { referencedTable: 'rest_books', ascending: false })
      .limit(1, { referencedTable: 'rest_books' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Ursula K. Le Guin', rest_books: [{ title: 'The Dispossessed', published: 1974 }] },
      { name: 'Jorge Luis Borges', rest_books: [] },
    ]);
  });

  it('filters an embedded array with eq on an embedded column', async () => {
    const { data, error } = await anonClient()
      .from('rest_authors')
      .select('id, rest_books(title)')
      .eq('rest_books.title', 'Ficciones')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, rest_books: [] },
      { id: 2, rest_books: [{ title: 'Ficciones' }] },
      { id: 3, rest_books: [] },
    ]);
  });

  it('offsets inside an embedded array with range on the referenced table', async () => {
    const { data, error } = await anonClient()
      .from('rest_authors')
      .select('id, rest_books(id)')
      .eq('id', 1)
      .order('id', { referencedTable: 'rest_books' })
      .range(1, 2, { referencedTable: 'rest_books' });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, rest_books: [{ id: 2 }, { id: 3 }] }]);
  });

  it('keeps only parents that have a match with !inner', async () => {
    const { data, error } = await anonClient()
      .from('rest_authors')
      .select('name, rest_books!inner(title)')
      .eq('rest_books.title', 'The Aleph');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Jorge Luis Borges', rest_books: [{ title: 'The Aleph' }] }]);
  });

  it('drops rows whose to-one relation is missing with !inner', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select('id, rest_countries!inner(code)')
      .lt('population', 300000)
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 5, rest_countries: { code: 'CL' } },
      { id: 7, rest_countries: { code: 'NZ' } },
    ]);
  });

  it('filters parents by a to-one column with !inner', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select('name, rest_countries!inner(continent)')
      .eq('rest_countries.continent', 'Oceania')
      .order('name');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Auckland', rest_countries: { continent: 'Oceania' } },
      { name: 'Wellington', rest_countries: { continent: 'Oceania' } },
    ]);
  });

  it('keeps parents and nulls a to-one embed that a filter excludes without !inner', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select('id, rest_countries(code)')
      .eq('rest_countries.code', 'CL')
      .in('id', [1, 4])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, rest_countries: null },
      { id: 4, rest_countries: { code: 'CL' } },
    ]);
  });

  it('finds parents without related rows with is null on the embed', async () => {
    const { data, error } = await anonClient()
      .from('rest_authors')
      .select('name, rest_books(id)')
      .is('rest_books', null);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Unpublished Writer', rest_books: [] }]);
  });

  it('keeps only parents with matching related rows with not is null on the embed', async () => {
    const { data, error } = await anonClient()
      .from('rest_authors')
      .select('id, rest_books(id)')
      .eq('rest_books.published', 1944)
      .not('rest_books', 'is', null);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, rest_books: [{ id: 4 }] }]);
  });

  it('filters by related rows without returning them with an empty embed', async () => {
    const { data, error } = await anonClient()
      .from('rest_authors')
      .select('name, rest_books!inner()')
      .gt('rest_books.published', 1970);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Ursula K. Le Guin' }]);
  });

  it('combines conditions on embedded columns with or on the referenced table', async () => {
    const { data, error } = await anonClient()
      .from('rest_authors')
      .select('id, rest_books(id)')
      .eq('id', 1)
      .or('published.lt.1969,title.eq.The Dispossessed', { referencedTable: 'rest_books' })
      .order('id', { referencedTable: 'rest_books' });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, rest_books: [{ id: 2 }, { id: 3 }] }]);
  });

  it('orders parents by a to-one embedded column', async () => {
    const res = await rest(
      'rest_cities?select=name,rest_countries(name)&id=in.(1,4,6)&order=rest_countries(name).desc',
    );
    expect(res.status).toBe(200);
    expect((res.json as { name: string }[]).map((r) => r.name)).toEqual([
      'Auckland',
      'Santiago',
      'Buenos Aires',
    ]);
  });
});

describe('a visitor counts related rows', () => {
  it('gets the number of related rows with an embedded count', async () => {
    const { data, error } = await anonClient()
      .from('rest_countries')
      .select('name, rest_cities(count)')
      .in('id', [1, 4])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Argentina', rest_cities: [{ count: 3 }] },
      { name: 'Iceland', rest_cities: [{ count: 0 }] },
    ]);
  });
});

describe('a visitor misuses embedding', () => {
  it('is told a filter names a resource that is not embedded (PGRST108)', async () => {
    const { error, status } = await anonClient()
      .from('rest_authors')
      .select('name')
      .eq('rest_books.title', 'Ficciones');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST108',
      message: "'rest_books' is not an embedded resource in this request",
      details: null,
      hint: "Verify that 'rest_books' is included in the 'select' query parameter.",
    });
  });

  it('is refused ordering parents by a to-many embed (PGRST118)', async () => {
    const res = await rest('rest_countries?select=name,rest_cities(name)&order=rest_cities(name)');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: 'PGRST118',
      message: "A related order on 'rest_cities' is not possible",
      details: "'rest_countries' and 'rest_cities' do not form a many-to-one or one-to-one relationship",
      hint: null,
    });
  });
});

describe('a visitor disambiguates relationships', () => {
  it('is told the embedding is ambiguous when two foreign keys point at the same table (PGRST201)', async () => {
    const { data, error, status } = await anonClient().from('rest_messages').select('id, rest_people(name)');
    expect(data).toBeNull();
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'rest_messages' and 'rest_people'",
    });
    expect(error!.hint).toContain("'rest_people!rest_messages_sender_id_fkey'");
    expect(error!.hint).toContain("'rest_people!rest_messages_receiver_id_fkey'");
    const details = error!.details as unknown as {
      cardinality: string;
      embedding: string;
      relationship: string;
    }[];
    expect(details).toHaveLength(2);
    expect(details).toEqual(
      expect.arrayContaining([
        {
          cardinality: 'many-to-one',
          embedding: 'rest_messages with rest_people',
          relationship: 'rest_messages_sender_id_fkey using rest_messages(sender_id) and rest_people(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'rest_messages with rest_people',
          relationship: 'rest_messages_receiver_id_fkey using rest_messages(receiver_id) and rest_people(id)',
        },
      ]),
    );
  });

  it('picks the relationship by foreign-key name with !hint', async () => {
    const { data, error } = await anonClient()
      .from('rest_messages')
      .select(
        'body, sender:rest_people!rest_messages_sender_id_fkey(name), receiver:rest_people!rest_messages_receiver_id_fkey(name)',
      )
      .eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'hi bob', sender: { name: 'Ann' }, receiver: { name: 'Bob' } }]);
  });

  it('picks the relationship by column name with !hint', async () => {
    const { data, error } = await anonClient()
      .from('rest_messages')
      .select('body, to:rest_people!receiver_id(name)')
      .eq('id', 3);
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'hey cid', to: { name: 'Cid' } }]);
  });

  it('embeds the one-to-many side with a hint too', async () => {
    const { data, error } = await anonClient()
      .from('rest_people')
      .select('name, sent:rest_messages!sender_id(id), received:rest_messages!receiver_id(id)')
      .eq('id', 1)
      .order('id', { referencedTable: 'sent' });
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Ann', sent: [{ id: 1 }, { id: 3 }], received: [{ id: 2 }] }]);
  });

  it('is told when two tables have no relationship (PGRST200)', async () => {
    const { data, error, status } = await anonClient().from('rest_tags').select('name, rest_countries(name)');
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'rest_tags' and 'rest_countries' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'rest_tags' and 'rest_countries' in the schema 'public', but no matches were found.",
    });
  });
});

describe('a visitor flattens related columns with spread', () => {
  it('spreads a to-one relation into the parent row', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select('name, ...rest_countries(country:name, code)')
      .eq('id', 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Cordoba', country: 'Argentina', code: 'AR' }]);
  });

  it('gets nulls for spread columns when the relation is missing', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select('name, ...rest_countries(code)')
      .eq('id', 8);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Atlantis', code: null }]);
  });
});
