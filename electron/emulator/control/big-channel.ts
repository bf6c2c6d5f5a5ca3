// A big channel for the catalogue's tests, benchmarks and demo (issue 34): thousands of videos made from a seed, so
// the same seed always makes the same channel. Titles, tags and descriptions come from a few small word lists,
// mixed enough that a filter narrows them as on a real channel; a share of the descriptions carry the channel's
// affiliate link (the one a creator wants to replace everywhere), some videos are answered as altered content and
// some have a caption track. Each video is listed in the uploads playlist newest first, after the ones it has.
import { z } from 'zod';
import { DEMO_CHANNEL_ID } from '../data-api/demo-seed';
import type { PlaylistItemRecord, VideoRecord, YoutubeState } from '../data-api/youtube-state';

/** The affiliate link a share of the seeded descriptions carry (the bulk edit's find-and-replace target). */
export const BIG_CHANNEL_AFFILIATE_LINK = 'https://gear.example.com/shop?tag=deskdemo-20';
/** 100,000 would make a state file of some 150 MB: more than any test or demo needs. */
export const BIG_CHANNEL_MAX_VIDEOS = 20_000;

export const bigChannelSchema = z.strictObject({
  channelId: z.string().min(1).max(64).default(DEMO_CHANNEL_ID),
  count: z.int().min(1).max(BIG_CHANNEL_MAX_VIDEOS).default(10_000),
  seed: z.int().min(0).max(0xffff_ffff).default(34),
});
export type BigChannelRequest = z.output<typeof bigChannelSchema>;

/** A small fast generator (mulberry32): the same seed gives the same numbers on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const TOPICS = [
  'drone',
  'espresso',
  'sourdough',
  'bike repair',
  'night photography',
  'home studio',
  'van build',
  'trail running',
  'synth patch',
  'garden',
  'woodworking',
  'camera rig',
  'color grading',
  'mechanical keyboard',
  'budget travel',
  'street food',
] as const;
const FORMATS = [
  (t: string) => `How I shoot ${t} videos`,
  (t: string) => `${cap(t)} for beginners`,
  (t: string) => `5 ${t} mistakes to avoid`,
  (t: string) => `${cap(t)}: a week in one video`,
  (t: string) => `Is this the best ${t} setup?`,
  (t: string) => `${cap(t)} Q&A`,
  (t: string) => `My ${t} kit, one year later`,
  (t: string) => `${cap(t)} in the rain`,
  (t: string) => `Live: ${t} and chat`,
  (t: string) => `The ${t} tutorial I wish I had`,
] as const;
const PLACES = ['Lisbon', 'Kyoto', 'the Alps', 'Oaxaca', 'Reykjavík', 'Cape Town', 'Montréal', 'Bergen', 'home'];
const TAG_POOL = [
  'tutorial',
  'vlog',
  'gear',
  'review',
  'behind the scenes',
  'how to',
  'beginner',
  'pro tips',
  '4k',
  'shorts',
  'travel',
  'diy',
  'live',
  'q&a',
  'sponsored',
] as const;
const SENTENCES = [
  'In this one I try something I have wanted to do for months.',
  'Thanks to everyone who asked about this in the comments.',
  'Chapters are below if you want to skip ahead.',
  'Everything here was filmed on the same two lenses.',
  'Let me know what you would change next time.',
  'The full settings are in the pinned comment.',
  'This took three attempts and one broken tripod.',
] as const;

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pickOf<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/** 11 characters of the id alphabet: `B`, the seed's letter, then the index, so two seeds never collide. */
export function bigChannelVideoId(seed: number, index: number): string {
  const seedPart = (seed % 36).toString(36);
  return `B${seedPart}${index.toString(36).padStart(9, '0')}`;
}

export interface BigChannelVideo {
  readonly video: VideoRecord;
  readonly hasCaption: boolean;
}

/**
 * The `index`th video of the seeded channel (0 the oldest). Built one at a time, so a caller can add them in slices
 * without holding every record twice.
 */
export function bigChannelVideo(request: BigChannelRequest, index: number, now: number): BigChannelVideo {
  // One generator per video, seeded by both: a video's details do not depend on how many came before.
  const random = seededRandom((request.seed * 1_000_003 + index * 7_919) >>> 0);
  const topic = pickOf(random, TOPICS);
  const episode = index + 1;
  const title = `${pickOf(random, FORMATS)(topic)}${random() < 0.3 ? ` in ${pickOf(random, PLACES)}` : ''} #${episode}`;
  const tags = [topic, ...TAG_POOL.filter(() => random() < 0.25)];
  const affiliate = random() < 0.4;
  const description = [
    pickOf(random, SENTENCES),
    pickOf(random, SENTENCES),
    '',
    `More ${topic}: https://www.example.com/${topic.replace(/\s+/g, '-')}`,
    ...(affiliate ? [`Gear I use: ${BIG_CHANNEL_AFFILIATE_LINK}`] : []),
    ...(random() < 0.3 ? ['Music: https://music.example.org/licence/4471'] : []),
  ].join('\n');
  const visibility = random();
  const altered = random();
  // Spread over the eight years before the last one (the demo's own videos are this year's), oldest first, a few
  // hours apart, never at the same second.
  const span = 8 * 365 * 86_400_000;
  const end = now - 365 * 86_400_000;
  const publishedAt = new Date(end - span + Math.floor((span * (index + 1)) / (request.count + 1))).toISOString();
  const views = Math.floor(10 ** (1 + random() * 5));
  return {
    video: {
      id: bigChannelVideoId(request.seed, index),
      channelId: request.channelId,
      publishedAt,
      snippet: { title, description, tags, categoryId: random() < 0.7 ? '22' : '28' },
      status: {
        privacyStatus: visibility < 0.8 ? 'public' : visibility < 0.9 ? 'unlisted' : 'private',
        license: 'youtube',
        embeddable: true,
        publicStatsViewable: true,
        selfDeclaredMadeForKids: false,
        ...(altered < 0.1 ? { containsSyntheticMedia: true } : altered < 0.6 ? { containsSyntheticMedia: false } : {}),
      },
      durationSec: 30 + Math.floor(random() * 3_600),
      viewCount: views,
      likeCount: Math.floor(views * 0.04 * random()),
      commentCount: Math.floor(views * 0.005 * random()),
    },
    hasCaption: random() < 0.3,
  };
}

/**
 * Adds the seeded videos the channel lacks (by id: seeding twice adds nothing), oldest first so the newest ends up
 * first in the uploads playlist. Returns how many were added and the ids that should have a caption track, or
 * undefined for an unknown channel.
 */
export function addBigChannel(
  state: YoutubeState,
  request: BigChannelRequest,
  now: number,
): { added: number; captioned: string[] } | undefined {
  const channel = state.channels.find((candidate) => candidate.id === request.channelId);
  if (!channel) return undefined;
  const known = new Set(state.videos.map((video) => video.id));
  const items = (state.playlistItems[channel.uploadsPlaylistId] ??= []);
  const fresh: PlaylistItemRecord[] = [];
  const captioned: string[] = [];
  for (let index = 0; index < request.count; index += 1) {
    const { video, hasCaption } = bigChannelVideo(request, index, now);
    if (known.has(video.id)) continue;
    state.videos.push(video);
    fresh.push({
      id: `UExB${video.id}${index.toString(36)}`,
      playlistId: channel.uploadsPlaylistId,
      videoId: video.id,
      publishedAt: video.publishedAt,
    });
    if (hasCaption) captioned.push(video.id);
  }
  // Newest first, as the uploads playlist lists; before the channel's own videos (they are newer: seeded today).
  fresh.reverse();
  state.playlistItems[channel.uploadsPlaylistId] = [...items, ...fresh];
  return { added: fresh.length, captioned };
}
