// The album form (new album dialog and the album's details), with the database's limits repeated.
import { z } from 'zod';

export const ALBUM_TITLE_MAX = 120;
export const ALBUM_DESCRIPTION_MAX = 2000;
export const CAPTION_MAX = 300;

export const albumSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Give the album a title')
    .max(ALBUM_TITLE_MAX, `Keep the title to ${ALBUM_TITLE_MAX} characters`),
  description: z
    .string()
    .trim()
    .max(ALBUM_DESCRIPTION_MAX, `Keep the description to ${ALBUM_DESCRIPTION_MAX} characters`),
  event_date: z.union([z.literal(''), z.iso.date('Enter the date as YYYY-MM-DD')]),
});
export type AlbumForm = z.input<typeof albumSchema>;

export const captionSchema = z
  .string()
  .trim()
  .max(CAPTION_MAX, `Keep the caption to ${CAPTION_MAX} characters`);
