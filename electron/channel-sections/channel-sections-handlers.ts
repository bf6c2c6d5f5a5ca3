// Binds the channelSections.* calls of the contract to the ChannelSectionsService.
import type { channelSectionCalls } from '../../shared/ipc/channel-sections';
import type { HandlersFor } from '../ipc/handlers';
import type { ChannelSectionsService } from './channel-sections-service';

export function createChannelSectionHandlers(service: ChannelSectionsService): HandlersFor<typeof channelSectionCalls> {
  return {
    'channelSections.list': () => service.list(),
    'channelSections.add': (content) => service.add(content),
    'channelSections.update': ({ sectionId, content }) => service.update(sectionId, content),
    'channelSections.move': ({ sectionId, position }) => service.move(sectionId, position),
    'channelSections.delete': ({ sectionId }) => service.remove(sectionId),
  };
}
