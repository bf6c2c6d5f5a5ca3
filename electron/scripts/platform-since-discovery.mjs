// The platform's changes that the discovery document we generate from does not carry yet, applied to a copy of the
// document before the generators read it (generate-discovery-schemas.mjs, generate-discovery-tables.mjs), so that
// the generated tables describe the platform as it is today. Each change is dated by the revision history entry it
// follows (developers.google.com/youtube/v3/revision_history, read through the docs search) and names its page.
// Drop a change here once the document itself carries it.
//
// The input is dated: DISCOVERY_REVISION is the revision these changes are measured against (the static discovery
// cache of google-api-python-client 2.201.0, taken on 2026-12-07). Revision 20260924 carries what this file used to
// add on top of 20240303 (videos.batchGetStats, brandPartner, getRating's read-only scope, fhd/qhd/uhd thumbnails,
// 50 MB images), so those left this file; its VideoStatsContentDetails has `duration` only, as the REST reference
// page of videos.batchGetStats shows (the older docs page's durationMillis is not in the document, so the emulator
// no longer sends it). The generators refuse any other revision, so a newer document is read on purpose.

export const DISCOVERY_REVISION = '20260924';

const string = { type: 'string' };

/** @param {any} document a discovery document, not changed; @returns {any} the document with the changes below */
export function withPlatformChanges(document) {
  if (document.revision !== DISCOVERY_REVISION) {
    throw new Error(
      `the discovery document is revision ${document.revision}; platform-since-discovery.mjs is measured against ` +
        `${DISCOVERY_REVISION}: drop the changes the new revision carries, then update DISCOVERY_REVISION`,
    );
  }
  const discovery = structuredClone(document);
  const { schemas } = discovery;

  // 2026-09-30 (revision history; the comments resource page of the same date): comments carry snippet.imageUrl,
  // an image or animated GIF attached to the comment. Not in revision 20260924.
  schemas.CommentSnippet.properties.imageUrl = string;

  discovery.platformChanges = '2026-09-30';
  return discovery;
}
