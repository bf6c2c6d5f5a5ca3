// Per-channel defaults (issue 21): the template each channel's drops start from, so a creator whose clips channel
// always goes through "Clips" does not choose it again for every drop after switching to that channel. Kept in the
// settings by channel id; a channel signed out and in again finds its default as it left it.
import { DeskError } from '../ipc/desk-error';
import type { SeriesTemplates } from './series-templates';
import { say } from '../language/say';
import { TEMPLATE_REFUSALS } from './templates-messages';

/** A channel that signs in this many channels is no use case; more entries are a damaged file. */
export const MAX_DROP_DEFAULTS = 100;

/** Where the defaults live (the settings file's `dropTemplates`), by channel id. */
export interface DropDefaultsStore {
  read(): Readonly<Record<string, string>>;
  write(next: Record<string, string>): void;
}

export class DropDefaults {
  constructor(
    private readonly store: DropDefaultsStore,
    private readonly series: Pick<SeriesTemplates, 'list'>,
    private readonly channelId: () => string | undefined,
  ) {}

  /** The chosen channel's default template, or null: none set, or the one set was removed since. */
  async get(): Promise<string | null> {
    const templates = await this.series.list();
    const id = this.store.read()[this.chosen()];
    return id !== undefined && templates.some(({ template }) => template.id === id) ? id : null;
  }

  /** Makes `id` (one of the chosen channel's templates) its default for new drops; null: none. */
  async set(id: string | null): Promise<void> {
    const channelId = this.chosen();
    const { [channelId]: _previous, ...others } = this.store.read();
    void _previous;
    if (id === null) {
      this.store.write(others);
      return;
    }
    if (!(await this.series.list()).some(({ template }) => template.id === id))
      throw new DeskError('not-found', say(TEMPLATE_REFUSALS.goneFromChannel));
    if (Object.keys(others).length >= MAX_DROP_DEFAULTS)
      throw new DeskError('invalid-input', say(TEMPLATE_REFUSALS.tooManyDefaults, { max: MAX_DROP_DEFAULTS }));
    this.store.write({ ...others, [channelId]: id });
  }

  private chosen(): string {
    const id = this.channelId();
    if (!id) throw new DeskError('not-signed-in', say(TEMPLATE_REFUSALS.signInFirst));
    return id;
  }
}
