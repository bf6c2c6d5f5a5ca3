// How far ahead of now the first slot of a publish-slot rule may fall, wherever a rule's next free slots are asked
// for: a template's drop and its editor's preview (slot-picker.ts), the calendar's "spread these" and its preview. One
// figure, so the same rule gives the same first slot wherever the creator asks.
//
// Why half an hour: an upload must be sent and accepted before its publish time. The platform takes a publish time
// only while it is in the future (VideoStatus.publishAt, discovery revision 20240303; videos.insert reference,
// followed 2026-11-26) and checks it when the upload's session starts, which for a queued upload comes only after
// the uploads ahead of it; a video published while its bytes are still going up is no schedule at all. A slot a few
// minutes away would pass while the upload waits and be refused then; thirty minutes leaves room for the queue ahead
// and the upload itself in the usual case.
export const SLOT_LEAD_MS = 30 * 60_000;
