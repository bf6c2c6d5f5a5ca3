// A Library video's details in the catalogue: the form's frame, the thumbnail, captions, translations, third-party
// training and paid promotion lines. YouTube Studio's terms: Subtitles (captions), Thumbnail, Paid promotion.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const DETAILS = untyped(
  defineMessages({
    notChangedFix: {
      id: 'library.details.notChanged.fix',
      defaultMessage: 'Fix it and save again; nothing was changed.',
      description: 'After a refused save of what was typed',
    },
    notChanged: {
      id: 'library.details.notChanged',
      defaultMessage: 'Nothing was changed.',
      description: 'After a failed save',
    },
    failedSave: {
      id: 'library.details.failedSave',
      defaultMessage: '{message} {notChanged}',
      description: 'A failed save: message is the reason, notChanged one of the two sentences above',
    },
    saved: {
      id: 'library.details.saved',
      defaultMessage: 'Saved on the platform: {fields}.',
      description: 'After a save; fields lists what changed (“title and visibility”)',
    },
    close: { id: 'library.details.close', defaultMessage: 'Close', description: 'Button closing the details' },
    closeName: {
      id: 'library.details.close.name',
      defaultMessage: 'Close the details (Escape)',
      description: "The Close button's accessible name",
    },
    facts: {
      id: 'library.details.facts',
      defaultMessage: '{id} · published {date} · {length} · {views} · {likes} · {comments}',
      description:
        'Facts under the title: the video ID, upload date, length (10:12), then the view, like and comment counts',
    },
    views: {
      id: 'library.details.views',
      defaultMessage:
        '{hidden, select, yes {– views} other {{count, plural, one {{shown} view} other {{shown} views}}}}',
      description: 'A view count; shown is the number as written short (18.4K); hidden when the platform hides it',
    },
    likes: {
      id: 'library.details.likes',
      defaultMessage:
        '{hidden, select, yes {– likes} other {{count, plural, one {{shown} like} other {{shown} likes}}}}',
      description: 'A like count; shown is the number as written short (18.4K); hidden when the platform hides it',
    },
    comments: {
      id: 'library.details.comments',
      defaultMessage:
        '{hidden, select, yes {– comments} other {{count, plural, one {{shown} comment} other {{shown} comments}}}}',
      description: 'A comment count; shown is the number as written short; hidden when the platform hides it',
    },
    save: { id: 'library.details.save', defaultMessage: 'Save', description: 'Button' },
    saving: { id: 'library.details.saving', defaultMessage: 'Saving…', description: 'Save under way' },
    revert: { id: 'library.details.revert', defaultMessage: 'Revert', description: 'Button: undo the unsaved edits' },
    fixFields: {
      id: 'library.details.fixFields',
      defaultMessage: 'Fix the fields marked above to save.',
      description: 'Beside a disabled Save',
    },
    deleteVideo: { id: 'library.details.delete', defaultMessage: 'Delete video', description: 'Button' },
    deleting: { id: 'library.details.deleting', defaultMessage: 'Deleting…', description: 'Delete under way' },
    deleteName: {
      id: 'library.details.delete.name',
      defaultMessage: 'Delete video “{title}”',
      description: "The Delete button's accessible name",
    },
    deleteQuestion: {
      id: 'library.details.delete.question',
      defaultMessage: 'Delete this video from the platform for good? Its views and comments go with it.',
      description: 'Asked in place of the Delete button',
    },
    deleteYes: { id: 'library.details.delete.yes', defaultMessage: 'Yes, delete it', description: 'Answer' },
    keepIt: { id: 'library.details.delete.keep', defaultMessage: 'Keep it', description: 'Answer that keeps it' },
    deleteGroup: {
      id: 'library.details.delete.group',
      defaultMessage: 'Confirm deleting {title}',
      description: "The question's group name for screen readers",
    },
    notDeleted: {
      id: 'library.details.notDeleted',
      defaultMessage: 'The video was not deleted: {message}',
      description: 'A delete failed; message is why',
    },

    // Thumbnail.
    thumbnail: { id: 'library.thumbnail.title', defaultMessage: 'Thumbnail', description: 'Section heading' },
    currentThumbnail: {
      id: 'library.thumbnail.current',
      defaultMessage: 'Current thumbnail of {title}',
      description: "The current thumbnail's alt text",
    },
    noThumbnail: { id: 'library.thumbnail.none', defaultMessage: 'No thumbnail yet.', description: 'No image yet' },
    thumbnailDrop: {
      id: 'library.thumbnail.drop',
      defaultMessage: 'Drop a thumbnail image here',
      description: "The file drop's label",
    },
    thumbnailChoose: {
      id: 'library.thumbnail.choose',
      defaultMessage: 'Choose an image…',
      description: 'Button opening the file chooser',
    },
    thumbnailHint: {
      id: 'library.thumbnail.hint',
      defaultMessage:
        'PNG or JPEG, at most {maxMib, number} MiB, at least {minWidth, number} px wide; {width, number, ::group-off} × {height, number, ::group-off} (16:9) is best.',
      description: "The platform's rules for a custom thumbnail (sizes in MiB and pixels)",
    },
    thumbnailChecking: {
      id: 'library.thumbnail.checking',
      defaultMessage: 'Checking the image…',
      description: 'While the picked image is examined',
    },
    thumbnailUpload: { id: 'library.thumbnail.upload', defaultMessage: 'Upload thumbnail', description: 'Button' },
    cancel: { id: 'library.details.cancel', defaultMessage: 'Cancel', description: 'Button: drop what was picked' },
    thumbnailCost: {
      id: 'library.thumbnail.cost',
      defaultMessage: 'Costs {units, number} of the daily {limit, number} quota units.',
      description: 'What setting a thumbnail costs',
    },
    thumbnailMade: {
      id: 'library.thumbnail.made',
      defaultMessage: 'The platform made {count, plural, one {# size} other {# sizes}} of the new thumbnail.',
      description: 'After the upload: the sizes the platform made',
    },
    thumbnailCopying: {
      id: 'library.thumbnail.copying',
      defaultMessage: 'Copying the image to {app}',
      description: "The progress bar's name while the image is copied into the app; app is the product name",
    },
    thumbnailSending: {
      id: 'library.thumbnail.sending',
      defaultMessage: 'Uploading the thumbnail',
      description: "The progress bar's name while the thumbnail is uploaded",
    },
    underWay: {
      id: 'library.details.underWay',
      defaultMessage: '{what}…',
      description: 'A step under way (what is one of the progress names above)',
    },
    verify: {
      id: 'library.thumbnail.verify',
      defaultMessage:
        '<a>Verify your channel on the platform</a> (a phone number is enough), then upload the thumbnail again.',
      description: 'Custom thumbnails need a verified channel; <a> links to the verification page',
    },
    plannedSizes: {
      id: 'library.thumbnail.planned',
      defaultMessage: 'How the platform will show it',
      description: 'The previews of each size, for screen readers',
    },
    previewAlt: {
      id: 'library.thumbnail.preview',
      defaultMessage: 'Preview at {name} size, {width, number, ::group-off} × {height, number, ::group-off}',
      description: 'A preview image; name is the platform’s size name (default, medium, high…)',
    },
    sizeLine: {
      id: 'library.thumbnail.size',
      defaultMessage: '{name} {width} × {height}',
      description: 'A size under its preview: the platform’s size name, width × height in pixels',
    },
    madeSizes: {
      id: 'library.thumbnail.madeSizes',
      defaultMessage: 'Sizes the platform made',
      description: 'The list of made sizes, for screen readers',
    },
    madeAlt: {
      id: 'library.thumbnail.madeAlt',
      defaultMessage: '{name} size',
      description: 'A made size’s alt text; name is the platform’s size name',
    },

    // Third-party training.
    trainingAll: {
      id: 'library.training.all',
      defaultMessage: 'All third parties may train',
      description: 'YouTube Studio’s “Third-party training” answer: every company',
    },
    trainingNone: {
      id: 'library.training.none',
      defaultMessage: 'No third party may train',
      description: 'Third-party training answer: none',
    },
    trainingParties: {
      id: 'library.training.parties',
      defaultMessage: 'Only these may train: {parties}',
      description: 'Third-party training answer: the companies named (a list)',
    },
    trainingLine: {
      id: 'library.training.line',
      defaultMessage: 'Third-party AI training: {answer}',
      description:
        'The line of YouTube Studio’s “Third-party training” setting; answer is the answer, or training.checking / training.unchecked',
    },
    trainingChecking: {
      id: 'library.training.checking',
      defaultMessage: 'checking…',
      description: 'After the line, while it is read',
    },
    trainingUnchecked: {
      id: 'library.training.unchecked',
      defaultMessage: 'not checked yet',
      description: 'After the line, before it is read',
    },
    trainingCheck: {
      id: 'library.training.check',
      defaultMessage: 'Check who may train on it',
      description: 'Button reading the answer',
    },
    trainingCheckingAction: {
      id: 'library.training.action',
      defaultMessage: 'Checking',
      description: 'What the quota cost beside the button is for (“Checking: free”)',
    },
    trainingFailed: {
      id: 'library.training.failed',
      defaultMessage: 'Who may train on it could not be checked: {message}',
      description: 'The read failed; message is why',
    },
    checkAgain: { id: 'library.training.again', defaultMessage: 'Check again', description: 'Retry' },
    trainingHelp: {
      id: 'library.training.help',
      defaultMessage:
        'Whether companies other than the platform may train AI models on your videos is one setting for the whole channel, changed in the studio under Settings, Channel, Advanced settings. <a>Change it in the studio</a>',
      description:
        'Where the setting lives in YouTube Studio (Settings > Channel > Advanced settings, in its own words); <a> links to the studio',
    },
    paidPromotion: {
      id: 'library.paidPromotion',
      defaultMessage: 'Paid promotion: <b>{answer, select, yes {yes} no {no} other {not reported}}</b>',
      description: 'YouTube Studio’s “Paid promotion” answer for the video',
    },
    paidPromotionHelp: {
      id: 'library.paidPromotion.help',
      defaultMessage:
        'Only the platform’s own studio can change this answer; this app can show it but not set it. <a>Change it in the studio</a>',
      description: 'Why the answer cannot be changed here; <a> links to the video in YouTube Studio',
    },

    // Captions (YouTube Studio: Subtitles).
    captions: { id: 'library.captions.title', defaultMessage: 'Captions', description: 'Section heading' },
    showTracks: {
      id: 'library.captions.show',
      defaultMessage: 'Show caption tracks',
      description: 'Button listing the tracks (it costs quota)',
    },
    listsTracks: {
      id: 'library.captions.listsAction',
      defaultMessage: 'Lists the tracks',
      description: 'What the quota cost beside the button is for',
    },
    loadingTracks: {
      id: 'library.captions.loading',
      defaultMessage: 'Loading the caption tracks…',
      description: 'While the tracks are listed',
    },
    tracksFailed: {
      id: 'library.captions.failed',
      defaultMessage: 'The tracks could not be listed: {message}',
      description: 'Listing failed; message is why',
    },
    noTracks: {
      id: 'library.captions.none',
      defaultMessage: 'This video has no caption tracks yet.',
      description: 'No track',
    },
    tracksOf: {
      id: 'library.captions.listName',
      defaultMessage: 'Caption tracks of {title}',
      description: "The track list's accessible name",
    },
    costPublish: {
      id: 'library.captions.cost.publish',
      defaultMessage: 'Publish or back to draft',
      description: 'What a quota cost is for',
    },
    costDownload: { id: 'library.captions.cost.download', defaultMessage: 'Download', description: 'Quota cost for' },
    costDelete: { id: 'library.captions.cost.delete', defaultMessage: 'Delete', description: 'Quota cost for' },
    costs: {
      id: 'library.captions.costs',
      defaultMessage: '{publish} · {download} · {remove}',
      description: 'The three costs in a row (each is “action: units”)',
    },
    draftAgain: {
      id: 'library.captions.outcome.draft',
      defaultMessage:
        '{draft, select, yes {{language} is a draft again: viewers no longer see it.} other {{language} is published.}}',
      description: 'After Publish or Back to draft; language is a language code',
    },
    savedFile: {
      id: 'library.captions.outcome.saved',
      defaultMessage: 'Saved {file}.',
      description: 'After a download; file is the file name',
    },
    trackDeleted: {
      id: 'library.captions.outcome.deleted',
      defaultMessage:
        '{named, select, yes {The {language} track “{name}” was deleted.} other {The {language} track was deleted.}}',
      description: 'After a delete; language is a language code, name the track’s name',
    },
    trackAdded: {
      id: 'library.captions.outcome.added',
      defaultMessage:
        '{draft, select, yes {The {language} track was added as a draft.} other {The {language} track was added.}}',
      description: 'After an upload; language is a language code',
    },
    trackTitle: {
      id: 'library.captions.track.title',
      defaultMessage: '{named, select, yes {{language}, “{name}”} other {{language}}}',
      description: 'A track in buttons’ names: its language, and its name when it has one',
    },
    noName: { id: 'library.captions.track.noName', defaultMessage: '(no name)', description: 'A track without name' },
    automatic: {
      id: 'library.captions.track.automatic',
      defaultMessage: 'Automatic',
      description: 'Badge: the platform’s automatic captions',
    },
    updated: {
      id: 'library.captions.track.updated',
      defaultMessage: 'updated {when}',
      description: 'When the track last changed; when is a date and time',
    },
    publishName: {
      id: 'library.captions.publish.name',
      defaultMessage: '{draft, select, yes {Publish {track}} other {Unpublish {track}}}',
      description: 'Accessible name of Publish / Back to draft; track is library.captions.track.title',
    },
    publish: { id: 'library.captions.publish', defaultMessage: 'Publish', description: 'Button' },
    backToDraft: { id: 'library.captions.draft', defaultMessage: 'Back to draft', description: 'Button' },
    savingTrack: { id: 'library.captions.saving', defaultMessage: 'Saving…', description: 'Button, busy' },
    download: { id: 'library.captions.download', defaultMessage: 'Download', description: 'Before the format buttons' },
    downloadAs: {
      id: 'library.captions.download.name',
      defaultMessage: 'Download {track} as {format}',
      description: 'Accessible name of a format button; format is SRT or WebVTT',
    },
    downloading: { id: 'library.captions.downloading', defaultMessage: 'Downloading…', description: 'Button, busy' },
    deleteTrack: { id: 'library.captions.delete', defaultMessage: 'Delete', description: 'Button' },
    deletingTrack: { id: 'library.captions.deleting', defaultMessage: 'Deleting…', description: 'Button, busy' },
    deleteTrackName: {
      id: 'library.captions.delete.name',
      defaultMessage: 'Delete the track {track}',
      description: 'Accessible name of Delete',
    },
    deleteTrackQuestion: {
      id: 'library.captions.delete.question',
      defaultMessage: 'Delete this track for good?',
      description: 'Asked in place of Delete',
    },
    deleteTrackYes: { id: 'library.captions.delete.yes', defaultMessage: 'Yes, delete', description: 'Answer' },
    keep: { id: 'library.captions.delete.keep', defaultMessage: 'Keep', description: 'Answer keeping the track' },
    deleteTrackGroup: {
      id: 'library.captions.delete.group',
      defaultMessage: 'Confirm deleting the track {track}',
      description: "The question's group name for screen readers",
    },
    trackState: {
      id: 'library.captions.state',
      defaultMessage:
        '{state, select, failed {Failed} failedBecause {Failed ({reason})} draft {Draft} other {Published}}',
      description: "Badge: a track's state; reason is the platform's processing failure",
    },
    addGroup: {
      id: 'library.captions.add.group',
      defaultMessage: 'Add a caption track',
      description: "The add form's group name",
    },
    addTitle: { id: 'library.captions.add.title', defaultMessage: 'Add a track', description: 'Heading' },
    uploading: { id: 'library.captions.uploading', defaultMessage: 'Uploading…', description: 'Button, busy' },
    uploadTrack: { id: 'library.captions.upload', defaultMessage: 'Upload track', description: 'Button' },
    uploadsTrack: {
      id: 'library.captions.uploadAction',
      defaultMessage: 'Uploads the track',
      description: 'What the quota cost beside the button is for',
    },
    notAdded: {
      id: 'library.captions.notAdded',
      defaultMessage: 'The track was not added: {message}',
      description: 'An upload failed; message is why',
    },
    notAddedExists: {
      id: 'library.captions.notAdded.exists',
      defaultMessage:
        'The track was not added: {message} Give this track another name (or delete the other one first).',
      description: 'An upload failed because a track of that language and name exists',
    },
    copyingFile: {
      id: 'library.captions.copying',
      defaultMessage: 'Copying the file to {app}…',
      description: 'While the caption file is copied into the app; app is the product name',
    },
    copyingName: {
      id: 'library.captions.copying.name',
      defaultMessage: 'Copying the caption file',
      description: "The progress bar's name",
    },
    uploadingTrack: {
      id: 'library.captions.sending',
      defaultMessage: 'Uploading the track…',
      description: 'While the track is uploaded',
    },
    uploadingName: {
      id: 'library.captions.sending.name',
      defaultMessage: 'Uploading the caption track',
      description: "The progress bar's name",
    },

    // Translations (YouTube Studio: Languages / Translations of title and description).
    translations: {
      id: 'library.translations.title',
      defaultMessage: 'Translations',
      description: 'Section heading: translated titles and descriptions',
    },
    translationsCount: {
      id: 'library.translations.open',
      defaultMessage: 'Translations ({count, number})',
      description: 'Button opening the translations, with how many there are',
    },
    savingTranslations: {
      id: 'library.translations.saving',
      defaultMessage: 'Saving the translations…',
      description: 'While they are saved',
    },
    translationsPaused: {
      id: 'library.translations.paused',
      defaultMessage: 'Paused (quota or sign-in): resume it from the bulk edit results.',
      description: 'The save was paused',
    },
    videoLanguage: {
      id: 'library.translations.language',
      defaultMessage: 'Language of the title and description',
      description: "The video's own language (YouTube Studio: Video language / title and description language)",
    },
    notSet: { id: 'library.translations.notSet', defaultMessage: 'Not set', description: 'No language chosen' },
    languageOption: {
      id: 'library.translations.option',
      defaultMessage: '{name} ({code})',
      description: 'A language and its code',
    },
    title: { id: 'library.translations.field.title', defaultMessage: 'Title', description: 'Field' },
    description: {
      id: 'library.translations.field.description',
      defaultMessage: 'Description',
      description: 'Field',
    },
    titleIn: {
      id: 'library.translations.titleIn',
      defaultMessage: 'Title in {language}',
      description: 'Accessible name of a translated title',
    },
    descriptionIn: {
      id: 'library.translations.descriptionIn',
      defaultMessage: 'Description in {language}',
      description: 'Accessible name of a translated description',
    },
    removeLanguage: {
      id: 'library.translations.remove',
      defaultMessage: 'Remove {language}',
      description: 'Button removing a translation',
    },
    addLanguage: {
      id: 'library.translations.add.label',
      defaultMessage: 'Add a language',
      description: 'Label of the language to add',
    },
    choose: { id: 'library.translations.choose', defaultMessage: 'Choose…', description: 'No language chosen yet' },
    add: { id: 'library.translations.add', defaultMessage: 'Add', description: 'Button' },
    saveTranslations: {
      id: 'library.translations.save',
      defaultMessage: 'Save translations',
      description: 'Button',
    },
    translationsSaved: {
      id: 'library.translations.saved',
      defaultMessage: 'Translations saved.',
      description: 'After a save',
    },
    nothingToChange: {
      id: 'library.translations.unchanged',
      defaultMessage: 'Nothing to change.',
      description: 'The save found nothing to change',
    },
    notSaved: {
      id: 'library.translations.notSaved',
      defaultMessage: 'Not saved: {reason}',
      description: 'The save was refused; reason is why',
    },
  }),
);
