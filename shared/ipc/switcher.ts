// The channel switcher's figures that only the platform knows: how many comments each signed-in channel holds for
// review. What else the switcher shows (uploads running and waiting, sign-in and quota warnings) the page already has.
import { z } from 'zod';
import { call, type CallMap } from './define';

export interface HeldCommentsCount {
  readonly channelId: string;
  /** Comment threads held for review, counted up to one page (100). */
  readonly held: number;
  /** More than `held` are held (a second page exists). */
  readonly more: boolean;
}

export const switcherCalls = {
  /** One commentThreads.list call per signed-in channel (1 unit each), each with its own channel's token. */
  'switcher.heldComments': call<z.ZodUndefined, HeldCommentsCount[]>(z.undefined()),
} satisfies CallMap;
