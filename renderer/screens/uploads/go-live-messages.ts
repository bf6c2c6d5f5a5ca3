// "When it goes live" in an upload's details, in the catalogue (GoLiveEditor.tsx). YouTube's own words: a video goes
// public ("Public"), a comment is pinned by the creator.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const GO_LIVE = untyped(
  defineMessages({
    legend: {
      id: 'goLive.legend',
      defaultMessage: 'When it goes live',
      description: 'Group in an upload’s details: what happens once YouTube makes the video public',
    },
    summary: {
      id: 'goLive.summary',
      defaultMessage:
        '{kind, select, none {Nothing waits for the video to go live.} other {When it goes live: {parts}.}}',
      description: 'What is planned; parts are the goLive.part messages, listed',
    },
    addTo: {
      id: 'goLive.part.playlists',
      defaultMessage: 'add to {playlists}',
      description: 'Part of the plan: the playlists the video joins (their names, listed)',
    },
    changeTheDescription: {
      id: 'goLive.part.description',
      defaultMessage: 'change the description',
      description: 'Part of the plan',
    },
    postComment: { id: 'goLive.part.comment', defaultMessage: 'post a comment', description: 'Part of the plan' },
    explained: {
      id: 'goLive.explained',
      defaultMessage:
        'Made once the platform makes the video public (not before: a playlist would show a private video). Once uploaded it is a scheduled change on the calendar.',
      description: 'Under the summary',
    },
    problem: {
      id: 'goLive.problem',
      defaultMessage: 'It could not be scheduled for the video: {why} It is kept here: save it again to try again.',
      description: 'The change could not be scheduled once the upload made its video; why is the reason in words',
    },
    edit: { id: 'goLive.edit', defaultMessage: 'Edit…', description: 'Button' },
    plan: {
      id: 'goLive.plan',
      defaultMessage: 'Plan what happens when it goes live…',
      description: 'Button: nothing is planned yet',
    },
    remove: { id: 'goLive.remove', defaultMessage: 'Remove', description: 'Button: drops the plan' },
    addToThese: {
      id: 'goLive.addTo',
      defaultMessage: 'Add it to these playlists:',
      description: 'Before the playlists',
    },
    noPlaylists: {
      id: 'goLive.noPlaylists',
      defaultMessage: 'This channel has no playlists yet.',
      description: 'No playlist to choose',
    },
    changeDescription: {
      id: 'goLive.changeDescription',
      defaultMessage: 'Change the description',
      description: 'Checkbox',
    },
    descriptionOnceLive: {
      id: 'goLive.descriptionOnceLive',
      defaultMessage: 'The description once live',
      description: 'Field label: the description written once the video is public',
    },
    comment: {
      id: 'goLive.comment',
      defaultMessage: 'Post a saved reply as a comment',
      description: 'Field label',
    },
    noComment: { id: 'goLive.comment.none', defaultMessage: 'No comment', description: 'Choice' },
    keptComment: {
      id: 'goLive.comment.kept',
      defaultMessage: 'The comment chosen before',
      description: 'Choice: the comment saved earlier',
    },
    pin: {
      id: 'goLive.pin',
      defaultMessage: 'The platform does not let apps pin a comment: pin it yourself if you want it on top.',
      description: 'Under the comment field',
    },
    save: { id: 'goLive.save', defaultMessage: 'Save', description: 'Button' },
    cancel: { id: 'goLive.cancel', defaultMessage: 'Cancel', description: 'Button: leaves the form unsaved' },
  }),
);
