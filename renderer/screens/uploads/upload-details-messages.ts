// An upload's details form and what it gets once uploaded (thumbnail, playlists, captions) in the catalogue. The
// fields themselves are the shared components' (renderer/components/), which say their own words.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const DETAILS = untyped(
  defineMessages({
    heldForAnswer: {
      id: 'uploads.details.heldForAnswer',
      defaultMessage: 'This upload waits for this answer: answer, save, then start it.',
      description: 'Under the altered or synthetic content question when the upload is held for it',
    },
    title: {
      id: 'uploads.details.title',
      defaultMessage: 'Details of {fileName}',
      description: "The form's heading; fileName is the video file's name",
    },
    close: { id: 'uploads.details.close', defaultMessage: 'Close', description: 'Button: close the form' },
    locked: {
      id: 'uploads.details.locked',
      defaultMessage:
        'This upload has started: its details went to the platform with it. Once it is done, change them in the Library. Its thumbnail and playlists below can still change.',
      description: 'The upload started, so its details can no longer change here',
    },
    sectionMore: {
      id: 'uploads.details.section.more',
      defaultMessage: 'Tags, category, audience and licence',
      description: 'Folded section of the form',
    },
    sectionUploadOnly: {
      id: 'uploads.details.section.uploadOnly',
      defaultMessage: 'Languages, recording date and notifications',
      description: 'Folded section of the form',
    },
    sectionTranslations: {
      id: 'uploads.details.section.translations',
      defaultMessage: '{any, select, yes {Translations ({count, number})} other {Translations}}',
      description: 'Folded section of the form: the title and description in other languages, and how many',
    },
    translationsHelp: {
      id: 'uploads.details.translations.help',
      defaultMessage:
        'The title and description in other languages, sent with the upload. They need the Language (under Languages, recording date and notifications): the platform takes translations only beside the language of the default texts.',
      description: 'Help of the translations section; names the Language field and the section that holds it',
    },
    needsFix: {
      id: 'uploads.details.needsFix',
      defaultMessage: '· needs a fix',
      description: "After a folded section's name when a field inside has a problem",
    },
    saving: { id: 'uploads.details.saving', defaultMessage: 'Saving…', description: 'While saving' },
    save: { id: 'uploads.details.save', defaultMessage: 'Save details', description: 'Button' },
    revert: { id: 'uploads.details.revert', defaultMessage: 'Revert', description: 'Button: undo unsaved changes' },
    makeTemplate: {
      id: 'uploads.details.makeTemplate',
      defaultMessage: 'Make a template from this form',
      description: 'Button: a Series template from these details',
    },
    fixFields: {
      id: 'uploads.details.fixFields',
      defaultMessage: 'Fix the fields marked above to save.',
      description: 'Why Save is disabled',
    },
    translationEmpty: {
      id: 'uploads.details.translation.empty',
      defaultMessage: 'Write a title or a description, or remove this translation.',
      description: 'A translation row without text',
    },
    translationCode: {
      id: 'uploads.details.translation.code',
      defaultMessage: '"{code}" is not a language code such as de, pt-PT or es-419; remove it.',
      description: 'A translation row with an unknown language code (quote it as the language does)',
    },
    translationsTooMany: {
      id: 'uploads.details.translation.tooMany',
      defaultMessage:
        'A video takes at most {max, plural, one {# translation} other {# translations}}; remove {extra, number}.',
      description: 'Too many translations',
    },
    // What it gets once uploaded.
    onceUploaded: {
      id: 'uploads.attach.title',
      defaultMessage: 'Once it is uploaded',
      description: 'Heading: the thumbnail, playlists and captions added after the upload',
    },
    onceUploadedText: {
      id: 'uploads.attach.text',
      defaultMessage:
        'Done right after the upload, in this order, and kept through restarts: the thumbnail is set, then the video is added to each playlist ({playlistUnits, number} quota units each), then each caption track is added ({captionUnits, number} units each).',
      description: 'How the steps after the upload run, with their quota cost',
    },
    thumbnail: { id: 'uploads.attach.thumbnail', defaultMessage: 'Thumbnail', description: "YouTube's term" },
    oneImage: {
      id: 'uploads.attach.thumbnail.oneImage',
      defaultMessage: 'Drop one image: a video has one thumbnail.',
      description: 'Several images were dropped',
    },
    thumbnailPreview: {
      id: 'uploads.attach.thumbnail.preview',
      defaultMessage: 'Thumbnail preview: {name}',
      description: "The preview's alt text; name is the image file's name",
    },
    thumbnailSet: {
      id: 'uploads.attach.thumbnail.set',
      defaultMessage: '(set on the video)',
      description: 'After the image name: the thumbnail was set',
    },
    thumbnailLater: {
      id: 'uploads.attach.thumbnail.later',
      defaultMessage: 'will be set once the video is uploaded.',
      description: 'After the image name: the thumbnail waits for the upload',
    },
    thumbnailNone: {
      id: 'uploads.attach.thumbnail.none',
      defaultMessage: 'No custom thumbnail: the platform picks a frame.',
      description: 'No thumbnail chosen',
    },
    thumbnailHelp: {
      id: 'uploads.attach.thumbnail.help',
      defaultMessage:
        'Drop an image here or choose one: PNG or JPEG, at most 50 MiB, at least 640 pixels wide; 1280×720 (16:9) fits best.',
      description: "The platform's thumbnail rules",
    },
    chooseAnother: {
      id: 'uploads.attach.thumbnail.chooseAnother',
      defaultMessage: 'Choose another image…',
      description: 'Button',
    },
    chooseImage: { id: 'uploads.attach.thumbnail.choose', defaultMessage: 'Choose image…', description: 'Button' },
    noThumbnail: {
      id: 'uploads.attach.thumbnail.remove',
      defaultMessage: 'No thumbnail',
      description: 'Button: take the chosen thumbnail back',
    },
    copyingImage: {
      id: 'uploads.attach.thumbnail.copying',
      defaultMessage: 'Copying the image to {app}: {amounts}',
      description: 'app is the product name; amounts like “1 MiB of 3 MiB”',
    },
    checkingImage: {
      id: 'uploads.attach.thumbnail.checking',
      defaultMessage: 'Checking the image…',
      description: 'While the image is checked',
    },
    playlists: {
      id: 'uploads.attach.playlists',
      defaultMessage: 'Add to playlists',
      description: 'Heading of the playlist choice',
    },
    loadingPlaylists: {
      id: 'uploads.attach.playlists.loading',
      defaultMessage: 'Loading your playlists…',
      description: 'While loading',
    },
    playlistsFailed: {
      id: 'uploads.attach.playlists.failed',
      defaultMessage: 'Your playlists could not be loaded: {reason}',
      description: "reason is the main process's sentence",
    },
    noPlaylists: {
      id: 'uploads.attach.playlists.none',
      defaultMessage: 'This channel has no playlists yet. Create one in Playlists, then come back.',
      description: 'Playlists is the screen',
    },
    playlistPrivacy: {
      id: 'uploads.attach.playlists.privacy',
      defaultMessage: '· {privacy, select, public {public} unlisted {unlisted} private {private} other {{privacy}}}',
      description: "After a playlist's title: its visibility (YouTube's Public, Unlisted, Private)",
    },
    playlistCount: {
      id: 'uploads.attach.playlists.count',
      defaultMessage: '· {count, plural, one {# video} other {# videos}}',
      description: "After a playlist's title: how many videos it holds",
    },
    added: {
      id: 'uploads.attach.added',
      defaultMessage: '· added',
      description: 'After a playlist or caption track: done',
    },
    captions: { id: 'uploads.attach.captions', defaultMessage: 'Captions', description: "YouTube's term (subtitles)" },
    captionRemoveName: {
      id: 'uploads.attach.captions.remove.name',
      defaultMessage: 'Do not add {track}',
      description: 'Accessible name of Remove; track names the caption track',
    },
    remove: { id: 'uploads.attach.captions.remove', defaultMessage: 'Remove', description: 'Button' },
    addCaptions: { id: 'uploads.attach.captions.add', defaultMessage: 'Add these captions', description: 'Button' },
    cancel: {
      id: 'uploads.attach.captions.cancel',
      defaultMessage: 'Cancel',
      description: 'Button: drop the file picked',
    },
    captionCost: {
      id: 'uploads.attach.captions.cost',
      defaultMessage: 'Adds the track after the upload',
      description: 'Action named beside its quota cost',
    },
    copyingCaptions: {
      id: 'uploads.attach.captions.copying',
      defaultMessage: 'Copying the caption file to {app}: {amounts}',
      description: 'app is the product name; amounts like “1 KiB of 3 KiB”',
    },
    savingCaptions: {
      id: 'uploads.attach.captions.saving',
      defaultMessage: 'Saving the captions with the upload…',
      description: 'While saving',
    },
  }),
);
