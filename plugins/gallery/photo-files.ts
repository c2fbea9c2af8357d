// What the album screen accepts before it uploads: the bucket's own limits (gallery-photos: JPEG, PNG, WebP,
// at most 10 MB; ADR 081), checked here first so a wrong file is named in plain words instead of failing in
// storage. Pure, so the words are tested once.
export const PHOTO_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type PhotoType = keyof typeof PHOTO_TYPES;
export const PHOTO_MAX_MB = 10;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;
/** The file chooser's `accept`. */
export const PHOTO_ACCEPT = Object.keys(PHOTO_TYPES).join(',');

const isPhotoType = (type: string): type is PhotoType => Object.hasOwn(PHOTO_TYPES, type);

/** Why a chosen file cannot be a gallery photo, or null when it can. */
export function photoProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isPhotoType(file.type)) return `${file.name} is not a JPEG, PNG or WebP photo`;
  if (file.size > PHOTO_MAX_BYTES)
    return `${file.name} is larger than ${PHOTO_MAX_MB} MB: choose a smaller photo`;
  if (file.size === 0) return `${file.name} is empty`;
  return null;
}

/** The object name of a new photo: in its album's folder, random (never reused, so cached for a year). */
export function photoPath(albumId: string, type: string, id: string = crypto.randomUUID()): string {
  return `${albumId}/${id}.${isPhotoType(type) ? PHOTO_TYPES[type] : 'jpg'}`;
}
