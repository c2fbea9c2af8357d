// "Page not found" inside a page that found nothing loads its code only then (ADR 096): the server renders it whole,
// and a browser that hydrates that 404 keeps the server's HTML until the code arrives — no mismatch, no blank page.
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** One side's modules (server or browser), each its own copy: the browser's has not loaded the code yet. */
async function side() {
  vi.resetModules();
  const { MemoryRouter } = await import('react-router-dom');
  const lazy = await import('./site-not-found-lazy.tsx');
  const tree = (
    <MemoryRouter initialEntries={['/services/no-such-area']}>
      <lazy.LazySiteNotFound />
    </MemoryRouter>
  );
  return { lazy, tree };
}

describe('a visitor opening an address the server answers with 404', () => {
  it("keeps the server's not-found page while its code loads, then it works, with no hydration error", async () => {
    const server = await side();
    await server.lazy.loadSiteNotFound();
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(server.tree);
    expect(html).toContain('Page not found');

    const browser = await side();
    const { hydrateRoot } = await import('react-dom/client');
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(root, browser.tree, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(root.textContent).toContain('Page not found');
    await act(async () => {
      await browser.lazy.loadSiteNotFound();
    });
    spy.mockRestore();
    expect(errors).toEqual([]);
    expect(root.querySelector('h1')?.textContent).toBe('Page not found');
    expect(root.querySelector('a[href="/services"]')?.textContent).toBe('See all services');
  });
});
