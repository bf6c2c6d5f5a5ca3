import { describe, expect, it } from 'vitest';
import { readProcessing } from '../../../../electron/follow/processing-answer';

describe('readProcessing', () => {
  it('reads progress while uploaded, and the reason of a failure or a rejection', () => {
    expect(
      readProcessing({
        id: 'v1',
        status: { uploadStatus: 'uploaded' },
        processingDetails: {
          processingStatus: 'processing',
          processingProgress: { partsTotal: '200', partsProcessed: '50', timeLeftMs: '9000' },
        },
      }),
    ).toEqual({ id: 'v1', reading: { state: 'uploaded', fraction: 0.25, timeLeftMs: 9000 } });
    expect(readProcessing({ id: 'v2', status: { uploadStatus: 'failed', failureReason: 'codec' } })).toEqual({
      id: 'v2',
      reading: { state: 'failed', reason: 'codec' },
    });
    expect(
      readProcessing({ id: 'v3', status: { uploadStatus: 'rejected', rejectionReason: 'someNewReason' } }),
    ).toEqual({ id: 'v3', reading: { state: 'rejected', reason: 'someNewReason' } });
  });

  it('reads a status it does not know as still processing, and refuses what is no video resource', () => {
    expect(readProcessing({ id: 'v4', status: { uploadStatus: 'quarantined' } })?.reading.state).toBe('uploaded');
    expect(readProcessing({ id: 'v5' })?.reading.state).toBe('uploaded');
    expect(readProcessing({ status: { uploadStatus: 'processed' } })).toBeUndefined();
    expect(
      readProcessing({ id: 'v6', processingDetails: { processingProgress: { partsTotal: '1e9' } } }),
    ).toBeUndefined();
  });
});
