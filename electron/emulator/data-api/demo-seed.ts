// The demo workspace's starting state: the demo channel with fourteen videos of every kind and its playlists; the demo
// user's second channel (a clips channel, as a brand account would be) with a few videos and a playlist of its own, so
// that several channels can be signed in at once; and another user's channel so that tests (and curious users) can
// see what the platform does with someone else's resources.
import type { ChannelRecord, PlaylistItemRecord, PlaylistRecord, VideoRecord, YoutubeState } from './youtube-state';

export const DEMO_CHANNEL_ID = 'UCDemoCreatorChannel0001';
export const OTHER_CHANNEL_ID = 'UCOtherCreatorChannel001';
/** The demo user's second channel (a brand account's channel: chosen on the consent page, or by login_hint). */
export const DEMO_CLIPS_CHANNEL_ID = 'UCDemoClipsChannel000001';
/** The channels the demo user owns, the one chosen by default first. */
export const DEMO_USER_CHANNEL_IDS: readonly string[] = [DEMO_CHANNEL_ID, DEMO_CLIPS_CHANNEL_ID];
/** The clips channel's own playlist. */
export const DEMO_CLIPS_PLAYLIST_ID = 'PLd3moClipsBestOf000000000000000001';

function uploadsPlaylistOf(channelId: string): string {
  return `UU${channelId.slice(2)}`;
}

interface DemoVideo {
  readonly id: string;
  readonly title: string;
  readonly categoryId: string;
  readonly privacy: VideoRecord['status']['privacyStatus'];
  readonly publishedAt: string;
  readonly durationSec: number;
  readonly views: number;
  readonly likes: number;
  readonly comments: number;
  readonly tags: readonly string[];
  readonly description: string;
  readonly license?: VideoRecord['status']['license'];
  readonly embeddable?: boolean;
  /** Days after the seed's "now" when a scheduled (private) video goes public. */
  readonly publishInDays?: number;
  readonly localizations?: VideoRecord['localizations'];
  readonly recordingDetails?: VideoRecord['recordingDetails'];
  /** How the platform's processing ended, when not processed (the Library shows it with the reason). */
  readonly processingOutcome?: VideoRecord['processingOutcome'];
  /** The disclosures of revision 20260924, on a few videos so each answer is there to see. */
  readonly containsSyntheticMedia?: boolean;
  readonly hasPaidProductPlacement?: boolean;
  readonly trainability?: readonly string[];
}

const lines = (...text: string[]): string => text.join('\n');

// The channel's videos, enough of every kind to be worth managing: public, unlisted, private and scheduled, short
// and long, popular and quiet, with tags, descriptions of a few lines and, for two, translations.
const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    id: 'dQd3moVid01',
    title: 'Studio tour 2026',
    categoryId: '22',
    privacy: 'public',
    publishedAt: '2026-01-05T15:00:00Z',
    durationSec: 612,
    views: 18_412,
    likes: 736,
    comments: 92,
    tags: ['studio tour', 'home studio', 'creator setup'],
    description: lines(
      'A walk through the room where every video of this channel is made.',
      '',
      '00:00 The desk',
      '03:10 Lights and sound',
      '07:45 What I would change',
    ),
    localizations: {
      fr: { title: 'Visite du studio 2026', description: 'Une visite de la pièce où naît chaque vidéo de la chaîne.' },
      de: { title: 'Studio-Tour 2026', description: 'Ein Rundgang durch den Raum, in dem jedes Video entsteht.' },
    },
    recordingDetails: { recordingDate: '2025-12-20T00:00:00Z', locationDescription: 'Lyon, France' },
  },
  {
    id: 'dQd3moVid02',
    containsSyntheticMedia: true,
    trainability: ['all'],
    title: 'How I light my desk setup',
    categoryId: '26',
    privacy: 'public',
    publishedAt: '2026-01-14T15:00:00Z',
    durationSec: 845,
    views: 9_877,
    likes: 395,
    comments: 49,
    tags: ['lighting', 'desk setup', 'key light', 'tutorial'],
    description: lines(
      'Three lights, one window and a lot of bounce: how the desk shots get their look.',
      '',
      'Gear in this video is listed in the pinned comment.',
    ),
  },
  {
    id: 'dQd3moVid03',
    title: 'Editing timelapse: a whole episode',
    categoryId: '24',
    privacy: 'public',
    publishedAt: '2026-01-23T15:00:00Z',
    durationSec: 1_320,
    views: 4_105,
    likes: 164,
    comments: 21,
    tags: ['editing', 'timelapse'],
    description: lines('Six hours of editing in twenty-two minutes.', "Music: the channel's own loops."),
  },
  {
    id: 'dQd3moVid04',
    containsSyntheticMedia: false,
    hasPaidProductPlacement: true,
    trainability: ['Example Research Lab', 'Sample AI Company'],
    title: 'Q&A: gear, software, workflow',
    categoryId: '22',
    privacy: 'unlisted',
    publishedAt: '2026-02-01T15:00:00Z',
    durationSec: 2_034,
    views: 611,
    likes: 58,
    comments: 31,
    tags: ['q&a', 'gear', 'workflow'],
    description: lines('Your questions from the community tab, answered.', '', 'Unlisted until the edit is final.'),
  },
  {
    id: 'dQd3moVid05',
    title: 'Behind the scenes (members)',
    categoryId: '22',
    privacy: 'private',
    publishedAt: '2026-02-10T15:00:00Z',
    durationSec: 455,
    views: 12,
    likes: 3,
    comments: 0,
    tags: ['behind the scenes', 'members'],
    description: 'Raw footage from the studio tour shoot, for members first.',
    // Scheduled too, so the release calendar has more than one video to show (and to move).
    publishInDays: 2,
  },
  {
    id: 'dQd3moVid06',
    title: 'Color grading in ten minutes',
    categoryId: '27',
    privacy: 'public',
    publishedAt: '2026-02-19T15:00:00Z',
    durationSec: 600,
    views: 25_930,
    likes: 1_412,
    comments: 188,
    tags: ['color grading', 'tutorial', 'davinci resolve', 'look'],
    description: lines(
      'From flat log footage to a finished look in ten minutes.',
      '',
      '01:00 Balance',
      '04:30 Contrast and saturation',
      '08:00 The look',
    ),
    license: 'creativeCommon',
    localizations: {
      es: {
        title: 'Etalonaje en diez minutos',
        description: 'Del material plano a un look terminado en diez minutos.',
      },
    },
  },
  {
    id: 'dQd3moVid07',
    title: 'Five mistakes I made as a new creator',
    categoryId: '27',
    privacy: 'public',
    publishedAt: '2025-11-28T17:00:00Z',
    durationSec: 731,
    views: 152_340,
    likes: 8_204,
    comments: 1_037,
    tags: ['new creator', 'advice', 'mistakes'],
    description: lines(
      'What I would tell myself five years ago.',
      '',
      '1. Sound before picture',
      '2. Titles are promises',
      '3. Upload on a schedule you can keep',
    ),
  },
  {
    id: 'dQd3moVid08',
    title: 'Sixty seconds: the one shortcut I use most',
    categoryId: '28',
    privacy: 'public',
    publishedAt: '2025-11-10T17:00:00Z',
    durationSec: 58,
    views: 47_800,
    likes: 3_120,
    comments: 214,
    tags: ['shortcut', 'editing', 'quick tip'],
    description: 'Ripple delete. That is the video.',
  },
  {
    id: 'dQd3moVid09',
    title: 'Live stream replay: building the channel trailer',
    categoryId: '24',
    privacy: 'public',
    publishedAt: '2025-10-22T19:00:00Z',
    durationSec: 7_384,
    views: 2_210,
    likes: 131,
    comments: 402,
    tags: ['live', 'replay', 'trailer'],
    description: lines('Two hours of building the trailer with chat.', 'Thank you to everyone who stayed.'),
    embeddable: false,
  },
  {
    id: 'dQd3moVid10',
    title: 'Draft: sponsor segment rough cut',
    categoryId: '24',
    privacy: 'private',
    publishedAt: '2025-10-05T09:00:00Z',
    durationSec: 95,
    views: 0,
    likes: 0,
    comments: 0,
    tags: [],
    description: 'For the sponsor to review. Do not publish.',
    processingOutcome: { uploadStatus: 'rejected', rejectionReason: 'duplicate' },
  },
  {
    id: 'dQd3moVid11',
    title: 'Client preview: wedding highlights',
    categoryId: '1',
    privacy: 'unlisted',
    publishedAt: '2025-09-14T12:00:00Z',
    durationSec: 263,
    views: 87,
    likes: 19,
    comments: 4,
    tags: ['wedding', 'highlights', 'preview'],
    description: lines('Preview for the couple.', 'The final version follows after their notes.'),
  },
  {
    id: 'dQd3moVid12',
    title: 'Channel trailer',
    categoryId: '24',
    privacy: 'public',
    publishedAt: '2025-08-30T16:00:00Z',
    durationSec: 74,
    views: 11_902,
    likes: 640,
    comments: 57,
    tags: ['trailer', 'channel desk demo'],
    description: lines('New here? This is what the channel is about.', 'New videos every other Thursday.'),
  },
  {
    id: 'dQd3moVid13',
    title: 'My first video (2019)',
    categoryId: '22',
    privacy: 'unlisted',
    publishedAt: '2019-04-20T10:00:00Z',
    durationSec: 189,
    views: 1_034,
    likes: 77,
    comments: 26,
    tags: ['first video'],
    description: 'Kept for history. Please be kind.',
  },
  {
    id: 'dQd3moVid14',
    title: 'Premiere: the 2026 gear guide',
    categoryId: '28',
    privacy: 'private',
    publishedAt: '2026-02-26T15:00:00Z',
    durationSec: 1_505,
    views: 0,
    likes: 0,
    comments: 0,
    tags: ['gear guide', '2026', 'cameras', 'microphones'],
    description: lines(
      'Every piece of gear I would buy again, and what I would not.',
      '',
      'Scheduled: it goes public on its own.',
    ),
    publishInDays: 5,
  },
];

// The clips channel, new and still quiet: a few short cuts of the main channel's videos.
const CLIPS_VIDEOS: readonly DemoVideo[] = [
  {
    id: 'dQd3moClp01',
    title: 'The one light that changed my desk shots',
    categoryId: '26',
    privacy: 'public',
    publishedAt: '2026-01-16T18:00:00Z',
    durationSec: 58,
    views: 38,
    likes: 9,
    comments: 12,
    tags: ['shorts', 'lighting'],
    description: 'A minute from "How I light my desk setup".',
  },
  {
    id: 'dQd3moClp02',
    title: 'Six hours of editing in 40 seconds',
    categoryId: '24',
    privacy: 'public',
    publishedAt: '2026-01-25T18:00:00Z',
    durationSec: 40,
    views: 31,
    likes: 4,
    comments: 8,
    tags: ['shorts', 'editing'],
    description: 'Cut from the editing timelapse.',
  },
  {
    id: 'dQd3moClp03',
    title: 'Studio tour, the short version',
    categoryId: '22',
    privacy: 'unlisted',
    publishedAt: '2026-02-06T18:00:00Z',
    durationSec: 59,
    views: 6,
    likes: 1,
    comments: 2,
    tags: ['shorts', 'studio tour'],
    description: 'Unlisted until the music is cleared.',
  },
];

export function seedYoutubeState(nowIso: string): YoutubeState {
  const channels: ChannelRecord[] = [
    {
      id: DEMO_CHANNEL_ID,
      title: 'Demo Creator',
      description: 'The demo channel of Channel Desk: everything here lives on your machine.',
      customUrl: '@democreator',
      publishedAt: '2019-04-12T09:30:00Z',
      country: 'US',
      uploadsPlaylistId: uploadsPlaylistOf(DEMO_CHANNEL_ID),
      subscriberCount: 12_400,
      color: '#c2410c',
      monetizationEnabled: true,
    },
    {
      id: OTHER_CHANNEL_ID,
      title: 'Another Creator',
      description: 'Somebody else: the demo channel cannot change anything here.',
      customUrl: '@anothercreator',
      publishedAt: '2020-11-02T16:00:00Z',
      uploadsPlaylistId: uploadsPlaylistOf(OTHER_CHANNEL_ID),
      subscriberCount: 310,
      color: '#1d4ed8',
    },
    {
      id: DEMO_CLIPS_CHANNEL_ID,
      title: 'Demo Creator Clips',
      description: "The demo creator's second channel: short cuts of the main channel's videos.",
      customUrl: '@democreatorclips',
      publishedAt: '2023-09-01T09:30:00Z',
      country: 'US',
      uploadsPlaylistId: uploadsPlaylistOf(DEMO_CLIPS_CHANNEL_ID),
      subscriberCount: 3_150,
      color: '#047857',
    },
  ];
  const now = Date.parse(nowIso);
  const hour = 3600 * 1000;
  const videoOf =
    (channelId: string) =>
    (seed: DemoVideo): VideoRecord => ({
      id: seed.id,
      channelId,
      publishedAt: seed.publishedAt,
      snippet: {
        title: seed.title,
        description: seed.description,
        ...(seed.tags.length > 0 ? { tags: [...seed.tags] } : {}),
        categoryId: seed.categoryId,
        defaultLanguage: 'en',
      },
      status: {
        privacyStatus: seed.privacy,
        license: seed.license ?? 'youtube',
        embeddable: seed.embeddable ?? true,
        publicStatsViewable: true,
        selfDeclaredMadeForKids: false,
        ...(seed.containsSyntheticMedia !== undefined ? { containsSyntheticMedia: seed.containsSyntheticMedia } : {}),
        // Scheduled relative to the clock at seed time (on the hour), so it is still ahead when the demo opens.
        ...(seed.publishInDays !== undefined
          ? { publishAt: new Date((Math.floor(now / hour) + seed.publishInDays * 24) * hour).toISOString() }
          : {}),
      },
      ...(seed.localizations ? { localizations: structuredClone(seed.localizations) } : {}),
      ...(seed.recordingDetails ? { recordingDetails: { ...seed.recordingDetails } } : {}),
      ...(seed.processingOutcome ? { processingOutcome: { ...seed.processingOutcome } } : {}),
      ...(seed.hasPaidProductPlacement !== undefined ? { hasPaidProductPlacement: seed.hasPaidProductPlacement } : {}),
      ...(seed.trainability ? { trainability: [...seed.trainability] } : {}),
      durationSec: seed.durationSec,
      viewCount: seed.views,
      likeCount: seed.likes,
      commentCount: seed.comments,
    });
  const videos: VideoRecord[] = DEMO_VIDEOS.map(videoOf(DEMO_CHANNEL_ID));
  videos.push(...CLIPS_VIDEOS.map(videoOf(DEMO_CLIPS_CHANNEL_ID)));
  const otherVideo: VideoRecord = {
    id: 'oTh3rVid001',
    channelId: OTHER_CHANNEL_ID,
    publishedAt: '2026-02-01T10:00:00Z',
    snippet: { title: 'Not yours', description: 'A video of another channel.', categoryId: '24' },
    status: { privacyStatus: 'public', license: 'youtube', embeddable: true, publicStatsViewable: true },
    durationSec: 90,
    viewCount: 40,
    likeCount: 2,
    commentCount: 0,
  };
  videos.push(otherVideo);

  const playlists: PlaylistRecord[] = channels.map((channel) => ({
    id: channel.uploadsPlaylistId,
    channelId: channel.id,
    title: `Uploads from ${channel.title}`,
    description: '',
    privacyStatus: 'public',
    publishedAt: channel.publishedAt,
    uploads: true,
  }));
  playlists.push(
    {
      id: 'PLd3moTutorials0000000000000000001',
      channelId: DEMO_CHANNEL_ID,
      title: 'Tutorials',
      description: 'Step by step.',
      privacyStatus: 'public',
      publishedAt: '2026-01-20T12:00:00Z',
      uploads: false,
    },
    {
      id: 'PLd3moBehindTheScenes00000000000002',
      channelId: DEMO_CHANNEL_ID,
      title: 'Behind the scenes',
      description: '',
      privacyStatus: 'unlisted',
      publishedAt: '2026-02-03T12:00:00Z',
      uploads: false,
    },
    {
      id: 'PLd3moStartHere00000000000000000003',
      channelId: DEMO_CHANNEL_ID,
      title: 'First time here',
      description: 'New to the channel? Watch these first.',
      privacyStatus: 'public',
      publishedAt: '2026-02-20T12:00:00Z',
      uploads: false,
    },
    {
      id: DEMO_CLIPS_PLAYLIST_ID,
      channelId: DEMO_CLIPS_CHANNEL_ID,
      title: 'Best of the clips',
      description: 'The shortest way in.',
      privacyStatus: 'public',
      publishedAt: '2026-02-08T12:00:00Z',
      uploads: false,
    },
  );

  // An upload joins its uploads playlist as it is published; a creator adds it to other playlists a few days later
  // (never after the seed's now), so the channel's activity reads like a history rather than one moment.
  const addedAt = (playlistId: string, videoId: string, n: number): string => {
    const published = Date.parse(videos.find((video) => video.id === videoId)?.publishedAt ?? nowIso);
    const later = channels.some((channel) => channel.uploadsPlaylistId === playlistId)
      ? 0
      : (n + 1) * 2 * 24 * 3600 * 1000;
    return new Date(Math.min(published + later, Date.parse(nowIso))).toISOString();
  };
  const item = (playlistId: string, videoId: string, n: number): PlaylistItemRecord => ({
    id: `${playlistId.slice(0, 12)}${videoId}${n}`.replace(/[^A-Za-z0-9_-]/g, ''),
    playlistId,
    videoId,
    publishedAt: addedAt(playlistId, videoId, n),
  });
  const byNewest = (channelId: string) =>
    videos.filter((video) => video.channelId === channelId).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const playlistItems: Record<string, PlaylistItemRecord[]> = {
    [uploadsPlaylistOf(DEMO_CHANNEL_ID)]: byNewest(DEMO_CHANNEL_ID).map((video, n) =>
      item(uploadsPlaylistOf(DEMO_CHANNEL_ID), video.id, n),
    ),
    [uploadsPlaylistOf(OTHER_CHANNEL_ID)]: byNewest(OTHER_CHANNEL_ID).map((video, n) =>
      item(uploadsPlaylistOf(OTHER_CHANNEL_ID), video.id, n),
    ),
    [uploadsPlaylistOf(DEMO_CLIPS_CHANNEL_ID)]: byNewest(DEMO_CLIPS_CHANNEL_ID).map((video, n) =>
      item(uploadsPlaylistOf(DEMO_CLIPS_CHANNEL_ID), video.id, n),
    ),
    [DEMO_CLIPS_PLAYLIST_ID]: ['dQd3moClp02', 'dQd3moClp01'].map((id, n) => item(DEMO_CLIPS_PLAYLIST_ID, id, n)),
    PLd3moTutorials0000000000000000001: ['dQd3moVid02', 'dQd3moVid06', 'dQd3moVid03'].map((id, n) =>
      item('PLd3moTutorials0000000000000000001', id, n),
    ),
    PLd3moBehindTheScenes00000000000002: ['dQd3moVid01', 'dQd3moVid05'].map((id, n) =>
      item('PLd3moBehindTheScenes00000000000002', id, n),
    ),
    PLd3moStartHere00000000000000000003: ['dQd3moVid01', 'dQd3moVid06', 'dQd3moVid02', 'dQd3moVid04'].map((id, n) =>
      item('PLd3moStartHere00000000000000000003', id, n),
    ),
  };
  return { version: 1, channels, videos, playlists, playlistItems, ratings: {} };
}

/**
 * A demo state saved before the demo user had a second channel gets it, with its videos, playlists and their items,
 * as a new state would have them; nothing already there changes. Answers whether anything was added.
 */
export function addMissingClipsChannel(state: YoutubeState, nowIso: string): boolean {
  if (!state.channels.some((channel) => channel.id === DEMO_CHANNEL_ID)) return false;
  if (state.channels.some((channel) => channel.id === DEMO_CLIPS_CHANNEL_ID)) return false;
  const seed = seedYoutubeState(nowIso);
  const channel = seed.channels.find((candidate) => candidate.id === DEMO_CLIPS_CHANNEL_ID);
  if (!channel) return false;
  state.channels.push(channel);
  const videoIds = new Set(state.videos.map((video) => video.id));
  state.videos.push(...seed.videos.filter((video) => video.channelId === channel.id && !videoIds.has(video.id)));
  const playlistIds = new Set(state.playlists.map((playlist) => playlist.id));
  for (const playlist of seed.playlists.filter((candidate) => candidate.channelId === channel.id)) {
    if (playlistIds.has(playlist.id)) continue;
    state.playlists.push(playlist);
    state.playlistItems[playlist.id] = seed.playlistItems[playlist.id] ?? [];
  }
  return true;
}
