// What the Documents tab checks before a byte goes out, and how it names objects.
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  displayFilename,
  documentContentType,
  documentObjectPath,
  documentProblem,
  formatBytes,
  previewKind,
  storageSafeName,
  titleFromFilename,
} from './documents-rules.ts';

describe('a staff member choosing files to upload', () => {
  it('is told at once when a file is too big, empty or of a type documents do not take', () => {
    expect(documentProblem({ name: 'report.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(
      documentProblem({ name: 'big.pdf', type: 'application/pdf', size: DOCUMENT_MAX_BYTES + 1 }),
    ).toMatch(/at most 25 MB/);
    expect(documentProblem({ name: 'empty.pdf', type: 'application/pdf', size: 0 })).toMatch(/is empty/);
    expect(documentProblem({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 })).toMatch(
      /not a type documents take/,
    );
  });

  it('gets a type from the extension when the browser gives none', () => {
    expect(documentContentType({ name: 'Register.XLSX', type: '' })).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(documentContentType({ name: 'notes.csv', type: 'application/octet-stream' })).toBe('text/csv');
    expect(documentContentType({ name: 'photo.jpg', type: 'image/jpeg' })).toBe('image/jpeg');
  });

  it('stores files under the project and document with a name storage accepts, keeping the real name for people', () => {
    const path = documentObjectPath(
      'p-1',
      'd-2',
      'Ripoti ya ukaguzi – Naivasha (final) ñ.pdf',
      'abcdef12-3456',
    );
    expect(path).toBe('p-1/d-2/abcdef12-Ripoti-ya-ukaguzi-Naivasha-final-n.pdf');
    expect(storageSafeName('%%%')).toBe('file');
    expect(storageSafeName(`${'a'.repeat(150)}.pdf`)).toHaveLength(100);
    expect(displayFilename('a/b"c\u0007.pdf')).toBe('a b c .pdf');
    expect(titleFromFilename('Noise survey.v2.pdf')).toBe('Noise survey.v2');
    expect(titleFromFilename('.env')).toBe('.env');
  });

  it('reads sizes and knows what the preview can show', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(245_760)).toBe('240 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('text/csv')).toBe('download');
  });
});
