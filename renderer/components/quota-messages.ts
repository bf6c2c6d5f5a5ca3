// The quota's words in the catalogue: what each Data API method is to a creator (the quota dialog's "Spent today
// on"), amounts of each allowance, and what an action will cost. Method ids stay out of the words (they are code).
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

/** By Data API method id; a method missing here is said as QUOTA.otherRequests. */
export const METHOD_MESSAGES = untyped(
  defineMessages({
    'activities.list': {
      id: 'components.method.activities.list',
      defaultMessage: 'Reading channel activity',
      description:
        'What the quota went on: the Data API method activities.list in a creator’s words (a line of the quota dialog)',
    },
    'captions.delete': {
      id: 'components.method.captions.delete',
      defaultMessage: 'Captions deleted',
      description:
        'What the quota went on: the Data API method captions.delete in a creator’s words (a line of the quota dialog)',
    },
    'captions.download': {
      id: 'components.method.captions.download',
      defaultMessage: 'Captions downloaded',
      description:
        'What the quota went on: the Data API method captions.download in a creator’s words (a line of the quota dialog)',
    },
    'captions.insert': {
      id: 'components.method.captions.insert',
      defaultMessage: 'Captions added',
      description:
        'What the quota went on: the Data API method captions.insert in a creator’s words (a line of the quota dialog)',
    },
    'captions.list': {
      id: 'components.method.captions.list',
      defaultMessage: 'Reading captions',
      description:
        'What the quota went on: the Data API method captions.list in a creator’s words (a line of the quota dialog)',
    },
    'captions.update': {
      id: 'components.method.captions.update',
      defaultMessage: 'Captions changed',
      description:
        'What the quota went on: the Data API method captions.update in a creator’s words (a line of the quota dialog)',
    },
    'channelBanners.insert': {
      id: 'components.method.channelBanners.insert',
      defaultMessage: 'Channel banners',
      description:
        'What the quota went on: the Data API method channelBanners.insert in a creator’s words (a line of the quota dialog)',
    },
    'channelSections.delete': {
      id: 'components.method.channelSections.delete',
      defaultMessage: 'Home page sections removed',
      description:
        'What the quota went on: the Data API method channelSections.delete in a creator’s words (a line of the quota dialog)',
    },
    'channelSections.insert': {
      id: 'components.method.channelSections.insert',
      defaultMessage: 'Home page sections added',
      description:
        'What the quota went on: the Data API method channelSections.insert in a creator’s words (a line of the quota dialog)',
    },
    'channelSections.list': {
      id: 'components.method.channelSections.list',
      defaultMessage: 'Reading home page sections',
      description:
        'What the quota went on: the Data API method channelSections.list in a creator’s words (a line of the quota dialog)',
    },
    'channelSections.update': {
      id: 'components.method.channelSections.update',
      defaultMessage: 'Home page sections changed',
      description:
        'What the quota went on: the Data API method channelSections.update in a creator’s words (a line of the quota dialog)',
    },
    'channels.list': {
      id: 'components.method.channels.list',
      defaultMessage: 'Reading the channel',
      description:
        'What the quota went on: the Data API method channels.list in a creator’s words (a line of the quota dialog)',
    },
    'channels.update': {
      id: 'components.method.channels.update',
      defaultMessage: 'Channel details saved',
      description:
        'What the quota went on: the Data API method channels.update in a creator’s words (a line of the quota dialog)',
    },
    'commentThreads.insert': {
      id: 'components.method.commentThreads.insert',
      defaultMessage: 'Comments posted',
      description:
        'What the quota went on: the Data API method commentThreads.insert in a creator’s words (a line of the quota dialog)',
    },
    'commentThreads.list': {
      id: 'components.method.commentThreads.list',
      defaultMessage: 'Reading comments',
      description:
        'What the quota went on: the Data API method commentThreads.list in a creator’s words (a line of the quota dialog)',
    },
    'comments.delete': {
      id: 'components.method.comments.delete',
      defaultMessage: 'Comments deleted',
      description:
        'What the quota went on: the Data API method comments.delete in a creator’s words (a line of the quota dialog)',
    },
    'comments.insert': {
      id: 'components.method.comments.insert',
      defaultMessage: 'Replies',
      description:
        'What the quota went on: the Data API method comments.insert in a creator’s words (a line of the quota dialog)',
    },
    'comments.list': {
      id: 'components.method.comments.list',
      defaultMessage: 'Reading replies',
      description:
        'What the quota went on: the Data API method comments.list in a creator’s words (a line of the quota dialog)',
    },
    'comments.markAsSpam': {
      id: 'components.method.comments.markAsSpam',
      defaultMessage: 'Comments marked as spam',
      description:
        'What the quota went on: the Data API method comments.markAsSpam in a creator’s words (a line of the quota dialog)',
    },
    'comments.setModerationStatus': {
      id: 'components.method.comments.setModerationStatus',
      defaultMessage: 'Comments approved or rejected',
      description:
        'What the quota went on: the Data API method comments.setModerationStatus in a creator’s words (a line of the quota dialog)',
    },
    'comments.update': {
      id: 'components.method.comments.update',
      defaultMessage: 'Comments edited',
      description:
        'What the quota went on: the Data API method comments.update in a creator’s words (a line of the quota dialog)',
    },
    'guideCategories.list': {
      id: 'components.method.guideCategories.list',
      defaultMessage: 'Reading categories',
      description:
        'What the quota went on: the Data API method guideCategories.list in a creator’s words (a line of the quota dialog)',
    },
    'i18nLanguages.list': {
      id: 'components.method.i18nLanguages.list',
      defaultMessage: 'Reading languages',
      description:
        'What the quota went on: the Data API method i18nLanguages.list in a creator’s words (a line of the quota dialog)',
    },
    'i18nRegions.list': {
      id: 'components.method.i18nRegions.list',
      defaultMessage: 'Reading regions',
      description:
        'What the quota went on: the Data API method i18nRegions.list in a creator’s words (a line of the quota dialog)',
    },
    'members.list': {
      id: 'components.method.members.list',
      defaultMessage: 'Reading members',
      description:
        'What the quota went on: the Data API method members.list in a creator’s words (a line of the quota dialog)',
    },
    'membershipsLevels.list': {
      id: 'components.method.membershipsLevels.list',
      defaultMessage: 'Reading membership levels',
      description:
        'What the quota went on: the Data API method membershipsLevels.list in a creator’s words (a line of the quota dialog)',
    },
    'playlistImages.delete': {
      id: 'components.method.playlistImages.delete',
      defaultMessage: 'Playlist covers removed',
      description:
        'What the quota went on: the Data API method playlistImages.delete in a creator’s words (a line of the quota dialog)',
    },
    'playlistImages.insert': {
      id: 'components.method.playlistImages.insert',
      defaultMessage: 'Playlist covers',
      description:
        'What the quota went on: the Data API method playlistImages.insert in a creator’s words (a line of the quota dialog)',
    },
    'playlistImages.list': {
      id: 'components.method.playlistImages.list',
      defaultMessage: 'Reading playlist covers',
      description:
        'What the quota went on: the Data API method playlistImages.list in a creator’s words (a line of the quota dialog)',
    },
    'playlistImages.update': {
      id: 'components.method.playlistImages.update',
      defaultMessage: 'Playlist covers',
      description:
        'What the quota went on: the Data API method playlistImages.update in a creator’s words (a line of the quota dialog)',
    },
    'playlistItems.delete': {
      id: 'components.method.playlistItems.delete',
      defaultMessage: 'Videos taken out of playlists',
      description:
        'What the quota went on: the Data API method playlistItems.delete in a creator’s words (a line of the quota dialog)',
    },
    'playlistItems.insert': {
      id: 'components.method.playlistItems.insert',
      defaultMessage: 'Videos added to playlists',
      description:
        'What the quota went on: the Data API method playlistItems.insert in a creator’s words (a line of the quota dialog)',
    },
    'playlistItems.list': {
      id: 'components.method.playlistItems.list',
      defaultMessage: 'Reading playlists’ videos',
      description:
        'What the quota went on: the Data API method playlistItems.list in a creator’s words (a line of the quota dialog)',
    },
    'playlistItems.update': {
      id: 'components.method.playlistItems.update',
      defaultMessage: 'Playlist order',
      description:
        'What the quota went on: the Data API method playlistItems.update in a creator’s words (a line of the quota dialog)',
    },
    'playlists.delete': {
      id: 'components.method.playlists.delete',
      defaultMessage: 'Playlists deleted',
      description:
        'What the quota went on: the Data API method playlists.delete in a creator’s words (a line of the quota dialog)',
    },
    'playlists.insert': {
      id: 'components.method.playlists.insert',
      defaultMessage: 'Playlists created',
      description:
        'What the quota went on: the Data API method playlists.insert in a creator’s words (a line of the quota dialog)',
    },
    'playlists.list': {
      id: 'components.method.playlists.list',
      defaultMessage: 'Reading playlists',
      description:
        'What the quota went on: the Data API method playlists.list in a creator’s words (a line of the quota dialog)',
    },
    'playlists.update': {
      id: 'components.method.playlists.update',
      defaultMessage: 'Playlist details saved',
      description:
        'What the quota went on: the Data API method playlists.update in a creator’s words (a line of the quota dialog)',
    },
    'search.list': {
      id: 'components.method.search.list',
      defaultMessage: 'Searches',
      description:
        'What the quota went on: the Data API method search.list in a creator’s words (a line of the quota dialog)',
    },
    'subscriptions.delete': {
      id: 'components.method.subscriptions.delete',
      defaultMessage: 'Unsubscribed',
      description:
        'What the quota went on: the Data API method subscriptions.delete in a creator’s words (a line of the quota dialog)',
    },
    'subscriptions.insert': {
      id: 'components.method.subscriptions.insert',
      defaultMessage: 'Subscribed',
      description:
        'What the quota went on: the Data API method subscriptions.insert in a creator’s words (a line of the quota dialog)',
    },
    'subscriptions.list': {
      id: 'components.method.subscriptions.list',
      defaultMessage: 'Reading subscriptions',
      description:
        'What the quota went on: the Data API method subscriptions.list in a creator’s words (a line of the quota dialog)',
    },
    'thumbnails.set': {
      id: 'components.method.thumbnails.set',
      defaultMessage: 'Thumbnails',
      description:
        'What the quota went on: the Data API method thumbnails.set in a creator’s words (a line of the quota dialog)',
    },
    'videoCategories.list': {
      id: 'components.method.videoCategories.list',
      defaultMessage: 'Reading categories',
      description:
        'What the quota went on: the Data API method videoCategories.list in a creator’s words (a line of the quota dialog)',
    },
    'videos.batchGetStats': {
      id: 'components.method.videos.batchGetStats',
      defaultMessage: 'Views and likes',
      description:
        'What the quota went on: the Data API method videos.batchGetStats in a creator’s words (a line of the quota dialog)',
    },
    'videos.delete': {
      id: 'components.method.videos.delete',
      defaultMessage: 'Videos deleted',
      description:
        'What the quota went on: the Data API method videos.delete in a creator’s words (a line of the quota dialog)',
    },
    'videos.getRating': {
      id: 'components.method.videos.getRating',
      defaultMessage: 'Reading ratings',
      description:
        'What the quota went on: the Data API method videos.getRating in a creator’s words (a line of the quota dialog)',
    },
    'videos.insert': {
      id: 'components.method.videos.insert',
      defaultMessage: 'Uploads',
      description:
        'What the quota went on: the Data API method videos.insert in a creator’s words (a line of the quota dialog)',
    },
    'videos.list': {
      id: 'components.method.videos.list',
      defaultMessage: 'Reading videos',
      description:
        'What the quota went on: the Data API method videos.list in a creator’s words (a line of the quota dialog)',
    },
    'videos.rate': {
      id: 'components.method.videos.rate',
      defaultMessage: 'Ratings',
      description:
        'What the quota went on: the Data API method videos.rate in a creator’s words (a line of the quota dialog)',
    },
    'videos.update': {
      id: 'components.method.videos.update',
      defaultMessage: 'Video details saved',
      description:
        'What the quota went on: the Data API method videos.update in a creator’s words (a line of the quota dialog)',
    },
    'watermarks.set': {
      id: 'components.method.watermarks.set',
      defaultMessage: 'Watermarks set',
      description:
        'What the quota went on: the Data API method watermarks.set in a creator’s words (a line of the quota dialog)',
    },
    'watermarks.unset': {
      id: 'components.method.watermarks.unset',
      defaultMessage: 'Watermarks removed',
      description:
        'What the quota went on: the Data API method watermarks.unset in a creator’s words (a line of the quota dialog)',
    },
  }),
);

export const QUOTA = untyped(
  defineMessages({
    otherRequests: {
      id: 'components.quota.otherRequests',
      defaultMessage: 'Other requests',
      description: 'What the quota went on, for a request of a kind the app does not name',
    },
    amount: {
      id: 'components.quota.amount',
      defaultMessage:
        '{bucket, select, uploads {{amount, plural, one {# upload} other {# uploads}}} search {{amount, plural, one {# search} other {# searches}}} stats {{amount, plural, one {# statistics unit} other {# statistics units}}} other {{amount, plural, one {# unit} other {# units}}}}',
      description:
        'An amount of one of the daily quota allowances (the platform counts uploads, searches, statistics units and the shared quota units apart), e.g. “150 units”, “1 upload”',
    },
    spending: {
      id: 'components.quota.spending',
      defaultMessage: '{what}: {amount}',
      description: 'A line of what the quota went on today: what (e.g. “Replies”), then the amount (“150 units”)',
    },
    timesEach: {
      id: 'components.quota.timesEach',
      defaultMessage: '{calls, number} × {each}',
      description: 'Several requests times the cost of each, e.g. “3 × 50 units”',
    },
    costFree: {
      id: 'components.quota.cost.free',
      defaultMessage: '{action}: free, no quota units',
      description: 'What an action costs when it costs nothing; action is what it does (e.g. “Checking”)',
    },
    cost: {
      id: 'components.quota.cost',
      defaultMessage: '{action}: {amount}',
      description:
        'What an action will cost, said before it is done: action (e.g. “Adds 3 videos”), amount (“150 units”)',
    },
    costOver: {
      id: 'components.quota.cost.over',
      defaultMessage:
        '{action}: {amount}, more than the {left} left today; the platform may refuse part of it until midnight Pacific time.',
      description:
        'What an action will cost when it is more than what is left of the day’s quota; left is an amount (“40 units”). The quota resets at midnight Pacific time.',
    },
    after: {
      id: 'components.quota.after',
      defaultMessage: '{action} (after {first})',
      description:
        'An action whose first request draws on another allowance, e.g. “Uploads 2 videos (after 1 unit)”; first is an amount',
    },
  }),
);

/** The quota dialog's words (renderer/app/QuotaMeter.tsx): its body shares the amounts and method words above. */
export const QUOTA_DIALOG = untyped(
  defineMessages({
    bucketName: {
      id: 'components.quotaDialog.bucketName',
      defaultMessage: '{bucket, select, uploads {Uploads} search {Searches} stats {Statistics units} other {Units}}',
      description: 'The name of a daily quota allowance, as a heading or a choice',
    },
    bucketLeftName: {
      id: 'components.quotaDialog.bucketLeftName',
      defaultMessage:
        '{bucket, select, uploads {Uploads left today} search {Searches left today} stats {Statistics units left today} other {Units left today}}',
      description: 'The accessible name of an allowance’s meter',
    },
    figure: {
      id: 'components.quotaDialog.figure',
      defaultMessage: '{left, number} of {limit} left today',
      description:
        'What is left of an allowance, e.g. “97 of 100 uploads left today”; limit is an amount with its noun',
    },
    usedUp: {
      id: 'components.quotaDialog.usedUp',
      defaultMessage:
        "{most, select, yes {Today's {names} are used up: the platform refuses most calls until the project's quota resets at {at} (midnight Pacific time). Uploads already under way continue.} other {Today's {names} are used up: the platform refuses them until the project's quota resets at {at} (midnight Pacific time). Uploads already under way continue.}}",
      description:
        'Warning when allowances are spent; names is a list of allowances (“uploads and units”, shell.allowance.*), at a time. most is yes when the shared units are spent (then most requests are refused).',
    },
    near: {
      id: 'components.quotaDialog.near',
      defaultMessage: "Near today's limit: {left} left until {at} (midnight Pacific time).",
      description:
        'Warning from 80% of an allowance; left is a list of amounts (“5 uploads and 2,000 units”), at a time',
    },
    spentOn: {
      id: 'components.quotaDialog.spentOn',
      defaultMessage: 'Spent today on',
      description: 'Heading of the list of what today’s quota went on',
    },
    channelsShare: {
      id: 'components.quotaDialog.channelsShare',
      defaultMessage: "Each channel's share",
      description: 'Folded list: what each signed-in channel spent of the project’s quota',
    },
    signedIn: {
      id: 'components.quotaDialog.signedIn',
      defaultMessage: '{channel} (signed in)',
      description: 'The channel signed in now, in the list of channels',
    },
    channelAmounts: {
      id: 'components.quotaDialog.channelAmounts',
      defaultMessage: '{uploads}, {searches}, {units}',
      description: 'What one channel spent: three amounts (“2 uploads, 1 search, 420 units”)',
    },
    technical: {
      id: 'components.quotaDialog.technical',
      defaultMessage: 'Technical details',
      description: 'Folded section with the method ids and the Google Cloud project',
    },
    project: {
      id: 'components.quotaDialog.project',
      defaultMessage: 'Google Cloud project {project}',
      description: 'The project whose quota this is; project is its id',
    },
    costsAsOf: {
      id: 'components.quotaDialog.costsAsOf',
      defaultMessage: "Costs as in the platform's quota table of {date}.",
      description: 'The date of the platform’s cost table the figures follow (a date as YYYY-MM-DD)',
    },
    reading: {
      id: 'components.quotaDialog.reading',
      defaultMessage: "Reading today's quota…",
      description: 'While today’s figures are read',
    },
    readAgain: {
      id: 'components.quotaDialog.readAgain',
      defaultMessage: 'Read it again',
      description: 'Button after today’s figures could not be read',
    },
  }),
);
