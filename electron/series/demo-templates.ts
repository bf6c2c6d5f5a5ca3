// The templates the demo workspace's channel starts with, so the Series screen has something to show and a drop on
// Uploads can be tried with one at once.
import type { SeriesTemplate } from '../../shared/series/template';

export const DEMO_WEEKLY_TEMPLATE_ID = 'tpl_demo_weekly_show';

export function demoTemplates(): SeriesTemplate[] {
  return [
    {
      id: DEMO_WEEKLY_TEMPLATE_ID,
      name: 'Weekly show',
      title: 'Episode {n}: {file_spaced}',
      description:
        'Episode {n} of the weekly show, recorded {date:d LLLL yyyy}.\n\nPreviously: {previous.title}\n\nNew episodes every Monday, Wednesday and Friday at 18:00 (Berlin).',
      tags: ['weekly show', 'episode {n}'],
      categoryId: '22',
      privacy: 'public',
      madeForKids: false,
      license: 'youtube',
      embeddable: true,
      // A translation shows the Translations section filled, and the emulator stores it with each upload.
      language: 'en',
      localizations: {
        de: {
          title: 'Folge {n}: {file_spaced}',
          description: 'Folge {n} der Wochenshow, aufgenommen am {date:dd.MM.yyyy}.',
        },
      },
      playlists: [],
      attachThumbnail: true,
      attachCaptions: true,
      counter: { start: 1, step: 1, padding: 0 },
      zone: 'Europe/Berlin',
      slots: { kind: 'weekly', zone: 'Europe/Berlin', days: [1, 3, 5], times: ['18:00'] },
      slotsFrom: null,
      hold: false,
    },
    {
      id: 'tpl_demo_shorts_clips',
      name: 'Clips, every 6 hours',
      title: 'Clip #{n:03}: {file_spaced}',
      description: 'From the archive ({file}).',
      tags: ['clips'],
      privacy: 'unlisted',
      playlists: [],
      attachThumbnail: false,
      attachCaptions: false,
      counter: { start: 1, step: 1, padding: 3 },
      zone: 'Europe/Berlin',
      slots: null,
      slotsFrom: null,
      hold: true,
    },
  ];
}
