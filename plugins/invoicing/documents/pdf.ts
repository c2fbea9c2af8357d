// Prints a sales document to an A4 PDF (ADR 025) with pdfmake on the server.
// Fonts are Roboto from the pdfmake package (Unicode: "Njũgũna", "—", "€" all
// print, where the 14 standard PDF fonts stop at Latin-1). The renderer may
// read only those font files and fetches no URL: a logo comes as a data: URL,
// so a document's text can never make the server read a file or call out.
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import { salesDocumentDefinition, type TDocumentDefinitions } from './pdf-layout.ts';
import type { SalesDocument } from './sales-document.ts';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const fonts = {
  Roboto: {
    normal: path.join(fontDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
};
const fontFiles = new Set(Object.values(fonts.Roboto).map((p) => path.resolve(p)));
let configured = false;

function configure() {
  if (configured) return;
  pdfmake.setFonts(fonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((p) => fontFiles.has(path.resolve(p)));
  configured = true;
}

export async function renderSalesPdf(doc: SalesDocument): Promise<Buffer> {
  return renderPdf(salesDocumentDefinition(doc));
}

/** Any of our document definitions (the statement of account too), with the same fonts and sandbox. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  configure();
  return pdfmake.createPdf(definition).getBuffer();
}
