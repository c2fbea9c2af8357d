// What the album screen says about a chosen file before uploading it (ADR 081).
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, photoPath, photoProblem } from './photo-files.ts';

describe('a staff member choosing photos to upload', () => {
  it('may add JPEG, PNG and WebP photos up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(photoProblem({ name: 'drill.jpg', type, size: PHOTO_MAX_BYTES })).toBeNull();
  });
  it('is told which file is not a photo, too large or empty', () => {
    expect(photoProblem({ name: 'report.pdf', type: 'application/pdf', size: 10 })).toBe(
      'report.pdf is not a JPEG, PNG or WebP photo',
    );
    expect(photoProblem({ name: 'big.jpg', type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe(
      'big.jpg is larger than 10 MB: choose a smaller photo',
    );
    expect(photoProblem({ name: 'x.png', type: 'image/png', size: 0 })).toBe('x.png is empty');
  });
  it('stores each photo under its album with a fresh name and the right extension', () => {
    expect(photoPath('album-1', 'image/webp', 'abc')).toBe('album-1/abc.webp');
    expect(photoPath('album-1', 'image/jpeg')).toMatch(/^album-1\/[0-9a-f-]{36}\.jpg$/);
  });
});
