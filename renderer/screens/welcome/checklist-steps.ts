// The demo workspace's first steps, one per screen that has something to try, and how the checklist tells a step is
// done: by the Data API methods the app called for the demo channel today (the quota ledger's count by method, the
// same ids as shared/platform/quota-costs.ts), or by the screen being opened where looking is the step. A step the
// app cannot observe (leaving the demo) is ticked by hand.
import type { MessageDescriptor } from 'react-intl';
import { CHECKLIST } from './welcome-messages';

export interface ChecklistStep {
  readonly id: string;
  readonly screen: string;
  readonly title: MessageDescriptor;
  readonly text: MessageDescriptor;
  readonly go: MessageDescriptor;
  /** Any of these methods called today means the step was done. */
  readonly doneBy: readonly string[];
  /** Opening the screen is the step. */
  readonly doneByVisit?: boolean;
}

export const STEPS: readonly ChecklistStep[] = [
  {
    id: 'upload',
    screen: 'uploads',
    title: CHECKLIST.uploadTitle,
    text: CHECKLIST.uploadText,
    go: CHECKLIST.uploadGo,
    doneBy: ['videos.insert'],
  },
  {
    id: 'edit',
    screen: 'library',
    title: CHECKLIST.editTitle,
    text: CHECKLIST.editText,
    go: CHECKLIST.editGo,
    doneBy: ['videos.update', 'thumbnails.set', 'captions.insert', 'playlistItems.update', 'playlistItems.insert'],
  },
  {
    id: 'channel',
    screen: 'channel',
    title: CHECKLIST.channelTitle,
    text: CHECKLIST.channelText,
    go: CHECKLIST.channelGo,
    doneBy: [
      'channels.update',
      'channelBanners.insert',
      'channelSections.insert',
      'channelSections.update',
      'channelSections.delete',
    ],
  },
  {
    id: 'moderate',
    screen: 'comments',
    title: CHECKLIST.moderateTitle,
    text: CHECKLIST.moderateText,
    go: CHECKLIST.moderateGo,
    doneBy: ['comments.setModerationStatus', 'comments.insert', 'comments.markAsSpam'],
  },
  {
    id: 'rules',
    screen: 'rateLimits',
    title: CHECKLIST.rulesTitle,
    text: CHECKLIST.rulesText,
    go: CHECKLIST.rulesGo,
    doneBy: [],
    doneByVisit: true,
  },
  {
    id: 'own-channel',
    screen: 'accounts',
    title: CHECKLIST.ownTitle,
    text: CHECKLIST.ownText,
    go: CHECKLIST.ownGo,
    doneBy: [],
  },
];

/** The steps the app saw done: a method of the step called today, or its screen open when looking is the step. */
export function observedDone(byMethod: Readonly<Record<string, number>> | undefined, screen: string): string[] {
  return STEPS.filter(
    (step) =>
      step.doneBy.some((method) => (byMethod?.[method] ?? 0) > 0) ||
      (step.doneByVisit === true && step.screen === screen),
  ).map((step) => step.id);
}
