// The demo workspace's catalog: caption tracks on a few demo videos (one a draft), four channel sections, an
// audience of viewer channels subscribed to the demo channel, the demo channel's own subscriptions, channel
// memberships with two levels, and a banner the emulator draws. Ids are fixed so that tests and screens can name them.
import { DEMO_CHANNEL_ID, OTHER_CHANNEL_ID } from '../demo-seed';
import type { CaptionRecord, CatalogState, SubscriptionRecord, ViewerRecord } from './catalog-state';

export const DEMO_BANNER_ID = 'AMLnZuDemoBanner000000000000000000000001';
const DEMO_TUTORIALS_PLAYLIST = 'PLd3moTutorials0000000000000000001';
const DEMO_BEHIND_PLAYLIST = 'PLd3moBehindTheScenes00000000000002';

const srt = (lines: ReadonlyArray<readonly [number, number, string]>) =>
  lines
    .map(([start, end, text], index) => {
      const at = (s: number) =>
        `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')},000`;
      return `${index + 1}\n${at(start)} --> ${at(end)}\n${text}\n`;
    })
    .join('\n');

function caption(
  id: string,
  videoId: string,
  language: string,
  name: string,
  isDraft: boolean,
  file: string,
): CaptionRecord {
  return {
    id,
    videoId,
    language,
    name,
    isDraft,
    trackKind: 'standard',
    audioTrackType: 'unknown',
    isCC: false,
    isLarge: false,
    isEasyReader: false,
    lastUpdated: '2026-02-10T09:00:00.000Z',
    status: 'serving',
    file,
  };
}

const VIEWERS: ReadonlyArray<readonly [string, string, string]> = [
  ['UCViewerAmara00000000001', 'Amara Okafor', '#0f766e'],
  ['UCViewerBenLarsen0000002', 'Ben Larsen Films', '#7c3aed'],
  ['UCViewerChloeMartin00003', 'Chloé Martin', '#be123c'],
  ['UCViewerDevPatel00000004', 'Dev builds things', '#a16207'],
  ['UCViewerEmiTanaka0000005', 'Emi Tanaka', '#1d4ed8'],
  ['UCViewerFelixGrau0000006', 'Felix Grau Audio', '#15803d'],
];

export function seedCatalogState(now: number): CatalogState {
  const day = 24 * 3600 * 1000;
  const viewers: ViewerRecord[] = VIEWERS.map(([id, title, color]) => ({
    id,
    title,
    description: `${title}: a viewer channel of the demo workspace.`,
    color,
  }));
  const subscription = (n: number, subscriberId: string, channelId: string, daysAgo: number): SubscriptionRecord => ({
    id: `dEm0Sub${String(n).padStart(3, '0')}${subscriberId.slice(2, 14)}`,
    subscriberId,
    channelId,
    publishedAt: new Date(now - daysAgo * day).toISOString(),
    activityType: 'all',
  });
  const subscriptions: SubscriptionRecord[] = [
    ...viewers.map((viewer, n) => subscription(n, viewer.id, DEMO_CHANNEL_ID, 3 + n * 17)),
    subscription(10, DEMO_CHANNEL_ID, OTHER_CHANNEL_ID, 40),
    subscription(11, DEMO_CHANNEL_ID, 'UCViewerFelixGrau0000006', 75),
    subscription(12, DEMO_CHANNEL_ID, 'UCViewerBenLarsen0000002', 120),
    subscription(13, 'UCViewerAmara00000000001', OTHER_CHANNEL_ID, 12),
  ];
  return {
    version: 1,
    captions: [
      caption(
        'AUieDaDemoCaptionStudioTourEnglish000000001',
        'dQd3moVid01',
        'en',
        'English',
        false,
        srt([
          [1, 4, 'Welcome to the studio.'],
          [5, 9, 'This is where every episode is made.'],
          [10, 14, 'Lights, camera, and far too many cables.'],
        ]),
      ),
      caption(
        'AUieDaDemoCaptionStudioTourGerman0000000002',
        'dQd3moVid01',
        'de',
        'Deutsch (Entwurf)',
        true,
        srt([
          [1, 4, 'Willkommen im Studio.'],
          [5, 9, 'Hier entsteht jede Folge.'],
        ]),
      ),
      caption(
        'AUieDaDemoCaptionDeskLightEnglish0000000003',
        'dQd3moVid02',
        'en',
        'English',
        false,
        srt([
          [0, 3, 'Three lights, one desk.'],
          [3, 7, 'Start with the key light at forty-five degrees.'],
        ]),
      ),
      caption(
        'AUieDaDemoCaptionGradingFrench000000000004',
        'dQd3moVid06',
        'fr',
        'Français',
        false,
        srt([
          [0, 4, "L'étalonnage en dix minutes."],
          [4, 8, 'On commence par la balance des blancs.'],
        ]),
      ),
    ],
    sections: [
      { id: `${DEMO_CHANNEL_ID}.dEm0SecUploads`, channelId: DEMO_CHANNEL_ID, type: 'recentUploads' },
      { id: `${DEMO_CHANNEL_ID}.dEm0SecPopular`, channelId: DEMO_CHANNEL_ID, type: 'popularUploads' },
      {
        id: `${DEMO_CHANNEL_ID}.dEm0SecTutorial`,
        channelId: DEMO_CHANNEL_ID,
        type: 'singlePlaylist',
        playlists: [DEMO_TUTORIALS_PLAYLIST],
      },
      {
        id: `${DEMO_CHANNEL_ID}.dEm0SecStartHer`,
        channelId: DEMO_CHANNEL_ID,
        type: 'multiplePlaylists',
        title: 'Start here',
        playlists: [DEMO_TUTORIALS_PLAYLIST, DEMO_BEHIND_PLAYLIST],
      },
    ],
    subscriptions,
    viewers,
    banners: [
      {
        id: DEMO_BANNER_ID,
        channelId: DEMO_CHANNEL_ID,
        mimeType: 'image/svg+xml',
        width: 2560,
        height: 1440,
        createdAt: '2026-01-02T10:00:00.000Z',
      },
    ],
    memberships: [
      {
        channelId: DEMO_CHANNEL_ID,
        levels: [
          { id: 'dEm0LevelSupporter', displayName: 'Supporter' },
          { id: 'dEm0LevelCrew', displayName: 'Studio crew' },
        ],
        members: [
          {
            channelId: 'UCViewerAmara00000000001',
            levelId: 'dEm0LevelCrew',
            since: '2025-06-01T00:00:00.000Z',
            levelSince: '2025-11-01T00:00:00.000Z',
          },
          {
            channelId: 'UCViewerDevPatel00000004',
            levelId: 'dEm0LevelSupporter',
            since: '2025-12-15T00:00:00.000Z',
            levelSince: '2025-12-15T00:00:00.000Z',
          },
          {
            channelId: 'UCViewerEmiTanaka0000005',
            levelId: 'dEm0LevelSupporter',
            since: '2026-01-20T00:00:00.000Z',
            levelSince: '2026-01-20T00:00:00.000Z',
          },
        ],
      },
    ],
    abuseReports: [],
  };
}

/** The demo channel's branding, applied once to a channel record that has never had any. */
export const DEMO_BRANDING = {
  keywords: 'studio "desk setup" lighting editing "color grading"',
  defaultLanguage: 'en',
  unsubscribedTrailer: 'dQd3moVid01',
};
