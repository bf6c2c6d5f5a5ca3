// The demo workspace's starting state: the demo channel with a handful of videos and playlists, and a second
// channel so that tests (and curious users) can see what the platform does with someone else's resources.
import type { ChannelRecord, PlaylistItemRecord, PlaylistRecord, VideoRecord, YoutubeState } from './youtube-state';

export const DEMO_CHANNEL_ID = 'UCDemoCreatorChannel0001';
export const OTHER_CHANNEL_ID = 'UCOtherCreatorChannel001';

function uploadsPlaylistOf(channelId: string): string {
  return `UU${channelId.slice(2)}`;
}

const DEMO_VIDEOS: ReadonlyArray<{
  id: string;
  title: string;
  categoryId: string;
  privacy: VideoRecord['status']['privacyStatus'];
  durationSec: number;
  views: number;
}> = [
  {
    id: 'dQd3moVid01',
    title: 'Studio tour 2026',
    categoryId: '22',
    privacy: 'public',
    durationSec: 612,
    views: 18_412,
  },
  {
    id: 'dQd3moVid02',
    title: 'How I light my desk setup',
    categoryId: '26',
    privacy: 'public',
    durationSec: 845,
    views: 9_877,
  },
  {
    id: 'dQd3moVid03',
    title: 'Editing timelapse: a whole episode',
    categoryId: '24',
    privacy: 'public',
    durationSec: 1_320,
    views: 4_105,
  },
  {
    id: 'dQd3moVid04',
    title: 'Q&A: gear, software, workflow',
    categoryId: '22',
    privacy: 'unlisted',
    durationSec: 2_034,
    views: 611,
  },
  {
    id: 'dQd3moVid05',
    title: 'Behind the scenes (members)',
    categoryId: '22',
    privacy: 'private',
    durationSec: 455,
    views: 12,
  },
  {
    id: 'dQd3moVid06',
    title: 'Color grading in ten minutes',
    categoryId: '27',
    privacy: 'public',
    durationSec: 600,
    views: 25_930,
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
  ];
  const day = 24 * 3600 * 1000;
  const base = Date.parse('2026-01-05T15:00:00Z');
  const videos: VideoRecord[] = DEMO_VIDEOS.map((seed, index) => ({
    id: seed.id,
    channelId: DEMO_CHANNEL_ID,
    publishedAt: new Date(base + index * 9 * day).toISOString(),
    snippet: {
      title: seed.title,
      description: `${seed.title}: a video of the demo workspace.`,
      tags: ['demo', 'channel desk'],
      categoryId: seed.categoryId,
      defaultLanguage: 'en',
    },
    status: {
      privacyStatus: seed.privacy,
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      selfDeclaredMadeForKids: false,
    },
    durationSec: seed.durationSec,
    viewCount: seed.views,
    likeCount: Math.round(seed.views / 25),
    commentCount: Math.round(seed.views / 200),
  }));
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
      title: 'Start here',
      description: 'New to the channel? Watch these first.',
      privacyStatus: 'public',
      publishedAt: '2026-02-20T12:00:00Z',
      uploads: false,
    },
  );

  const item = (playlistId: string, videoId: string, n: number): PlaylistItemRecord => ({
    id: `${playlistId.slice(0, 12)}${videoId}${n}`.replace(/[^A-Za-z0-9_-]/g, ''),
    playlistId,
    videoId,
    publishedAt: nowIso,
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
  return { version: 1, channels, videos, playlists, playlistItems };
}
