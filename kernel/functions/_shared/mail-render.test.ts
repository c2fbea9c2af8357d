// The renderer (server/mail/render.ts, ADR 017): placeholders, escaping, the
// branded layout, the plain-text part and the errors that name what is missing.
import { describe, expect, it } from 'vitest';
import {
  missingPlaceholders,
  pathsOf,
  RenderError,
  renderEmail,
  sanitizeTemplateHtml,
} from './mail-render.ts';

const brand = {
  name: 'Safeworks Consulting Ltd',
  email: 'info@safeworks.example',
  phone: '+254 712 345 678',
  address: 'Mombasa Road, Nairobi',
  website: 'https://safeworks.example',
};

describe('rendering a template', () => {
  it('a customer gets the subject, a branded HTML body and a plain-text part with the placeholders filled in', async () => {
    const r = await renderEmail(
      {
        subject: 'Invoice {{invoice.number}} from {{company.name}}',
        html_body:
          '<p>Dear {{customer.name}},</p><p>Invoice <strong>{{invoice.number}}</strong> is attached.</p>',
      },
      { customer: { name: 'Lakeview Millers' }, invoice: { number: 'INV-2026-0107' } },
      brand,
    );
    expect(r.subject).toBe('Invoice INV-2026-0107 from Safeworks Consulting Ltd');
    expect(r.html).toContain('<!doctype html>');
    expect(r.html).toContain('Dear Lakeview Millers,');
    expect(r.html).toContain('Mombasa Road, Nairobi');
    expect(r.html).toMatch(/@media/); // responsive (MJML's column rules)
    expect(r.text).toContain('Dear Lakeview Millers,');
    expect(r.text).toContain('INV-2026-0107');
    expect(r.text).toContain('Safeworks Consulting Ltd\nMombasa Road, Nairobi');
    expect(r.text).not.toContain('<');
  });

  it('what a visitor typed is escaped in the HTML, and a javascript: link is dropped', async () => {
    const r = await renderEmail(
      { subject: 'Hi {{name}}', html_body: '<p>Hi {{name}}</p><p><a href="{{site}}">site</a></p>' },
      { name: '<img src=x onerror=alert(1)>', site: 'javascript:alert(1)' },
      brand,
    );
    expect(r.html).not.toContain('<img src=x');
    expect(r.html).toContain('&lt;img src&#x3D;x');
    expect(r.html).not.toContain('javascript:');
    expect(r.subject).toBe('Hi <img src=x onerror=alert(1)>'); // a subject is plain text, never HTML
  });

  it('a subject cannot gain a header through a line break in the data', async () => {
    const r = await renderEmail(
      { subject: 'About {{x}}', html_body: '<p>x</p>' },
      { x: 'a\r\nBcc: all@evil.test' },
      brand,
    );
    expect(r.subject).toBe('About a Bcc: all@evil.test');
  });

  it('placeholders the data lacks are an error that names every one of them', async () => {
    const t = { subject: '{{invoice.number}}', html_body: '<p>{{customer.nmae}} {{customer.name}}</p>' };
    const data = { customer: { name: 'A' } };
    expect(missingPlaceholders(t, data)).toEqual(['customer.nmae', 'invoice.number']);
    const e = await renderEmail(t, data, brand).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RenderError);
    expect((e as RenderError).missing).toEqual(['customer.nmae', 'invoice.number']);
    expect((e as Error).message).toContain('{{customer.nmae}}');
  });

  it('a missing field inside a list is named too', async () => {
    const e = await renderEmail(
      { subject: 'x', html_body: '<ul>{{#each lines}}<li>{{descripton}}</li>{{/each}}</ul>' },
      { lines: [{ description: 'Audit' }] },
      brand,
    ).catch((x: unknown) => x);
    expect((e as RenderError).missing).toEqual(['descripton']);
  });

  it('lists and conditions work; raw {{{…}}} placeholders and unknown helpers are refused', async () => {
    const r = await renderEmail(
      {
        subject: 'x',
        html_body:
          '<ul>{{#each lines}}<li>{{description}}</li>{{/each}}</ul>{{#if note}}<p>{{note}}</p>{{/if}}',
      },
      { lines: [{ description: 'Audit' }, { description: 'Training' }], note: null },
      brand,
    );
    expect(r.html).toContain('<li>Audit</li><li>Training</li>');
    await expect(
      renderEmail({ subject: 'x', html_body: '{{{raw}}}' }, { raw: '<b>' }, brand),
    ).rejects.toThrow(/raw placeholders are not allowed/);
    await expect(renderEmail({ subject: 'x', html_body: '{{log x}}' }, { x: 1 }, brand)).rejects.toThrow(
      /unknown helper: log/,
    );
  });

  it('a hand-written message keeps its paragraphs and line breaks, escaped', async () => {
    const r = await renderEmail(
      {
        subject: '{{message.subject}}',
        html_body: '{{paragraphs message.body}}',
        text_body: '{{message.body}}',
      },
      { message: { subject: 'Report', body: 'Dear Otieno,\n\nThe report <attached>.\nCall me.' } },
      brand,
    );
    expect(r.html).toContain('<p>Dear Otieno,</p>');
    expect(r.html).toContain('<p>The report &lt;attached&gt;.<br />Call me.</p>');
    expect(r.text.startsWith('Dear Otieno,\n\nThe report <attached>.\nCall me.')).toBe(true);
  });

  it('the logo replaces the company name in the header when there is one', async () => {
    const r = await renderEmail(
      { subject: 'x', html_body: '<p>x</p>' },
      {},
      {
        ...brand,
        logoUrl: 'https://safeworks.example/storage/v1/object/public/branding/logo.png',
        primaryColor: '#123456',
      },
    );
    expect(r.html).toContain('src="https://safeworks.example/storage/v1/object/public/branding/logo.png"');
    expect(r.html).toContain('#123456');
  });
});

describe('sanitising what admins write', () => {
  it('keeps simple mail HTML and placeholders, drops scripts, handlers and styles that could hide things', () => {
    const clean = sanitizeTemplateHtml(
      '<p onclick="x()">Hi {{customer.name}}</p><script>alert(1)</script><a href="{{link}}">go</a><iframe src="x"></iframe>',
    );
    expect(clean).toBe('<p>Hi {{customer.name}}</p><a href="{{link}}">go</a>');
  });
});

describe('the placeholders sample data offers', () => {
  it('lists nested fields as dotted paths', () => {
    expect(pathsOf({ customer: { name: 'A', address: { town: 'Nairobi' } }, lines: [1], n: 1 })).toEqual([
      'customer.name',
      'customer.address.town',
      'lines',
      'n',
    ]);
  });
});
