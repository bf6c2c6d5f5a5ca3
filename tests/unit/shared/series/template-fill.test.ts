import { describe, expect, it } from 'vitest';
import { emptyDraft, templateDraftSchema, type TemplateDraft } from '../../../../shared/series/template';
import { baseName, episodeNumbers, fillTemplate, spacedName } from '../../../../shared/series/template-fill';

const now = Date.parse('2027-03-01T10:00:00Z');
const draft = (patch: Partial<TemplateDraft>): TemplateDraft => ({
  ...emptyDraft('Europe/Berlin'),
  name: 'Show',
  ...patch,
});

describe('file names', () => {
  it('drop only the last extension and space underscores and dots', () => {
    expect(baseName('Show_S01E01.mp4')).toBe('Show_S01E01');
    expect(baseName('.hidden')).toBe('.hidden');
    expect(spacedName('Show_S01E01.final.mp4')).toBe('Show S01E01 final');
    expect(spacedName('__a__b_.mov')).toBe('a b');
  });
});

describe('fillTemplate', () => {
  it('writes the counter with padding, the file name and dates in the creator zone', () => {
    const template = draft({
      title: 'Episode {n}: {file_spaced}',
      description: '#{n:03} {file} added {date} ({date:cccc})\n{previous.title}',
      tags: ['{file}', 'series', '{previous.title}'],
    });
    const filled = fillTemplate(template, {
      fileName: 'Show_S01E07.mp4',
      n: 7,
      // 23:30 UTC on 28 Feb is already 1 March in Berlin.
      now: Date.parse('2027-02-28T23:30:00Z'),
      previous: { title: 'Episode 6: Show S01E06', description: '' },
    });
    expect(filled.problems).toEqual({});
    expect(filled.metadata.snippet.title).toBe('Episode 7: Show S01E07');
    expect(filled.metadata.snippet.description).toBe(
      '#007 Show_S01E07 added 2027-03-01 (Monday)\nEpisode 6: Show S01E06',
    );
    expect(filled.metadata.snippet.tags).toEqual(['Show_S01E07', 'series', 'Episode 6: Show S01E06']);
    expect(filled.metadata.status).toEqual({ privacyStatus: 'private' });
  });

  it('drops tags that fill to nothing and uses the template padding when {n} has none', () => {
    const filled = fillTemplate(
      draft({ title: 'Ep {n}', tags: ['{previous.title}'], counter: { start: 1, step: 1, padding: 2 } }),
      {
        fileName: 'a.mp4',
        n: 3,
        now,
      },
    );
    expect(filled.metadata.snippet.title).toBe('Ep 03');
    expect(filled.metadata.snippet.tags).toBeUndefined();
  });

  it('makes a scheduled upload private with its slot as publishAt, whatever privacy the template names', () => {
    const template = draft({
      privacy: 'public',
      title: '{file} out {publish_date:d LLL}',
      slots: { kind: 'weekly', zone: 'Europe/Berlin', days: [1], times: ['18:00'] },
    });
    const slot = Date.parse('2027-03-29T16:00:00Z');
    const filled = fillTemplate(template, { fileName: 'x.mp4', n: 1, now, publishAt: slot });
    expect(filled.metadata.status).toEqual({ privacyStatus: 'private', publishAt: '2027-03-29T16:00:00Z' });
    expect(filled.metadata.snippet.title).toBe('x out 29 Mar');
    expect(filled.problems).toEqual({});
  });

  it('checks the platform limits on the filled text', () => {
    const long = fillTemplate(
      draft({ title: '{previous.description}', description: '{previous.description}{previous.description}' }),
      {
        fileName: 'a.mp4',
        n: 1,
        now,
        previous: { title: '', description: 'é'.repeat(2_600) },
      },
    );
    expect(long.problems['snippet.title']).toContain('at most 100');
    expect(long.problems['snippet.description']).toContain('bytes');
    const tags = fillTemplate(draft({ tags: Array.from({ length: 60 }, () => '{file} tag') }), {
      fileName: 'abcdef.mp4',
      n: 1,
      now,
    });
    expect(tags.problems['snippet.tags']).toContain('at most 500');
    const past = fillTemplate(draft({ slots: { kind: 'weekly', zone: 'UTC', days: [1], times: ['10:00'] } }), {
      fileName: 'a.mp4',
      n: 1,
      now,
      publishAt: now - 1,
    });
    expect(past.problems['status.publishAt']).toContain('future');
  });

  it('numbers episodes from next by step', () => {
    expect(episodeNumbers(5, 2, 3)).toEqual([5, 7, 9]);
  });
});

describe('templateDraftSchema', () => {
  it('refuses placeholder problems with their position', () => {
    const parsed = templateDraftSchema.safeParse(draft({ title: 'Ep {episode}' }));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toContain('At character 4');
  });

  it('accepts the demo template', () => {
    const parsed = templateDraftSchema.safeParse(
      draft({
        title: 'Episode {n}: {file_spaced}',
        slots: { kind: 'weekly', zone: 'Europe/Berlin', days: [1, 3, 5], times: ['18:00'] },
        slotsFrom: '2027-03-15',
      }),
    );
    expect(parsed.success).toBe(true);
  });
});

describe('the upload-only fields of a template', () => {
  it('fill the languages, public stats, notifications and recording date of every file', () => {
    const template = draft({
      title: 'Ep {n}',
      language: 'de',
      audioLanguage: 'pt-BR',
      publicStats: false,
      notifySubscribers: false,
      recordingDate: '2027-02-14',
    });
    expect(templateDraftSchema.safeParse(template).success).toBe(true);
    const { metadata, problems } = fillTemplate(template, { fileName: 'a.mp4', n: 1, now });
    expect(problems).toEqual({});
    expect(metadata.snippet).toMatchObject({ defaultLanguage: 'de', defaultAudioLanguage: 'pt-BR' });
    expect(metadata.status.publicStatsViewable).toBe(false);
    expect(metadata.recordingDetails).toEqual({ recordingDate: '2027-02-14' });
    expect(metadata.notifySubscribers).toBe(false);
    const plain = fillTemplate(draft({ title: 'Ep' }), { fileName: 'a.mp4', n: 1, now }).metadata;
    expect(plain).not.toHaveProperty('recordingDetails');
    expect(plain).not.toHaveProperty('notifySubscribers');
    expect(plain.status).not.toHaveProperty('publicStatsViewable');
  });

  it('refuses a language that is no code and a day that does not exist', () => {
    for (const patch of [
      { language: 'German' },
      { audioLanguage: 'x'.repeat(100_000) },
      { recordingDate: '2027-02-30' },
      { recordingDate: '14/02/2027' },
    ]) {
      expect(
        templateDraftSchema.safeParse(draft({ title: 'Ep', ...patch })).success,
        JSON.stringify(patch).slice(0, 40),
      ).toBe(false);
    }
  });
});

describe('a template answering the altered or synthetic content question (revision 20260924)', () => {
  const context = { fileName: 'Voiced_E01.mp4', n: 1, now };

  it('gives every file its answer, yes or no, and none while the template has none', () => {
    for (const answer of [true, false]) {
      expect(fillTemplate(draft({ syntheticMedia: answer }), context).metadata.status.containsSyntheticMedia).toBe(
        answer,
      );
    }
    expect(fillTemplate(draft({}), context).metadata.status).not.toHaveProperty('containsSyntheticMedia');
  });

  it('stores only a yes or no answer', () => {
    expect(templateDraftSchema.safeParse(draft({ syntheticMedia: true })).success).toBe(true);
    expect(templateDraftSchema.safeParse({ ...draft({}), syntheticMedia: 'yes' }).success).toBe(false);
  });
});
