// The Playlists screen in the catalogue (its list, details, form, videos and announcements). The platform's terms:
// YouTube's playlist privacy settings Public, Unlisted and Private, as its help pages name them in each language.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const PLAYLISTS = untyped(
  defineMessages({
    about: { id: 'playlists.about', defaultMessage: 'About playlists', description: "Folded help's line" },
    aboutText: {
      id: 'playlists.aboutText',
      defaultMessage:
        'Group your videos into playlists, put them in the order viewers should watch them, and choose who can see each one.',
      description: 'What playlists are for',
    },
    reload: { id: 'playlists.reload', defaultMessage: 'Reload playlists', description: 'Retry reading the list' },
    yours: { id: 'playlists.yours', defaultMessage: 'Your playlists', description: "The list's landmark name" },
    new: { id: 'playlists.new', defaultMessage: 'New playlist', description: 'Button and form heading' },
    loadingList: { id: 'playlists.loadingList', defaultMessage: 'Loading your playlists…', description: 'Loading' },
    none: {
      id: 'playlists.none',
      defaultMessage: 'No playlists yet. Create the first one.',
      description: 'The channel has no playlist',
    },
    videoCount: {
      id: 'playlists.videoCount',
      defaultMessage: '{count, plural, one {# video} other {# videos}}',
      description: "A playlist's number of videos",
    },
    public: { id: 'playlists.privacy.public', defaultMessage: 'Public', description: 'Privacy setting' },
    unlisted: { id: 'playlists.privacy.unlisted', defaultMessage: 'Unlisted', description: 'Privacy setting' },
    private: { id: 'playlists.privacy.private', defaultMessage: 'Private', description: 'Privacy setting' },
    privacyHelp: {
      id: 'playlists.privacy.help',
      defaultMessage: 'Public: anyone can find it. Unlisted: anyone with the link. Private: only you.',
      description: 'What each privacy setting means',
    },
    delete: { id: 'playlists.delete', defaultMessage: 'Delete playlist', description: 'Button' },
    deleteName: {
      id: 'playlists.delete.name',
      defaultMessage: 'Delete playlist “{title}”',
      description: "The button's accessible name; title is the playlist's",
    },
    deleteQuestion: {
      id: 'playlists.delete.question',
      defaultMessage: 'Delete this playlist? Its videos stay on your channel.',
      description: 'Asked in place of the Delete button',
    },
    deleteYes: { id: 'playlists.delete.yes', defaultMessage: 'Yes, delete', description: 'Answer that deletes' },
    keep: { id: 'playlists.keep', defaultMessage: 'Keep', description: 'Answer that keeps it' },
    deleteGroup: {
      id: 'playlists.delete.group',
      defaultMessage: 'Confirm deleting “{title}”',
      description: "The question's group name for screen readers",
    },
    editDetails: {
      id: 'playlists.editDetails',
      defaultMessage: 'Title, description and privacy',
      description: 'Folded form of the playlist details',
    },
    detailsOf: {
      id: 'playlists.detailsOf',
      defaultMessage: 'Details of “{title}”',
      description: "The form's accessible name",
    },
    saveChanges: { id: 'playlists.saveChanges', defaultMessage: 'Save changes', description: 'Submit button' },
    create: { id: 'playlists.create', defaultMessage: 'Create playlist', description: 'Submit button' },
    saving: { id: 'playlists.saving', defaultMessage: 'Saving…', description: 'While saving' },
    cancel: { id: 'playlists.cancel', defaultMessage: 'Cancel', description: 'Button' },
    title: { id: 'playlists.field.title', defaultMessage: 'Title', description: 'Field label' },
    description: { id: 'playlists.field.description', defaultMessage: 'Description', description: 'Field label' },
    privacy: { id: 'playlists.field.privacy', defaultMessage: 'Privacy', description: 'Field label' },
    titleCounter: {
      id: 'playlists.titleCounter',
      defaultMessage: '{count, number} / {max, number}',
      description: 'Characters typed of the most the platform takes',
    },
    descriptionCounter: {
      id: 'playlists.descriptionCounter',
      defaultMessage: '{count, number} / {max, number} bytes',
      description: 'Bytes typed of the most the platform takes',
    },
    needsTitle: { id: 'playlists.needsTitle', defaultMessage: 'A playlist needs a title.', description: 'Problem' },
    titleTooLong: {
      id: 'playlists.titleTooLong',
      defaultMessage: 'The title is {count, number} characters long; the platform takes at most {max, number}.',
      description: 'Problem',
    },
    descriptionTooLong: {
      id: 'playlists.descriptionTooLong',
      defaultMessage: 'The description is {count, number} bytes long; the platform takes at most {max, number}.',
      description: 'Problem',
    },
    videos: { id: 'playlists.videos', defaultMessage: 'Videos', description: "Heading of the playlist's videos" },
    addVideos: { id: 'playlists.addVideos', defaultMessage: 'Add videos…', description: 'Opens the video picker' },
    reloadItems: { id: 'playlists.reloadItems', defaultMessage: 'Reload', description: 'Reads the videos again' },
    loadingVideos: { id: 'playlists.loadingVideos', defaultMessage: 'Loading the videos…', description: 'Loading' },
    empty: {
      id: 'playlists.empty',
      defaultMessage: 'This playlist is empty. Add videos from your channel with “Add videos…”.',
      description: 'An empty playlist; quotes the playlists.addVideos button',
    },
    inOrder: {
      id: 'playlists.inOrder',
      defaultMessage: 'Videos in this playlist, in order',
      description: "The list's accessible name",
    },
    moveHandle: {
      id: 'playlists.moveHandle',
      defaultMessage: 'Move “{title}”, position {position, number} of {count, number}',
      description: "A video's drag handle",
    },
    savingOrder: {
      id: 'playlists.savingOrder',
      defaultMessage: 'Saving the new order…',
      description: 'Beside a video just moved',
    },
    remove: { id: 'playlists.remove', defaultMessage: 'Remove', description: 'Removes a video from the playlist' },
    removeName: {
      id: 'playlists.remove.name',
      defaultMessage: 'Remove “{title}” from the playlist',
      description: "The Remove button's accessible name",
    },
    cover: { id: 'playlists.cover', defaultMessage: 'Cover image', description: "Heading: the playlist's own image" },
    coverAsking: {
      id: 'playlists.cover.asking',
      defaultMessage: 'Asking the platform for the cover…',
      description: 'Loading',
    },
    coverAskAgain: { id: 'playlists.cover.askAgain', defaultMessage: 'Ask again', description: 'Retry' },
    coverNone: {
      id: 'playlists.cover.none',
      defaultMessage: 'This playlist has no cover image of its own.',
      description: 'No cover set',
    },
    coverAlt: { id: 'playlists.cover.alt', defaultMessage: 'Cover of {title}', description: 'Alt text' },
    coverKnown: {
      id: 'playlists.cover.known',
      defaultMessage:
        '{sized, select, yes {The platform has a cover for this playlist: {width, number, ::group-off} × {height, number, ::group-off} ({type}).} other {The platform has a cover for this playlist ({type}).}}',
      description: 'A cover is set; type is its image type (image/png)',
    },
    coverDelete: { id: 'playlists.cover.delete', defaultMessage: 'Delete cover', description: 'Button' },
    coverDeleteName: {
      id: 'playlists.cover.delete.name',
      defaultMessage: 'Delete cover of “{title}”',
      description: "The button's accessible name",
    },
    coverDeleteQuestion: {
      id: 'playlists.cover.delete.question',
      defaultMessage: "Delete this playlist's cover image?",
      description: 'Asked in place of the button',
    },
    coverDeleteGroup: {
      id: 'playlists.cover.delete.group',
      defaultMessage: 'Confirm deleting the cover of “{title}”',
      description: "The question's group name for screen readers",
    },
    coverDeleting: {
      id: 'playlists.cover.deleting',
      defaultMessage: 'Deleting the cover',
      description: 'Action named beside its quota cost',
    },
    coverDropReplace: {
      id: 'playlists.cover.dropReplace',
      defaultMessage: 'Drop an image to replace the cover',
      description: 'Drop zone',
    },
    coverDrop: { id: 'playlists.cover.drop', defaultMessage: 'Drop a cover image here', description: 'Drop zone' },
    chooseImage: { id: 'playlists.chooseImage', defaultMessage: 'Choose an image…', description: 'Opens the chooser' },
    coverHint: {
      id: 'playlists.cover.hint',
      defaultMessage: 'PNG or JPEG, square (1:1), at most 50 MiB.',
      description: 'What image fits',
    },
    checkingImage: { id: 'playlists.checkingImage', defaultMessage: 'Checking the image…', description: 'Reading it' },
    pickedAlt: {
      id: 'playlists.pickedAlt',
      defaultMessage: 'The picked image, {name}',
      description: 'Alt text; name is the file name',
    },
    coverReplace: { id: 'playlists.cover.replace', defaultMessage: 'Replace cover', description: 'Button' },
    coverSet: { id: 'playlists.cover.set', defaultMessage: 'Set cover', description: 'Button' },
    coverReplacing: {
      id: 'playlists.cover.replacing',
      defaultMessage: 'Replacing the cover',
      description: 'Action named beside its quota cost',
    },
    coverSetting: {
      id: 'playlists.cover.setting',
      defaultMessage: 'Setting the cover',
      description: 'Action named beside its quota cost',
    },
    coverSending: { id: 'playlists.cover.sending', defaultMessage: 'Sending the cover…', description: 'Progress' },
    coverIsSet: {
      id: 'playlists.cover.isSet',
      defaultMessage: 'The cover of “{title}” is set.',
      description: 'Announced',
    },
    coverIsDeleted: {
      id: 'playlists.cover.isDeleted',
      defaultMessage: 'The cover of “{title}” is deleted.',
      description: 'Announced',
    },
    moveInstructions: {
      id: 'playlists.move.instructions',
      defaultMessage:
        'To move a video, press Space or Enter on its handle, move it with the arrow keys, then press Space or Enter again to drop it, or Escape to cancel. Alt with the up or down arrow moves it one place at once.',
      description: 'Under the list and read by screen readers; Space, Enter, Escape, Alt are the keys as labelled',
    },
    quoted: {
      id: 'playlists.quoted',
      defaultMessage: '“{title}”',
      description: "A video's title in quotation marks, as the language writes them",
    },
    moveUnnamed: { id: 'playlists.move.unnamed', defaultMessage: 'The video', description: 'A video without a name' },
    pickedUp: {
      id: 'playlists.move.pickedUp',
      defaultMessage: 'Picked up {name} at position {position, number}.',
      description: 'Screen reader: a video picked up to move; name is quoted',
    },
    over: {
      id: 'playlists.move.over',
      defaultMessage: '{name} is over position {position, number} of {count, number}.',
      description: 'Screen reader: while moving',
    },
    droppedAt: {
      id: 'playlists.move.droppedAt',
      defaultMessage: '{name} dropped at position {position, number}.',
      description: 'Screen reader: the move ends',
    },
    dropped: { id: 'playlists.move.dropped', defaultMessage: '{name} dropped.', description: 'Screen reader' },
    cancelled: {
      id: 'playlists.move.cancelled',
      defaultMessage: 'Moving {name} was cancelled; it stays where it was.',
      description: 'Screen reader: the move was cancelled',
    },
    moveWhileSaving: {
      id: 'playlists.move.whileSaving',
      defaultMessage: 'The last change is still being saved: move again in a moment.',
      description: 'A move tried before the last one was saved',
    },
    created: {
      id: 'playlists.announce.created',
      defaultMessage: 'The playlist “{title}” was created.',
      description: 'Announced',
    },
    saved: {
      id: 'playlists.announce.saved',
      defaultMessage: 'The playlist “{title}” was saved.',
      description: 'Announced',
    },
    deleted: {
      id: 'playlists.announce.deleted',
      defaultMessage: 'The playlist “{title}” was deleted.',
      description: 'Announced',
    },
    removed: {
      id: 'playlists.announce.removed',
      defaultMessage: '“{title}” was removed from the playlist.',
      description: 'Announced',
    },
    moved: {
      id: 'playlists.announce.moved',
      defaultMessage: '“{title}” moved to position {position, number} of {count, number}.',
      description: 'Announced after a move',
    },
  }),
);
