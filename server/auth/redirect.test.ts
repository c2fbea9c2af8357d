import { describe, expect, it } from 'vitest';
import { isAllowedRedirect, safeRedirect } from './redirect.ts';

const config = {
  siteUrl: 'https://safeworks.example',
  additionalRedirectUrls: ['https://staff.safeworks.example/app', 'http://localhost:5173'],
};

describe('redirect allow list', () => {
  it("allows anything on SITE_URL's origin", () => {
    expect(isAllowedRedirect(config, 'https://safeworks.example/reset?x=1')).toBe(true);
  });

  it('allows listed URLs and paths below them only', () => {
    expect(isAllowedRedirect(config, 'https://staff.safeworks.example/app')).toBe(true);
    expect(isAllowedRedirect(config, 'https://staff.safeworks.example/app/welcome')).toBe(true);
    expect(isAllowedRedirect(config, 'https://staff.safeworks.example/application')).toBe(false);
    expect(isAllowedRedirect(config, 'https://staff.safeworks.example/')).toBe(false);
    expect(isAllowedRedirect(config, 'http://localhost:5173/any/path')).toBe(true);
  });

  it('refuses other origins, look-alikes and non-web schemes', () => {
    for (const u of [
      'https://evil.example/',
      'https://safeworks.example.evil.example/',
      'https://safeworks.example@evil.example/',
      'https://user:pw@safeworks.example/',
      'javascript:alert(1)',
      '//evil.example',
      'not a url',
    ]) {
      expect(isAllowedRedirect(config, u), u).toBe(false);
    }
  });

  it('falls back to SITE_URL', () => {
    expect(safeRedirect(config, 'https://evil.example/')).toBe('https://safeworks.example');
    expect(safeRedirect(config, undefined)).toBe('https://safeworks.example');
    expect(safeRedirect(config, 'https://safeworks.example/x')).toBe('https://safeworks.example/x');
  });
});
