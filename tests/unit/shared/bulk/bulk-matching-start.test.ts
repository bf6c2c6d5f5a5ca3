// A job over "all N matching" names its videos by id only: 10,000 of them pass the contract and the router's payload
// bounds; more than a job takes, none, or a malformed id are refused before any service sees them.
import { describe, expect, it } from 'vitest';
import { BULK_JOB_MAX_MATCHING, bulkMatchingStartSchema } from '../../../../shared/bulk/bulk-job';
import { payloadBoundsProblem } from '../../../../shared/ipc/payload-bounds';

const operation = {
  kind: 'replace',
  fields: ['description'],
  find: 'tag=deskdemo-20',
  replace: 'tag=deskdemo-21',
  regex: false,
  matchCase: true,
};
const ids = (count: number) => Array.from({ length: count }, (_, n) => `vid${String(n).padStart(8, '0')}`);

describe('bulkMatchingStartSchema', () => {
  it('takes 10,000 ids, within the payload bounds', () => {
    const input = { operation, ids: ids(10_000) };
    expect(payloadBoundsProblem(input)).toBeUndefined();
    expect(bulkMatchingStartSchema.safeParse(input).success).toBe(true);
  });

  it('refuses more ids than a job takes, none, and a malformed id', () => {
    expect(bulkMatchingStartSchema.safeParse({ operation, ids: ids(BULK_JOB_MAX_MATCHING + 1) }).success).toBe(false);
    expect(bulkMatchingStartSchema.safeParse({ operation, ids: [] }).success).toBe(false);
    expect(bulkMatchingStartSchema.safeParse({ operation, ids: ['not an id!'] }).success).toBe(false);
  });
});
