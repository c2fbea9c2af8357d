import { describe, expect, it } from 'vitest';
import { foldText, matchesQuery } from './match-text.ts';

describe('matching pages and actions to what the user typed', () => {
  it('matches the starts of words, in any order, ignoring case and accents', () => {
    expect(matchesQuery('new us', ['New staff user'])).toBe(true);
    expect(matchesQuery('user new', ['New staff user'])).toBe(true);
    expect(matchesQuery('resume', ['Résumé'])).toBe(true);
    expect(matchesQuery('sms', ['Bulk SMS'])).toBe(true);
    expect(matchesQuery('ser', ['Users'])).toBe(false);
  });

  it('an empty query matches everything; one of punctuation only must appear as typed', () => {
    expect(matchesQuery('  ', ['Leads'])).toBe(true);
    expect(matchesQuery('%_', ['Leads'])).toBe(false);
    expect(matchesQuery('%', ['50% off'])).toBe(true);
  });

  it('splits typed words on punctuation like the texts', () => {
    expect(matchesQuery('bulk-sms', ['Bulk SMS'])).toBe(true);
    expect(foldText('ÇA')).toBe('ca');
  });
});
