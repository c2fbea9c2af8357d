// The analytics page's newer RPC documents (ADR 071), checked with zod like those in shapes.ts (ADR 046):
// the most frequent words of a text question and the responses as one table, the source of both exports.
import { z } from 'zod';

/** survey_text_words: most frequent first, each word counted once per answer. */
export const textWordsSchema = z.array(z.object({ word: z.string(), n: z.number() }));
export type TextWord = z.infer<typeof textWordsSchema>[number];

/** What a column's cells are: `datetime` 'YYYY-MM-DDTHH:MM:SS' (company time), `date` 'YYYY-MM-DD'. */
export const CELL_KINDS = ['datetime', 'number', 'date', 'text'] as const;
export type CellKind = (typeof CELL_KINDS)[number];

/** survey_responses_table: Submitted, Version, E-mail, then one column per current question. */
export const responsesTableSchema = z.object({
  columns: z.array(z.object({ key: z.string(), title: z.string(), kind: z.enum(CELL_KINDS) })),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});
export type ResponsesTable = z.infer<typeof responsesTableSchema>;

/** The cross-tab filter: only the responses whose answer to question `key` is (or includes) `option`. */
export interface CrossTab {
  key: string;
  option: string;
}
