// A many-to-many relationship from a table to itself, as PostgREST 13 treats it (issue 23, ADR 063): users and
// a subscriptions junction whose two foreign keys both reference users. PostgREST never embeds it by the table
// name or a junction hint (its self-relationship rules cover the one-to-many / many-to-one pair only); a client
// embeds the junction with a column hint, or a computed relationship, as PostgREST's documentation shows.
// Fixtures: tests/fixtures/migrations/29991202100000_rest_self_many_to_many_fixture.sql.
import { describe, expect, it } from 'vitest';
import { anonClient } from '../support/clients.ts';

const noRelationship = (hint?: string) => ({
  code: 'PGRST200',
  message: "Could not find a relationship between 'rp_users' and 'rp_users' in the schema cache",
  details: `Searched for a foreign key relationship between 'rp_users' and 'rp_users'${
    hint ? ` using the hint '${hint}'` : ''
  } in the schema 'public', but no matches were found.`,
  // The target is one of the relations rp_users is related to: PostgREST suggests nothing.
  hint: null,
});

describe('a client embeds a table in itself through a many-to-many junction', () => {
  it('is told there is no relationship (400 PGRST200) when it names the table', async () => {
    const { data, error, status } = await anonClient()
      .from('rp_users')
      .select('username, rp_users(username)');
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error).toMatchObject(noRelationship());
  });

  it('is told the same when it names the junction as the hint', async () => {
    const { error, status } = await anonClient()
      .from('rp_users')
      .select('username, subscribers:rp_users!rp_subscriptions(username)');
    expect(status).toBe(400);
    expect(error).toMatchObject(noRelationship('rp_subscriptions'));
  });

  it('is told embedding the junction is ambiguous (300 PGRST201), with a hint naming both foreign keys', async () => {
    const { data, error, status } = await anonClient()
      .from('rp_users')
      .select('username, rp_subscriptions(kind)');
    expect(status).toBe(300);
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'rp_users' and 'rp_subscriptions'",
    });
    expect(error!.hint).toMatch(
      /^Try changing 'rp_subscriptions' to one of the following: '.+', '.+'\. Find the desired relationship in the 'details' key\.$/,
    );
    expect(error!.hint).toContain("'rp_subscriptions!rp_subscriptions_subscriber_id_fkey'");
    expect(error!.hint).toContain("'rp_subscriptions!rp_subscriptions_subscribed_id_fkey'");
    const details = error!.details as unknown as object[];
    expect(details).toHaveLength(2);
    expect(details).toEqual(
      expect.arrayContaining([
        {
          cardinality: 'one-to-many',
          embedding: 'rp_users with rp_subscriptions',
          relationship:
            'rp_subscriptions_subscriber_id_fkey using rp_users(id) and rp_subscriptions(subscriber_id)',
        },
        {
          cardinality: 'one-to-many',
          embedding: 'rp_users with rp_subscriptions',
          relationship:
            'rp_subscriptions_subscribed_id_fkey using rp_users(id) and rp_subscriptions(subscribed_id)',
        },
      ]),
    );
  });

  it('gets a user’s subscribers through the junction, picked by its column, and the users behind it', async () => {
    const { data, error } = await anonClient()
      .from('rp_users')
      .select(
        'username, subscribers:rp_subscriptions!subscribed_id(kind, user:rp_users!subscriber_id(username))',
      )
      .eq('id', 4)
      .order('subscriber_id', { referencedTable: 'subscribers' });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        username: 'the_top_artist',
        subscribers: [
          { kind: 'follow', user: { username: 'patrick109' } },
          { kind: 'follow', user: { username: 'alicia_smith' } },
        ],
      },
    ]);
  });

  it('gets the usernames as one flat list by spreading the junction and the user in it', async () => {
    const { data, error } = await anonClient()
      .from('rp_users')
      .select('username, ...rp_subscriptions!subscriber_id(...rp_users!subscribed_id(following:username))')
      .in('id', [2, 5])
      .order('id')
      .order('subscribed_id', { referencedTable: 'rp_subscriptions' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { username: 'alicia_smith', following: ['top_streamer', 'the_top_artist'] },
      { username: 'lurker', following: [] },
    ]);
  });

  it('gets subscribers and followed users from computed relationships, PostgREST’s documented way', async () => {
    const { data, error } = await anonClient()
      .from('rp_users')
      .select('username, rp_subscribers(username), rp_following(username)')
      .eq('id', 4);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        username: 'the_top_artist',
        rp_subscribers: [{ username: 'patrick109' }, { username: 'alicia_smith' }],
        rp_following: [{ username: 'top_streamer' }],
      },
    ]);
  });
});
