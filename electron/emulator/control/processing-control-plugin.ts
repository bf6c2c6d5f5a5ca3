// Test control of the platform's processing after an upload: how long a new video stays "uploaded" (the delay), and
// how one video's processing ends (failed or rejected with one of the platform's reasons, or processed again).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { EMULATOR_CORE } from '../core-plugin';
import { YOUTUBE_DATA_API } from '../data-api/data-api-plugin';
import { processingOutcomeSchema } from '../data-api/processing-outcome';
import { CONTROL_PREFIX } from './control-plugin';

/** A day: longer would only park a test. */
const MAX_DELAY_MS = 24 * 60 * 60 * 1000;

const delaySchema = z.strictObject({ delayMs: z.int().min(0).max(MAX_DELAY_MS) });
const outcomeSchema = z.union([processingOutcomeSchema, z.strictObject({ uploadStatus: z.literal('processed') })]);

const processingControl: FastifyPluginAsync = async (app) => {
  const store = app.youtubeStore;

  app.get(`${CONTROL_PREFIX}/processing`, async () => ({ delayMs: store.processingMs() }));
  app.put(`${CONTROL_PREFIX}/processing`, async (request, reply) => {
    const parsed = delaySchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: `invalid processing delay: ${z.prettifyError(parsed.error)}` });
    store.setProcessingMs(parsed.data.delayMs);
    return { delayMs: store.processingMs() };
  });

  app.put<{ Params: { id: string } }>(`${CONTROL_PREFIX}/videos/:id/processing`, async (request, reply) => {
    const parsed = outcomeSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: `invalid processing outcome: ${z.prettifyError(parsed.error)}` });
    const outcome = parsed.data;
    const found = store.change((state) => {
      const video = state.videos.find((candidate) => candidate.id === request.params.id);
      if (!video) return false;
      if (outcome.uploadStatus === 'processed') delete video.processingOutcome;
      else video.processingOutcome = outcome;
      return true;
    });
    if (!found) return reply.code(404).send({ error: `no video with id ${request.params.id}` });
    return { id: request.params.id, ...outcome };
  });
};

export const processingControlPlugin = fp(processingControl, {
  name: 'processing-control',
  fastify: '5.x',
  dependencies: [EMULATOR_CORE, YOUTUBE_DATA_API],
});
