// The release calendar's feature: the calendar.* calls over the Library's scheduled videos and the upload queue.
import type { calendarCalls } from '../../shared/ipc/calendar';
import type { Feature, FeatureContext } from '../kernel/feature';
import type { HandlersFor } from '../ipc/handlers';
import { createLibraryService } from '../library/library-service';
import { uploadsPlaylistOf } from '../library/uploads-playlist';
import { createCalendarService, type CalendarQueue } from './calendar-service';
import { ScheduledVideos } from './scheduled-videos';

export function createCalendarFeature(ctx: FeatureContext, { queue }: { readonly queue: CalendarQueue }) {
  const uploadsPlaylistId = () => uploadsPlaylistOf(ctx.account(), () => ctx.channel().dataApi);
  const scheduled = new ScheduledVideos({ dataApi: () => ctx.channel().dataApi, uploadsPlaylistId });
  const service = createCalendarService({
    scheduled,
    library: createLibraryService({ dataApi: () => ctx.channel().dataApi, uploadsPlaylistId }),
    queue,
  });
  const handlers: HandlersFor<typeof calendarCalls> = {
    'calendar.entries': (span) => service.entries(span),
    'calendar.reschedule': (target) => service.reschedule(target),
    'calendar.spread': ({ uploadIds, rule }) => service.spread(uploadIds, rule),
  };
  return { handlers, onAccountChanged: () => scheduled.forget() } satisfies Feature;
}
