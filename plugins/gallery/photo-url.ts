// A gallery photo's address at one width: storage's image transformation of the public object (ADR 081),
// the same on the server renderer and in the browser (a path on our own origin unless the app points at a
// hosted Supabase project).
export const GALLERY_BUCKET = 'gallery-photos';
/** The widths the screens ask for (thumbnails in the grid; the public pages have their own list). */
export const THUMB_WIDTHS = [160, 320, 640] as const;

const base = import.meta.env.VITE_SUPABASE_URL ?? '';

export function photoUrl(path: string, width: number): string {
  const key = path.split('/').map(encodeURIComponent).join('/');
  return `${base}/storage/v1/render/image/public/${GALLERY_BUCKET}/${key}?width=${width}&quality=70`;
}

export function photoSrcSet(path: string, widths: readonly number[] = THUMB_WIDTHS): string {
  return widths.map((w) => `${photoUrl(path, w)} ${w}w`).join(', ');
}
