// The demo workspace's first steps, one per screen that has something to try, and how the checklist tells a step is
// done: by the Data API methods the app called for the demo channel today (the quota ledger's count by method, the
// same ids as shared/platform/quota-costs.ts), or by the screen being opened where looking is the step. A step the
// app cannot observe (leaving the demo) is ticked by hand.

export interface ChecklistStep {
  readonly id: string;
  readonly screen: string;
  readonly title: string;
  readonly text: string;
  readonly go: string;
  /** Any of these methods called today means the step was done. */
  readonly doneBy: readonly string[];
  /** Opening the screen is the step. */
  readonly doneByVisit?: boolean;
}

export const STEPS: readonly ChecklistStep[] = [
  {
    id: 'upload',
    screen: 'uploads',
    title: 'Upload a video.',
    text:
      'Drop any video file on the Uploads screen (or choose it), check its details, then Start upload. Pause it, or ' +
      'quit the app halfway: it resumes from what the server confirmed.',
    go: 'Go to Uploads',
    doneBy: ['videos.insert'],
  },
  {
    id: 'edit',
    screen: 'library',
    title: 'Edit a video of the channel.',
    text:
      'The Library lists the demo channel’s videos. Open one to change its title or visibility, give it a ' +
      'thumbnail or add captions; Playlists puts videos in order by dragging them.',
    go: 'Open Library',
    doneBy: ['videos.update', 'thumbnails.set', 'captions.insert', 'playlistItems.update', 'playlistItems.insert'],
  },
  {
    id: 'channel',
    screen: 'channel',
    title: 'Dress the channel.',
    text:
      'Channel shows the banner as TVs, computers and phones crop it, the description and keywords, the sections ' +
      'of the channel’s home page, and who subscribed lately.',
    go: 'Open Channel',
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
    title: 'Moderate comments from the keyboard.',
    text:
      'Comments opens on those held for review. Press a to approve, r to reject, u to undo, ? for every key: ' +
      'decisions wait a few seconds before they are sent, so nothing is lost.',
    go: 'Open Comments',
    doneBy: ['comments.setModerationStatus', 'comments.insert', 'comments.markAsSpam'],
  },
  {
    id: 'rules',
    screen: 'ratelimits',
    title: 'Look at the demo zone’s rate limiting rules.',
    text:
      'Two example rules protect the demo website. Open one to edit it: the simulator beside the editor shows which ' +
      'requests it would block. Templates add more.',
    go: 'Open Rate limits',
    doneBy: [],
    doneByVisit: true,
  },
  {
    id: 'own-channel',
    screen: 'accounts',
    title: 'Use your own channel when you are ready.',
    text: 'Sign out of the demo on Accounts, then choose Connect your channel.',
    go: 'Open Accounts',
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
