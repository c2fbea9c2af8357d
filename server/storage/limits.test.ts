import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isActiveContent, mimeAllowed, parseAllowedMimeTypes, parseFileSizeLimit } from './limits.ts';
import { isValidBucketName, isValidKey } from './names.ts';

describe('bucket limits', () => {
  it('reads size limits as Supabase does', () => {
    expect(parseFileSizeLimit('5MB')).toBe(5 * 1024 * 1024);
    expect(parseFileSizeLimit('30 kb')).toBe(30 * 1024);
    expect(parseFileSizeLimit('3B')).toBe(3);
    expect(parseFileSizeLimit('1024')).toBe(1024);
    expect(parseFileSizeLimit(2048)).toBe(2048);
    expect(parseFileSizeLimit(null)).toBeNull();
    expect(parseFileSizeLimit(undefined)).toBeUndefined();
    for (const bad of ['5 TB', '-1', 'MB', '1e9', -5, 1.5]) expect(() => parseFileSizeLimit(bad)).toThrow();
  });

  it('matches MIME types with wildcards and ignores parameters', () => {
    expect(mimeAllowed('image/png', ['image/*'])).toBe(true);
    expect(mimeAllowed('text/plain;charset=UTF-8', ['text/plain'])).toBe(true);
    expect(mimeAllowed('imagex/png', ['image/*'])).toBe(false);
    expect(mimeAllowed('application/pdf', ['image/*'])).toBe(false);
    expect(mimeAllowed('anything/else', null)).toBe(true);
    expect(() => parseAllowedMimeTypes(['image/*', 'not a type'])).toThrow();
  });

  it('treats documents a browser would run as active content', () => {
    for (const t of [
      'text/html',
      'image/svg+xml',
      'application/xhtml+xml',
      'text/xml',
      'application/javascript',
    ])
      expect(isActiveContent(t), t).toBe(true);
    for (const t of ['image/png', 'application/pdf', 'text/plain; charset=utf-8', 'video/mp4'])
      expect(isActiveContent(t), t).toBe(false);
  });
});

describe('names', () => {
  it('no accepted key can climb or hide a path separator', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (key) => {
        if (!isValidKey(key)) return;
        const segs = key.split('/');
        expect(segs.every((s) => s !== '' && s !== '.' && s !== '..')).toBe(true);
        expect(key.includes('\\') || key.includes('\0') || key.startsWith('/')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts what Supabase accepts and refuses the rest', () => {
    expect(isValidKey('folder/sub folder/file (1).pdf')).toBe(true);
    for (const bad of ['', '/abs', 'a//b', 'a/../b', './a', 'a/', 'a\\b', 'a%2fb', 'ü.txt', 'a\0b'])
      expect(isValidKey(bad), JSON.stringify(bad)).toBe(false);
    expect(isValidBucketName('avatars')).toBe(true);
    for (const bad of ['', '..', 'a/b', ' a', 'a ', 'x'.repeat(101)])
      expect(isValidBucketName(bad), bad).toBe(false);
  });
});
