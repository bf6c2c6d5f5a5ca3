// The languages a video's title and description may be in: i18nLanguages.list (1 quota unit), read once per signed-in
// account and kept, sorted by name. The translations matrix and the translator's CSV offer and check these codes.
import { z } from 'zod';
import type { LanguageChoice } from '../../shared/bulk/bulk-job';
import type { DataApiClient } from '../platform/data-api-client';
import { parseAnswer } from './video-resources';

const languageListSchema = z.object({
  items: z
    .array(z.object({ id: z.string(), snippet: z.object({ name: z.string().optional() }).optional() }))
    .default([]),
});

export class VideoLanguages {
  private cached: Promise<readonly LanguageChoice[]> | undefined;

  constructor(private readonly dataApi: () => DataApiClient) {}

  list(): Promise<readonly LanguageChoice[]> {
    this.cached ??= this.read().catch((error: unknown) => {
      this.cached = undefined;
      throw error;
    });
    return this.cached;
  }

  /** Another account: its platform may say otherwise. */
  forget(): void {
    this.cached = undefined;
  }

  private async read(): Promise<readonly LanguageChoice[]> {
    const body = await this.dataApi().request<unknown>({
      path: '/i18nLanguages',
      params: { part: 'snippet', hl: 'en_US' },
    });
    return parseAnswer(languageListSchema, body, 'a list of languages')
      .items.map((item) => ({ code: item.id, name: item.snippet?.name ?? item.id }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }
}
