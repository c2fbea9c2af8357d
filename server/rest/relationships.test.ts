import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { findRelationship } from './relationships.ts';
import { fakeCache } from './testing/fake-cache.ts';

const cache = fakeCache([
  {
    name: 'authors',
    columns: [
      ['id', 'integer'],
      ['name', 'text'],
    ],
    pk: ['id'],
  },
  {
    name: 'books',
    columns: [
      ['id', 'integer'],
      ['author_id', 'integer'],
      ['editor_id', 'integer'],
    ],
    pk: ['id'],
    fks: [
      { name: 'books_author_fk', columns: ['author_id'], ref: 'authors', refColumns: ['id'] },
      { name: 'books_editor_fk', columns: ['editor_id'], ref: 'authors', refColumns: ['id'] },
    ],
  },
  {
    // A view over authors: it shares the FK (and its name) of the table it selects from.
    name: 'authors_view',
    kind: 'v',
    columns: [
      ['id', 'integer'],
      ['name', 'text'],
    ],
  },
  {
    name: 'reviews',
    columns: [
      ['id', 'integer'],
      ['author_id', 'integer'],
    ],
    pk: ['id'],
    fks: [
      { name: 'reviews_author_fk', columns: ['author_id'], ref: 'authors', refColumns: ['id'] },
      { name: 'reviews_author_fk', columns: ['author_id'], ref: 'authors_view', refColumns: ['id'] },
    ],
  },
  {
    name: 'bios',
    columns: [['author_id', 'integer']],
    pk: ['author_id'],
    fks: [{ name: 'bios_fk', columns: ['author_id'], ref: 'authors', refColumns: ['id'] }],
  },
  { name: 'tags', columns: [['id', 'integer']], pk: ['id'] },
  {
    name: 'book_tags',
    columns: [
      ['book_id', 'integer'],
      ['tag_id', 'integer'],
    ],
    pk: ['book_id', 'tag_id'],
    fks: [
      { name: 'bt_book', columns: ['book_id'], ref: 'books', refColumns: ['id'] },
      { name: 'bt_tag', columns: ['tag_id'], ref: 'tags', refColumns: ['id'] },
    ],
  },
  {
    // Surrogate key: the FK columns are not in the primary key, so no many-to-many through it.
    name: 'loans',
    columns: [
      ['id', 'integer'],
      ['book_id', 'integer'],
      ['tag_id', 'integer'],
    ],
    pk: ['id'],
    fks: [
      { name: 'loans_book', columns: ['book_id'], ref: 'books', refColumns: ['id'] },
      { name: 'loans_tag', columns: ['tag_id'], ref: 'tags', refColumns: ['id'] },
    ],
  },
]);
const rels = cache.relationships;
const books = { schema: 'public', name: 'books' };
const authors = { schema: 'public', name: 'authors' };

function thrown(fn: () => unknown): RestError {
  try {
    fn();
  } catch (e) {
    if (e instanceof RestError) return e;
  }
  throw new Error('expected a RestError');
}

describe('the schema cache relates tables through foreign keys', () => {
  it('finds the many-to-one relationship named by its constraint', () => {
    const r = findRelationship(rels, books, 'authors', 'books_author_fk', 'public');
    expect(r).toMatchObject({ kind: 'm2o', columns: ['author_id'], foreignColumns: ['id'] });
  });

  it('finds the relationship named by a column hint, and by the column itself', () => {
    expect(findRelationship(rels, books, 'authors', 'editor_id', 'public').constraint).toBe(
      'books_editor_fk',
    );
    expect(findRelationship(rels, books, 'editor_id', undefined, 'public').constraint).toBe(
      'books_editor_fk',
    );
  });

  it('reports two candidate foreign keys as ambiguous (300 PGRST201) with both in details', () => {
    const e = thrown(() => findRelationship(rels, books, 'authors', undefined, 'public'));
    expect(e.status).toBe(300);
    expect(e.code).toBe('PGRST201');
    expect(e.details).toHaveLength(2);
    expect(e.hint).toContain("'authors!books_author_fk'");
  });

  it('sees the inverse as one-to-many, and a foreign key on a primary key as one-to-one', () => {
    expect(findRelationship(rels, authors, 'books', 'books_author_fk', 'public').kind).toBe('o2m');
    expect(findRelationship(rels, authors, 'bios', undefined, 'public').kind).toBe('o2o');
  });

  it('finds many-to-many only through a junction whose foreign keys form its key', () => {
    const r = findRelationship(rels, books, 'tags', undefined, 'public');
    expect(r.kind).toBe('m2m');
    expect(r.junction?.table.name).toBe('book_tags');
  });

  it('answers 400 PGRST200 when nothing relates the tables', () => {
    const e = thrown(() => findRelationship(rels, authors, 'tags', undefined, 'public'));
    expect(e.status).toBe(400);
    expect(e.code).toBe('PGRST200');
    expect(e.hint).toBeNull();
  });

  it('hints the nearest related table for a misspelt target, and the nearest table for a misspelt origin', () => {
    expect(thrown(() => findRelationship(rels, books, 'author', undefined, 'public')).hint).toBe(
      "Perhaps you meant 'authors' instead of 'author'.",
    );
    const origin = { schema: 'public', name: 'book' };
    expect(thrown(() => findRelationship(rels, origin, 'authors', undefined, 'public')).hint).toBe(
      "Perhaps you meant 'books' instead of 'book'.",
    );
  });

  it('gives no hint when the target is related but the hint is wrong', () => {
    const e = thrown(() => findRelationship(rels, books, 'authors', 'bt_book', 'public'));
    expect(e.code).toBe('PGRST200');
    expect(e.hint).toBeNull();
  });
});

describe('an FK column or constraint as the embed target, as PostgREST resolves it', () => {
  const reviews = { schema: 'public', name: 'reviews' };

  it('leaves out views sharing the FK, so the table is found (no false PGRST201)', () => {
    for (const target of ['author_id', 'reviews_author_fk']) {
      const r = findRelationship(rels, reviews, target, undefined, 'public');
      expect(r.foreignTable.name).toBe('authors');
    }
  });

  it('still embeds the view by its name', () => {
    expect(findRelationship(rels, reviews, 'authors_view', undefined, 'public').kind).toBe('m2o');
  });

  it("refuses a junction FK's name as a many-to-many hint with PGRST200 (only the junction names it)", () => {
    expect(thrown(() => findRelationship(rels, books, 'tags', 'bt_book', 'public')).code).toBe('PGRST200');
    expect(findRelationship(rels, books, 'tags', 'book_tags', 'public').kind).toBe('m2m');
  });
});
