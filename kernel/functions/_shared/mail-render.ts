// Renders an e-mail template (ADR 017): Handlebars placeholders filled from the
// data (HTML-escaped in the HTML part), the content sanitised and placed in the
// branded, responsive MJML layout (logo, colours, company footer), and a
// plain-text part always made (the template's text, else derived from the HTML).
// Pure: no database, no network. A placeholder the data lacks is an error that
// names it (RenderError.missing), so a message never goes out with a blank.
import Handlebars from 'handlebars';
import { convert } from 'html-to-text';
import mjml2html from 'mjml';
import sanitizeHtml from 'sanitize-html';
import { RenderError } from './mail-render-error.ts';

export { RenderError };

export interface TemplateSource {
  subject: string;
  html_body: string;
  text_body?: string | null;
}

export interface Branding {
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  postal_address?: string | null;
  website?: string | null;
  /** Absolute URL of the logo (public "branding" bucket), or null for the name in text. */
  logoUrl?: string | null;
  /** Header background and link colour (#rrggbb). */
  primaryColor?: string | null;
}

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

export const DEFAULT_PRIMARY = '#0f5132';

// One Handlebars instance of our own: the built-in block helpers plus `paragraphs`.
const hb = Handlebars.create();
hb.registerHelper('paragraphs', (value: unknown) => {
  const text = value == null ? '' : String(value);
  const html = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${hb.escapeExpression(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return new hb.SafeString(html);
});
hb.unregisterHelper('log');
hb.unregisterHelper('helperMissing');
const HELPERS = new Set(['if', 'unless', 'each', 'with', 'lookup', 'paragraphs']);

/** The tags and attributes template content may use (simple, mail-client-safe HTML). */
export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'span',
    'div',
    'blockquote',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align', 'style'],
    th: ['colspan', 'rowspan', 'align', 'style'],
    table: ['width', 'style'],
    p: ['style'],
    span: ['style'],
    div: ['style'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,6}$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,6}$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(bold|normal|[1-9]00)$/],
      'font-style': [/^(italic|normal)$/],
      padding: [/^[0-9 .]+(px|em)?( [0-9 .]+(px|em)?)*$/],
      border: [/^[0-9]+px solid #[0-9a-f]{3,6}$/i],
      width: [/^[0-9]+(px|%)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Admin-written template HTML as it may be stored and shown (placeholders kept). */
export function sanitizeTemplateHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

interface PathUse {
  path: string;
  /** Inside a block that changes the context (each/with): checked at render time only. */
  scoped: boolean;
}

type Node = { type: string; [k: string]: unknown };
const isNode = (n: unknown): n is Node =>
  !!n && typeof n === 'object' && typeof (n as { type?: unknown }).type === 'string';

/** Every placeholder path a template uses, and raw ({{{…}}}) ones, which are refused. */
function walk(src: string, what: string): { paths: PathUse[]; raw: string[]; helpers: string[] } {
  let ast: hbs.AST.Program;
  try {
    ast = hb.parse(src);
  } catch (e) {
    throw new RenderError(`The ${what} is not a valid template: ${(e as Error).message.split('\n')[0]}`);
  }
  const paths: PathUse[] = [];
  const raw: string[] = [];
  const helpers: string[] = [];
  const visit = (n: unknown, scoped: boolean): void => {
    if (!isNode(n)) return;
    switch (n.type) {
      case 'Program':
        for (const s of n.body as Node[]) visit(s, scoped);
        return;
      case 'MustacheStatement':
      case 'SubExpression':
      case 'BlockStatement': {
        const path = n.path as hbs.AST.PathExpression;
        const params = (n.params as Node[]) ?? [];
        const isCall = params.length > 0 || n.type === 'BlockStatement' || n.hash != null;
        if (n.type === 'MustacheStatement' && n.escaped === false) raw.push(path.original);
        if (isCall) {
          if (path.type === 'PathExpression') helpers.push(path.original);
        } else visit(path, scoped);
        for (const p of params) visit(p, scoped);
        const name = path.type === 'PathExpression' ? path.original : '';
        const changes = name === 'each' || name === 'with';
        visit(n.program as Node, scoped || changes);
        visit(n.inverse as Node, scoped || changes);
        return;
      }
      case 'PathExpression': {
        const p = n as Node & hbs.AST.PathExpression;
        if (p.data || p.original === 'this' || p.original === '.') return;
        paths.push({
          path: p.parts.join('.'),
          scoped: scoped || p.depth > 0 || p.original.startsWith('this.'),
        });
        return;
      }
      default:
        return;
    }
  };
  visit(ast, false);
  return { paths, raw, helpers };
}

function has(data: unknown, path: string): boolean {
  let cur: unknown = data;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur as object, part)) return false;
    cur = (cur as Record<string, unknown>)[part];
  }
  return true;
}

/** The placeholders (dotted paths) a template uses outside each/with blocks. */
export function placeholdersOf(t: TemplateSource): string[] {
  const out = new Set<string>();
  for (const [src, what] of parts(t)) for (const p of walk(src, what).paths) if (!p.scoped) out.add(p.path);
  return [...out].sort();
}

/** The dotted paths a data object offers (leaves and objects), for the editor's list. */
export function pathsOf(data: unknown, prefix = ''): string[] {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return prefix ? [prefix] : [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(data as Record<string, unknown>)) {
    const p = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) out.push(...pathsOf(v, p));
    else out.push(p);
  }
  return out;
}

function parts(t: TemplateSource): [string, string][] {
  const list: [string, string][] = [
    [t.subject, 'subject'],
    [t.html_body, 'HTML content'],
  ];
  if (t.text_body?.trim()) list.push([t.text_body, 'text']);
  return list;
}

/** Placeholders the template uses that the data does not have. */
export function missingPlaceholders(t: TemplateSource, data: Record<string, unknown>): string[] {
  return placeholdersOf(t).filter((p) => !has(data, p));
}

function check(t: TemplateSource, data: Record<string, unknown>): void {
  for (const [src, what] of parts(t)) {
    const { raw, helpers } = walk(src, what);
    if (raw.length)
      throw new RenderError(
        `The ${what} uses {{{${raw[0]}}}}: raw placeholders are not allowed (use {{${raw[0]}}}, which is escaped)`,
      );
    const unknown = helpers.filter((h) => !HELPERS.has(h));
    if (unknown.length) throw new RenderError(`The ${what} uses an unknown helper: ${unknown.join(', ')}`);
  }
  const missing = missingPlaceholders(t, data);
  if (missing.length)
    throw new RenderError(`The data has no value for ${missing.map((m) => `{{${m}}}`).join(', ')}`, missing);
}

function fill(src: string, data: Record<string, unknown>, html: boolean, what: string): string {
  try {
    return hb.compile(src, { strict: true, noEscape: !html, knownHelpersOnly: false })(data, {
      allowProtoPropertiesByDefault: false,
      allowProtoMethodsByDefault: false,
    });
  } catch (e) {
    const m = /"([^"]+)" not defined/.exec((e as Error).message);
    if (m) throw new RenderError(`The ${what} uses {{${m[1]}}}, which the data does not have`, [m[1]]);
    throw new RenderError(`The ${what} could not be filled in: ${(e as Error).message.split('\n')[0]}`);
  }
}

const esc = (s: string) => hb.escapeExpression(s);

function colour(c: string | null | undefined): string {
  return c && /^#[0-9a-f]{6}$/i.test(c) ? c : DEFAULT_PRIMARY;
}

function footerLines(b: Branding): string[] {
  return [
    b.name,
    [b.address, b.postal_address].filter(Boolean).join(' · '),
    [b.phone, b.email, b.website].filter(Boolean).join(' · '),
  ].filter((l) => l && l.trim().length > 0) as string[];
}

function layout(subject: string, content: string, b: Branding): string {
  const primary = colour(b.primaryColor);
  const header =
    b.logoUrl && /^https?:\/\//.test(b.logoUrl)
      ? `<mj-image src="${esc(b.logoUrl)}" alt="${esc(b.name)}" width="160px" align="left" padding="0" />`
      : `<mj-text color="#ffffff" font-size="20px" font-weight="bold" padding="0">${esc(b.name)}</mj-text>`;
  const footer = footerLines(b).map(esc).join('<br />');
  return `<mjml>
  <mj-head>
    <mj-title>${esc(subject)}</mj-title>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.55" color="#1f2933" />
    </mj-attributes>
    <mj-style>
      a { color: ${primary}; }
      blockquote { margin: 0 0 0 8px; padding-left: 12px; border-left: 3px solid #d0d5dd; color: #475467; }
      td, th { padding: 4px 8px; text-align: left; }
    </mj-style>
  </mj-head>
  <mj-body background-color="#f2f4f7" width="600px">
    <mj-section background-color="${primary}" padding="16px 24px">
      <mj-column>${header}</mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 24px 16px">
      <mj-column>
        <mj-text padding="0">${content}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text font-size="12px" line-height="1.5" color="#667085" padding="0">${footer}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** Template + data + branding → the subject, the branded HTML and the plain text that are sent. */
export async function renderEmail(
  t: TemplateSource,
  data: Record<string, unknown>,
  branding: Branding,
): Promise<Rendered> {
  const full: Record<string, unknown> = {
    ...data,
    company: {
      name: branding.name,
      email: branding.email ?? null,
      phone: branding.phone ?? null,
      address: branding.address ?? null,
      postal_address: branding.postal_address ?? null,
      website: branding.website ?? null,
    },
  };
  check(t, full);
  const subject = fill(t.subject, full, false, 'subject')
    .replace(/[\r\n]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .slice(0, 500);
  if (!subject) throw new RenderError('The subject is empty once filled in');
  const content = sanitizeTemplateHtml(fill(t.html_body, full, true, 'HTML content'));
  const result = await mjml2html(layout(subject, content, branding), {
    validationLevel: 'soft',
    minify: false,
  });
  const html = result.html;
  const body = t.text_body?.trim()
    ? fill(t.text_body, full, false, 'text').trim()
    : convert(content, {
        wordwrap: 78,
        selectors: [
          { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
          { selector: 'img', format: 'skip' },
        ],
      }).trim();
  const text = `${body}\n\n-- \n${footerLines(branding).join('\n')}\n`;
  return { subject, html, text };
}
