import { describe, expect, it } from 'vitest';
import { sessionStartQuery, toVideoResource } from '../../../../electron/uploads/engine/resumable-protocol';
import type { VideoMetadata } from '../../../../shared/uploads/video-metadata';

const plain: VideoMetadata = { snippet: { title: 'Plain' }, status: { privacyStatus: 'private' } };

describe('the session start request', () => {
  it('names recordingDetails and notifySubscribers=false only when the creator set them', () => {
    expect(sessionStartQuery(plain)).toBe('uploadType=resumable&part=snippet%2Cstatus%2CcontentDetails');
    expect(sessionStartQuery({ ...plain, notifySubscribers: true })).not.toContain('notifySubscribers');
    const full = sessionStartQuery({
      ...plain,
      notifySubscribers: false,
      recordingDetails: { recordingDate: '2025-12-20' },
    });
    expect(new URLSearchParams(full).get('part')).toBe('snippet,status,contentDetails,recordingDetails');
    expect(new URLSearchParams(full).get('notifySubscribers')).toBe('false');
    expect(sessionStartQuery({ ...plain, recordingDetails: { recordingDate: '' } })).not.toContain('recordingDetails');
  });

  it('sends a recording day as midnight UTC, leaves empty languages out and keeps the query parameter out of the body', () => {
    const body = toVideoResource({
      snippet: { title: 'T', defaultLanguage: '', defaultAudioLanguage: 'pt-BR' },
      status: { privacyStatus: 'public', publicStatsViewable: false },
      recordingDetails: { recordingDate: '2025-12-20' },
      notifySubscribers: false,
    });
    expect(body).toEqual({
      snippet: { title: 'T', defaultAudioLanguage: 'pt-BR' },
      status: { privacyStatus: 'public', publicStatsViewable: false },
      recordingDetails: { recordingDate: '2025-12-20T00:00:00Z' },
    });
    expect(
      toVideoResource({ ...plain, recordingDetails: { recordingDate: '2025-12-20T18:30:00+01:00' } }),
    ).toMatchObject({
      recordingDetails: { recordingDate: '2025-12-20T18:30:00+01:00' },
    });
    expect(toVideoResource(plain)).not.toHaveProperty('recordingDetails');
  });

  it('names localizations in part and sends them (an empty text left out) only when the upload carries some', () => {
    const translated: VideoMetadata = {
      snippet: { title: 'Episode 7', defaultLanguage: 'en' },
      status: { privacyStatus: 'private' },
      localizations: { de: { title: 'Folge 7', description: '' }, fr: { title: 'Épisode 7', description: 'Sept' } },
    };
    expect(new URLSearchParams(sessionStartQuery(translated)).get('part')).toBe(
      'snippet,status,contentDetails,localizations',
    );
    expect(toVideoResource(translated).localizations).toEqual({
      de: { title: 'Folge 7' },
      fr: { title: 'Épisode 7', description: 'Sept' },
    });
    expect(sessionStartQuery({ ...translated, localizations: {} })).not.toContain('localizations');
    expect(toVideoResource({ ...translated, localizations: {} })).not.toHaveProperty('localizations');
  });
});

describe('the altered or synthetic content answer at insert (revision 20260924)', () => {
  it('goes in status when answered, yes or no, and is left out when not answered', () => {
    for (const answer of [true, false]) {
      expect(
        toVideoResource({ ...plain, status: { privacyStatus: 'private', containsSyntheticMedia: answer } }).status,
      ).toEqual({
        privacyStatus: 'private',
        containsSyntheticMedia: answer,
      });
    }
    expect(toVideoResource(plain).status).not.toHaveProperty('containsSyntheticMedia');
  });
});
