// A template that writes an upload's form again: "make a template from this form" on a queued upload. Its text is
// taken as it is (braces doubled, so nothing in it reads as a placeholder), and a title that was the file's name
// becomes {file}, the one placeholder such a form plainly meant.
import { baseName } from '../../shared/series/template-fill';
import { emptyDraft, TEMPLATE_NAME_MAX, type TemplateDraft } from '../../shared/series/template';
import type { AttachmentsInput } from '../../shared/uploads/upload-attachments';
import type { VideoMetadata } from '../../shared/uploads/video-metadata';

/** Text taken as it is: braces doubled, so nothing in it reads as a placeholder. */
export function literal(text: string): string {
  return text.replaceAll('{', '{{').replaceAll('}', '}}');
}

/** A template that writes an upload's form again, with the file name where the title was the file's name. */
export function draftFromUpload(
  fileName: string,
  metadata: VideoMetadata,
  attachments: Pick<AttachmentsInput, 'playlists'>,
  zone: string,
  /** The template's name, said by the caller in the creator's language ("From Show_S01E01.mp4"). */
  name = fileName,
): TemplateDraft {
  const { snippet, status } = metadata;
  const title = snippet.title === baseName(fileName) ? '{file}' : literal(snippet.title);
  return {
    ...emptyDraft(zone),
    name: name.slice(0, TEMPLATE_NAME_MAX),
    title,
    description: literal(snippet.description ?? ''),
    tags: (snippet.tags ?? []).map(literal),
    ...(snippet.categoryId !== undefined ? { categoryId: snippet.categoryId } : {}),
    privacy: status.privacyStatus,
    ...(status.selfDeclaredMadeForKids !== undefined ? { madeForKids: status.selfDeclaredMadeForKids } : {}),
    ...(status.license !== undefined ? { license: status.license } : {}),
    ...(status.embeddable !== undefined ? { embeddable: status.embeddable } : {}),
    ...(snippet.defaultLanguage ? { language: snippet.defaultLanguage } : {}),
    ...(snippet.defaultAudioLanguage ? { audioLanguage: snippet.defaultAudioLanguage } : {}),
    ...(metadata.localizations
      ? {
          localizations: Object.fromEntries(
            Object.entries(metadata.localizations).map(([language, text]) => [
              language,
              { title: literal(text.title), description: literal(text.description) },
            ]),
          ),
        }
      : {}),
    ...(status.publicStatsViewable !== undefined ? { publicStats: status.publicStatsViewable } : {}),
    ...(metadata.notifySubscribers !== undefined ? { notifySubscribers: metadata.notifySubscribers } : {}),
    // A template keeps a day (its editor's date input); the form's recording date is one already.
    ...(metadata.recordingDetails?.recordingDate
      ? { recordingDate: metadata.recordingDetails.recordingDate.slice(0, 10) }
      : {}),
    playlists: [...(attachments.playlists ?? [])],
  };
}
