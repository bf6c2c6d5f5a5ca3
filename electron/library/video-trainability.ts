// Reads who may train AI models on one video (videoTrainability.get). The method costs no quota and needs no
// credentials (shared/platform/quota-costs.ts says where that was read); the app's client sends the channel's token
// anyway, which the platform accepts, so a private video of the channel is answered for its owner.
import { z } from 'zod';
import { trainabilityOf, type VideoTrainability } from '../../shared/library/video-trainability';
import type { DataApi } from './library-service';
import { parseAnswer } from './video-resources';

/** The platform's parties are company names; bounded so a runaway answer cannot flood the page. */
const MAX_PARTIES = 200;

const trainabilitySchema = z.object({
  videoId: z.string().optional(),
  permitted: z.array(z.string().max(200)).max(MAX_PARTIES).default([]),
});

export async function readVideoTrainability(dataApi: DataApi, videoId: string): Promise<VideoTrainability> {
  const answer = parseAnswer(
    trainabilitySchema,
    await dataApi.request<unknown>({ path: '/videoTrainability', params: { id: videoId } }),
    "a video's third-party training permissions",
  );
  return trainabilityOf(answer.permitted);
}
