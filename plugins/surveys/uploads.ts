// The Surveys module's files (ADR 073): the only file that knows the bucket survey-uploads. Respondents upload
// through supabase-js storage (insert only; the bucket's policies decide, see
// 20261203000510_surveys_file_uploads.sql); staff get a signed link to download a file an answer names; an
// administrator removes the files of a response they deleted.
import { supabase } from '@kernel/supabase.ts';
import { type FileAnswer, objectName, typeOfFile } from './file-types.ts';

export const SURVEY_UPLOADS_BUCKET = 'survey-uploads';

/** Storage's refusal, worded for the respondent. */
function uploadMessage(error: { message?: string; statusCode?: string }, fileName: string): string {
  const status = error.statusCode ?? '';
  if (status === '413') return `“${fileName}” is too big to upload. Choose a smaller file.`;
  if (status === '415')
    return `“${fileName}” is not a kind of file this survey takes (or its contents do not match its name).`;
  if (status === '403')
    return 'This survey no longer takes files (it may have closed, or these answers were already sent). Reload the page.';
  return `“${fileName}” could not be uploaded. Check your connection and try again.`;
}

/**
 * Uploads a respondent's file under `<survey>/<the response's key>/<random name>` and answers what the page
 * keeps and sends: {path, name, size, type}.
 */
export async function uploadSurveyFile(args: {
  surveyId: string;
  key: string;
  file: File;
}): Promise<FileAnswer> {
  const { surveyId, key, file } = args;
  const type = typeOfFile(file);
  const path = `${surveyId}/${key}/${objectName(file.name)}`;
  const { error } = await supabase.storage
    .from(SURVEY_UPLOADS_BUCKET)
    .upload(path, file, { contentType: type, upsert: false });
  if (error) throw new Error(uploadMessage(error as { message?: string; statusCode?: string }, file.name));
  return { path, name: file.name, size: file.size, type };
}

/** A link that downloads the file as `name` for five minutes (staff; a file no answer names is refused). */
export async function surveyFileLink(path: string, name: string): Promise<string> {
  const { data, error } = await supabase.storage
    .from(SURVEY_UPLOADS_BUCKET)
    .createSignedUrl(path, 300, { download: name });
  if (error || !data)
    throw new Error('The file could not be opened. Reload the page: its response may have been deleted.');
  return data.signedUrl;
}

/**
 * Removes files of a deleted response (administrators). Best effort: a file left behind is named by no
 * answer any more, so staff can no longer read it (ADR 073).
 */
export async function removeSurveyFiles(paths: readonly string[]): Promise<boolean> {
  if (paths.length === 0) return true;
  const { error } = await supabase.storage.from(SURVEY_UPLOADS_BUCKET).remove([...paths]);
  return !error;
}
