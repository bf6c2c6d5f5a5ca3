// Channels the store keeps no record of but another resource can answer for (the people who comment), asked by
// channels.list by id for the ids the store does not know. A resource adds its source when it registers, so the
// channels routes never reach into it.
import type { ChannelRecord } from './youtube-state';

interface SourcedChannel {
  readonly record: ChannelRecord;
  readonly videoCount: number;
}

type ChannelSource = (ids: readonly string[]) => ReadonlyMap<string, SourcedChannel>;

export class ChannelSources {
  private readonly sources: ChannelSource[] = [];

  add(source: ChannelSource): void {
    this.sources.push(source);
  }

  /** The channels of `ids` some source answers for, by id (the first source to know one wins). */
  find(ids: readonly string[]): Map<string, SourcedChannel> {
    const found = new Map<string, SourcedChannel>();
    for (const source of this.sources) {
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length === 0) break;
      for (const [id, channel] of source(missing)) found.set(id, channel);
    }
    return found;
  }
}
