// What comment moderation says to the creator (refusals, the outbox's notices, the rules file's), in the language in
// force. The names of the moderation queues are YouTube Studio's (Held for review, Likely spam, Published, Rejected);
// a comment's label is its own text, shown as it is.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const COMMENT_REFUSALS = untyped(
  defineMessages({
    signInFirst: {
      id: 'comments.error.signInFirst',
      defaultMessage: 'Sign in to your channel (or open the demo workspace) first.',
      description: 'Comment moderation needs a signed-in channel and none is',
    },
    rejectedNoPublish: {
      id: 'comments.error.rejectedNoPublish',
      defaultMessage: 'This comment was rejected: the platform does not let it be published again.',
      description: 'Publishing a comment that was rejected ("Rejected" is a moderation queue of YouTube Studio)',
    },
    decisionUnsent: {
      id: 'comments.error.decisionUnsent',
      defaultMessage:
        'Your decision on this comment has not been sent yet: undo it, or wait until it is sent, then reply.',
      description: 'Publish and reply on a comment whose moderation decision is still waiting to be sent',
    },
    noReply: {
      id: 'comments.error.noReply',
      defaultMessage:
        "This comment {status, select, heldForReview {is held for review} likelySpam {is in Likely spam} other {was rejected}}, {refused, select, yes {so the platform refused the reply (and charged for it)} other {so the platform would refuse a reply (and still charge for it)}}. {status, select, rejected {The platform takes replies to published comments only.} other {Publish it first (Publish and reply: {units, plural, one {# unit} other {# units}}, then the reply's {units, number}).}}",
      description:
        'A reply to a comment that is not published: status is its moderation queue (YouTube Studio\'s Held for review, Likely spam, Rejected); refused is yes when the platform already refused the reply; "Publish and reply" is the button that publishes then replies; units are API quota units',
    },
    stillStarting: {
      id: 'comments.error.stillStarting',
      defaultMessage: 'Comment moderation is still starting. Try again in a moment.',
      description: 'A moderation call while the outbox of decisions is still being read at start',
    },
    notSaved: {
      id: 'comments.error.decisionNotSaved',
      defaultMessage:
        'The decision could not be saved on this computer, so it was not recorded ({reason}). Check the free disk space and try again.',
      description: "A moderation decision could not be written to disk; reason is the system's words (English)",
    },
    unreadableAnswer: {
      id: 'comments.error.unreadableAnswer',
      defaultMessage:
        'The video platform answered with something Channel Desk cannot read. Try again; if it persists, the service may be having problems.',
      description: "The platform's answer about comments could not be read",
    },
  }),
);

export const COMMENT_NOTICES = untyped(
  defineMessages({
    refusedPublish: {
      id: 'comments.notice.refused.publish',
      defaultMessage: 'The platform refused to publish {comment}: {reason} It is shown in {queue} again.',
      description:
        "A decision to publish a comment was refused; comment is comments.notice.comment.labeled or .id, reason the platform's sentence, queue the name of the moderation queue it is back in",
    },
    refusedReject: {
      id: 'comments.notice.refused.reject',
      defaultMessage: 'The platform refused to reject {comment}: {reason} It is shown in {queue} again.',
      description: 'As comments.notice.refused.publish, for a decision to reject (remove) a comment',
    },
    refusedBan: {
      id: 'comments.notice.refused.ban',
      defaultMessage:
        'The platform refused to reject (and ban the author of) {comment}: {reason} It is shown in {queue} again.',
      description:
        'As comments.notice.refused.publish, for a decision to reject a comment and hide its author from the channel',
    },
    refusedHold: {
      id: 'comments.notice.refused.hold',
      defaultMessage: 'The platform refused to hold for review {comment}: {reason} It is shown in {queue} again.',
      description: 'As comments.notice.refused.publish, for a decision to hold a comment for review',
    },
    commentLabeled: {
      id: 'comments.notice.comment.labeled',
      defaultMessage: 'the comment {label}',
      description: 'Names a comment by its own words (label, quoted) inside comments.notice.refused.*',
    },
    commentWithId: {
      id: 'comments.notice.comment.id',
      defaultMessage: 'comment {commentId}',
      description: "Names a comment by the platform's id inside comments.notice.refused.*",
    },
    heldForReview: {
      id: 'comments.notice.queue.heldForReview',
      defaultMessage: 'Held for review',
      description: "YouTube Studio's moderation queue of that name",
    },
    likelySpam: {
      id: 'comments.notice.queue.likelySpam',
      defaultMessage: 'Likely spam',
      description: "YouTube Studio's moderation queue of that name",
    },
    published: {
      id: 'comments.notice.queue.published',
      defaultMessage: 'Published',
      description: "YouTube Studio's list of published comments",
    },
    rejected: {
      id: 'comments.notice.queue.rejected',
      defaultMessage: 'Rejected',
      description: 'The moderation queue of rejected (removed) comments',
    },
    otherChannel: {
      id: 'comments.notice.otherChannel',
      defaultMessage:
        '{waiting, plural, one {# moderation decision made for another channel will be sent} other {# moderation decisions made for another channel will be sent}} when you sign in to that channel again.',
      description: 'Moderation decisions wait for the channel they were made for',
    },
    outboxDamaged: {
      id: 'comments.notice.outboxDamaged',
      defaultMessage:
        'The comment decisions waiting to be sent were damaged on disk (kept as {movedTo}). {kept, plural, one {# was recovered and will be sent} other {# were recovered and will be sent}}. Check the Comments screen.',
      description: 'At start, the file of moderation decisions waiting to be sent was damaged; movedTo is its new path',
    },
    outboxDamagedLost: {
      id: 'comments.notice.outboxDamagedLost',
      defaultMessage:
        'The comment decisions waiting to be sent were damaged on disk (kept as {movedTo}). {lost, plural, one {# could not be read and will not be sent} other {# could not be read and will not be sent}}; {recovered}. Check the Comments screen.',
      description:
        'As comments.notice.outboxDamaged, when some decisions (lost) could not be read; recovered is comments.notice.outboxRecovered',
    },
    outboxRecovered: {
      id: 'comments.notice.outboxRecovered',
      defaultMessage:
        '{kept, plural, one {# was recovered and will be sent} other {# were recovered and will be sent}}',
      description: 'How many decisions of a damaged outbox were recovered, inside comments.notice.outboxDamagedLost',
    },
    rulesDamaged: {
      id: 'comments.notice.rulesDamaged',
      defaultMessage: 'The comment rules file was damaged (kept as {movedTo}); the starter rules are back.',
      description: 'At start, the file of comment rules was damaged; movedTo is its new path',
    },
    unknownAuthor: {
      id: 'comments.unknownAuthor',
      defaultMessage: 'Unknown author',
      description: "Stands for a comment's author when the platform gives no name",
    },
  }),
);
