// The Comments screen in the catalogue: the moderation session (queues, rows, decisions and their status, keys,
// replies, images). Its rules, sweep and export panels are in comment-rules-messages.ts. The platform's terms are
// YouTube Studio's (Comments page: the Held for review and Published tabs, Likely spam; Approve, Remove, Hide user
// from channel), read in its help pages on 2026-12-07: a translation uses the studio's own words in that language.
// "Reject" here is the API's rejected status, which the studio calls Remove; "ban" is its Hide user from channel.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const COMMENTS = untyped(
  defineMessages({
    keysButton: {
      id: 'comments.keys.button',
      defaultMessage: 'Keys (?)',
      description: 'Button that shows the keyboard keys of the moderation session; ? is the key that also does it',
    },
    rulesButton: {
      id: 'comments.rules.button',
      defaultMessage: 'Rules ({count, number} on)',
      description: 'Button opening the comment rules; count is how many rules are switched on',
    },
    sweepButton: {
      id: 'comments.sweep.button',
      defaultMessage: 'Sweep published',
      description: 'Button opening the sweep of published comments (looking for spam among them)',
    },
    exportButton: { id: 'comments.export.button', defaultMessage: 'Export', description: 'Button opening the export' },
    heartPinNote: {
      id: 'comments.heartPinNote',
      defaultMessage:
        'Hearts and pins are given on the platform’s own site: it does not let apps like this one set them.',
      description: "Note: giving a comment a heart or pinning it is done on YouTube's site, not through this app",
    },
    queues: { id: 'comments.queues', defaultMessage: 'Queues', description: "Accessible name of the queues' tabs" },
    queueHeld: {
      id: 'comments.queue.heldForReview',
      defaultMessage: 'Held for review',
      description: "Queue tab (YouTube Studio's Held for review tab of its Comments page)",
    },
    queueSpam: {
      id: 'comments.queue.likelySpam',
      defaultMessage: 'Likely spam',
      description: 'Queue tab: comments YouTube held as likely spam (its term)',
    },
    queuePublished: {
      id: 'comments.queue.published',
      defaultMessage: 'Published',
      description: "Queue tab (YouTube Studio's Published tab of its Comments page)",
    },
    queueTab: {
      id: 'comments.queue.tab',
      defaultMessage: '{queue} {count}',
      description:
        'A queue tab: its name, then how many comments it holds (comments.queue.count); spaced so that it reads as two words',
    },
    queueCount: {
      id: 'comments.queue.count',
      defaultMessage: '{count, number}{more, select, yes {+} other {}}',
      description: 'How many comments a queue tab holds; a + when the platform has more pages',
    },
    video: { id: 'comments.filter.video', defaultMessage: 'Video', description: 'Label of the video filter' },
    allVideos: {
      id: 'comments.filter.allVideos',
      defaultMessage: 'All videos',
      description: 'Choice of the video filter: comments of every video',
    },
    search: { id: 'comments.search', defaultMessage: 'Search', description: 'Label of the search box' },
    searchPlaceholder: {
      id: 'comments.search.placeholder',
      defaultMessage: 'Filters what is loaded; Enter searches the platform',
      description: 'Placeholder of the search box: typing filters the loaded comments, Enter asks YouTube',
    },
    platformSearch: {
      id: 'comments.search.platform',
      defaultMessage: 'Platform search: “{search}”. Clear the box and press Enter to show all.',
      description: 'Under the search box while YouTube was asked for comments with these words',
    },
    selectedGroup: {
      id: 'comments.bulk.group',
      defaultMessage: 'Selected comments',
      description: 'Accessible name of the bar acting on the selected comments',
    },
    selectedCount: {
      id: 'comments.bulk.selected',
      defaultMessage: '{count, number} selected',
      description: 'How many comments are selected',
    },
    bulkCost: {
      id: 'comments.bulk.cost',
      defaultMessage: '{calls}, {units}',
      description:
        'What a decision on the selected comments costs: calls (comments.calls) and quota units (comments.units)',
    },
    calls: {
      id: 'comments.calls',
      defaultMessage: '{count, plural, one {# call} other {# calls}}',
      description: 'A number of calls to the platform',
    },
    units: {
      id: 'comments.units',
      defaultMessage: '{count, plural, one {# unit} other {# units}}',
      description: "A number of the platform's quota units",
    },
    pages: {
      id: 'comments.pages',
      defaultMessage: '{count, plural, one {# page} other {# pages}}',
      description: 'A number of pages of comments read from the platform',
    },
    bulkApprove: {
      id: 'comments.bulk.approve',
      defaultMessage: 'Approve {count, number}: {cost}',
      description: 'Button: approve the selected comments; cost is comments.bulk.cost',
    },
    bulkReject: {
      id: 'comments.bulk.reject',
      defaultMessage: 'Reject {count, number}: {cost}',
      description: 'Button: reject (YouTube Studio: Remove) the selected comments; cost is comments.bulk.cost',
    },
    clearSelection: {
      id: 'comments.bulk.clear',
      defaultMessage: 'Clear selection',
      description: 'Button: unselect every comment',
    },
    banQuestion: {
      id: 'comments.ban.question',
      defaultMessage:
        'Reject this comment and ban {author}? Their later comments on your channel will be hidden. Press b again to confirm (not asked again until the app restarts), Escape to cancel.',
      description:
        "Asked before the first ban (YouTube Studio: hide user from channel); author is the commenter's name; b and Escape are keys",
    },
    banYes: {
      id: 'comments.ban.yes',
      defaultMessage: 'Yes, reject and ban',
      description: 'Answer that rejects the comment and hides its author from the channel',
    },
    cancel: { id: 'comments.cancel', defaultMessage: 'Cancel', description: 'Button: give up what was asked' },
    loadFailed: {
      id: 'comments.loadFailed',
      defaultMessage: 'Could not load the comments: {message}',
      description: "The queue could not be read; message is the platform's reason",
    },
    noMatch: {
      id: 'comments.noMatch',
      defaultMessage: 'No loaded comment matches the search.',
      description: 'The search box filters out every loaded comment',
    },
    emptyQueue: {
      id: 'comments.emptyQueue',
      defaultMessage: 'Nothing in {queue}.',
      description: "An empty queue; queue is the queue's name (Held for review, Likely spam, Published)",
    },
    loading: { id: 'comments.loading', defaultMessage: 'Loading comments…', description: 'While the queue is read' },
    listName: {
      id: 'comments.list.name',
      defaultMessage:
        'Comments (j and k move, a approves, r rejects, b bans, s takes the suggestion, x selects, u undoes, ? shows the keys)',
      description: 'Accessible name of the list of comments, with its keys (letters to keep as they are)',
    },

    // Decisions
    doneApproved: {
      id: 'comments.done.publish',
      defaultMessage: 'Approved',
      description: 'A comment decided: approved',
    },
    doneRejected: {
      id: 'comments.done.reject',
      defaultMessage: 'Rejected',
      description: 'A comment decided: rejected (YouTube Studio: removed)',
    },
    doneBanned: {
      id: 'comments.done.ban',
      defaultMessage: 'Rejected, author banned',
      description: 'A comment rejected and its author hidden from the channel',
    },
    doneHeld: {
      id: 'comments.done.hold',
      defaultMessage: 'Held for review',
      description: 'A published comment put back among those held for review',
    },
    badgeWaiting: {
      id: 'comments.badge.waiting',
      defaultMessage: '{done} · sent in {seconds, number} s (u to undo)',
      description: 'A decision waiting out its undo window; done is the decision (Approved…); u is the undo key',
    },
    badgeSending: {
      id: 'comments.badge.sending',
      defaultMessage: '{done} · sending',
      description: 'A decision on its way to the platform',
    },
    badgeRetrying: {
      id: 'comments.badge.retrying',
      defaultMessage: '{done} · waiting to retry ({reason})',
      description: 'A decision that failed to go and will be tried again; reason says why',
    },
    unreachable: {
      id: 'comments.badge.unreachable',
      defaultMessage: 'the platform could not be reached',
      description: 'Why a decision waits to be retried, when no other reason is known',
    },
    verbApprove: {
      id: 'comments.verb.publish',
      defaultMessage: 'Approve',
      description: "Decision button and rule suggestion (YouTube Studio's Approve)",
    },
    verbHold: {
      id: 'comments.verb.hold',
      defaultMessage: 'Hold',
      description: 'Decision button and rule suggestion: put a published comment back among those held for review',
    },
    verbReject: {
      id: 'comments.verb.reject',
      defaultMessage: 'Reject',
      description: "Decision button and rule suggestion (YouTube Studio's Remove)",
    },
    verbBan: {
      id: 'comments.verb.ban',
      defaultMessage: 'Reject and ban',
      description: 'Decision button and rule suggestion: remove the comment and hide its author from the channel',
    },

    // A row
    rowName: {
      id: 'comments.row.name',
      defaultMessage: 'Comment by {author}',
      description: "Accessible name of a comment's row; author is the commenter's name",
    },
    rowSelect: {
      id: 'comments.row.select',
      defaultMessage: 'Select the comment by {author}',
      description: "A row's checkbox",
    },
    replyingTo: {
      id: 'comments.row.replyingTo',
      defaultMessage: 'replying to {author}',
      description: 'After the author of a reply: whom it answers',
    },
    channelItself: {
      id: 'comments.row.channel',
      defaultMessage: 'Channel',
      description: 'Where a comment was left when it is on the channel itself rather than on a video',
    },
    publishedBadge: {
      id: 'comments.row.published',
      defaultMessage: 'Published',
      description: 'Badge of a published comment shown in another queue',
    },
    undo: { id: 'comments.row.undo', defaultMessage: 'Undo', description: 'Button: take a decision back' },
    undoPaid: {
      id: 'comments.row.undoPaid',
      defaultMessage: 'Undo ({units, plural, one {# unit} other {# units}})',
      description: 'Undo of a decision already sent: another call, which costs quota units',
    },
    suggestionTitle: {
      id: 'comments.row.suggestion.title',
      defaultMessage: '{why}: press s to take it',
      description: "Tooltip of a rule's suggestion; why says what the rule found; s is a key",
    },
    suggestion: {
      id: 'comments.row.suggestion',
      defaultMessage: '{verb}? {rule}',
      description: "A rule's suggestion on a comment: the decision (Approve, Reject…) and the rule's name",
    },
    reply: { id: 'comments.row.reply', defaultMessage: 'Reply', description: 'Button: answer the comment' },
    hideReplies: { id: 'comments.row.hideReplies', defaultMessage: 'Hide replies', description: 'Button' },
    showThread: {
      id: 'comments.row.showThread',
      defaultMessage: 'Show the thread',
      description: 'Button on a reply: show the comment it answers and its other replies',
    },
    replyCount: {
      id: 'comments.row.replyCount',
      defaultMessage: '{count, plural, one {# reply} other {# replies}}',
      description: "Button showing a comment's replies",
    },
    decideGroup: {
      id: 'comments.row.decide',
      defaultMessage: 'Decide on the comment by {author}',
      description: "Accessible name of a row's decision buttons",
    },
    folded: {
      id: 'comments.text.folded',
      defaultMessage: '{text}…',
      description: "A long comment's beginning, cut off (the ellipsis as the language writes it)",
    },
    showLess: { id: 'comments.text.less', defaultMessage: 'Show less', description: 'Folds a long comment' },
    showAll: {
      id: 'comments.text.all',
      defaultMessage: 'Show all ({count, plural, one {# character} other {# characters}})',
      description: 'Unfolds a long comment; count is its length',
    },

    // Images attached to comments
    imageAlt: {
      id: 'comments.image.alt',
      defaultMessage: 'Image attached by the commenter, {author}',
      description: 'Alt text of the image a viewer attached to a comment',
    },
    imageLarger: {
      id: 'comments.image.larger',
      defaultMessage: 'Image attached by the commenter, {author}: view larger',
      description: "The image's button, which opens it larger",
    },
    imageBlocked: {
      id: 'comments.image.blocked',
      defaultMessage: 'Image not shown: it is not on the platform’s image host.',
      description: "Placeholder of an image whose address is not YouTube's image host",
    },
    imageFailed: {
      id: 'comments.image.failed',
      defaultMessage:
        'Image not shown: it could not be loaded (it may have been removed, or the app’s security policy refused it).',
      description: 'Placeholder of an image that failed to load',
    },
    imagePlay: {
      id: 'comments.image.play',
      defaultMessage: 'Animated image: play',
      description: 'Button standing for an animated image until it is played',
    },
    imagePlayName: {
      id: 'comments.image.play.name',
      defaultMessage: 'Animated image: play (attached by the commenter, {author})',
      description: "The play button's accessible name; it starts with comments.image.play's words",
    },
    close: { id: 'comments.close', defaultMessage: 'Close', description: 'Button closing a panel or dialog' },

    // Keys
    keysDialog: {
      id: 'comments.keys.dialog',
      defaultMessage: 'Keyboard keys',
      description: "Accessible name of the keys' panel",
    },
    keysTitle: {
      id: 'comments.keys.title',
      defaultMessage: 'Keys (anywhere on this screen, except while typing)',
      description: "Heading of the keys' panel",
    },
    keyOr: {
      id: 'comments.keys.or',
      defaultMessage: '{first} or {second}',
      description: 'Two keys that do the same (j or ↓)',
    },
    keyShift: {
      id: 'comments.keys.shift',
      defaultMessage: 'Shift + {key}',
      description: "A key pressed with Shift: the keyboard's Shift key as labelled in the language",
    },
    keyEscape: { id: 'comments.keys.escape', defaultMessage: 'Escape', description: "The Escape key's label (Esc)" },
    keyHomeEnd: {
      id: 'comments.keys.homeEnd',
      defaultMessage: 'Home / End',
      description: "The Home and End keys' labels, as printed on keyboards in the language (Pos1 / Ende)",
    },
    keyNext: { id: 'comments.keys.next', defaultMessage: 'Next comment', description: 'What a key does' },
    keyPrevious: { id: 'comments.keys.previous', defaultMessage: 'Previous comment', description: 'What a key does' },
    keyFirstLast: {
      id: 'comments.keys.firstLast',
      defaultMessage: 'First / last loaded comment (End loads more)',
      description: 'What Home and End do',
    },
    keyApprove: { id: 'comments.keys.approve', defaultMessage: 'Approve (publish)', description: 'What a does' },
    keyReject: { id: 'comments.keys.reject', defaultMessage: 'Reject', description: 'What r does (Studio: Remove)' },
    keyBan: {
      id: 'comments.keys.ban',
      defaultMessage: 'Reject and ban the author (asks the first time)',
      description: 'What b does: remove the comment and hide its author from the channel',
    },
    keySelect: { id: 'comments.keys.select', defaultMessage: 'Select or unselect', description: 'What x does' },
    keySelectRange: {
      id: 'comments.keys.selectRange',
      defaultMessage: 'Select the range from the last selected',
      description: 'What Shift + x does',
    },
    keyUndo: { id: 'comments.keys.undo', defaultMessage: 'Undo the last decision', description: 'What u does' },
    keyTake: { id: 'comments.keys.take', defaultMessage: 'Take the rule’s suggestion', description: 'What s does' },
    keyTakeAll: {
      id: 'comments.keys.takeAll',
      defaultMessage: 'Take every suggestion on screen',
      description: 'What Shift + s does',
    },
    keyHelp: { id: 'comments.keys.help', defaultMessage: 'Show or hide these keys', description: 'What ? does' },
    keyClose: {
      id: 'comments.keys.close',
      defaultMessage: 'Close this panel, cancel a ban question, clear the selection',
      description: 'What Escape does',
    },

    // The undo window
    undoWindow: {
      id: 'comments.settings.summary',
      defaultMessage: 'Undo window: {seconds, number} s',
      description: 'Folded settings: how long a decision waits before it is sent, in seconds (abbreviated)',
    },
    undoSeconds: {
      id: 'comments.settings.seconds',
      defaultMessage: 'Seconds before a decision is sent',
      description: 'Field label',
    },
    undoHelp: {
      id: 'comments.settings.help',
      defaultMessage: 'Within this time, u takes a decision back without any call to the platform.',
      description: "The field's help; u is the undo key",
    },
    undoRange: {
      id: 'comments.settings.range',
      defaultMessage: 'Give a number of seconds from 0 to 3600.',
      description: 'The number given is out of range',
    },
    save: { id: 'comments.save', defaultMessage: 'Save', description: 'Button' },
    saved: { id: 'comments.saved', defaultMessage: 'Saved.', description: 'After a save' },

    // Replies
    replyTo: {
      id: 'comments.reply.to',
      defaultMessage: 'Reply to {author}',
      description: "Label of the reply box; author is the commenter's name",
    },
    writeFirst: {
      id: 'comments.reply.empty',
      defaultMessage: 'Write something first.',
      description: 'The reply box is empty',
    },
    publishFirstHeld: {
      id: 'comments.reply.publishFirst.held',
      defaultMessage:
        'This comment is held for review: the platform takes replies to published comments only, so it is published first, at once, then your reply goes.',
      description: 'Under the reply box of a held comment',
    },
    publishFirstSpam: {
      id: 'comments.reply.publishFirst.spam',
      defaultMessage:
        'This comment is in Likely spam: the platform takes replies to published comments only, so it is published first, at once, then your reply goes.',
      description: 'Under the reply box of a comment held as likely spam',
    },
    replyWait: {
      id: 'comments.reply.wait',
      defaultMessage:
        'Your decision on this comment has not reached the platform yet: reply once it is sent, or undo it first.',
      description: 'Why the reply box cannot send now',
    },
    replyClosed: {
      id: 'comments.reply.closed',
      defaultMessage: 'This comment is rejected: the platform takes replies to published comments only.',
      description: 'Why a rejected comment takes no reply',
    },
    postReply: {
      id: 'comments.reply.post',
      defaultMessage: 'Post reply ({units, plural, one {# unit} other {# units}})',
      description: 'Submit button of the reply box, with its cost in quota units',
    },
    publishAndReply: {
      id: 'comments.reply.publishAndPost',
      defaultMessage: 'Publish ({publishCost}) and reply ({replyCost})',
      description:
        'Submit button for a held comment: publishes it, then posts the reply; each with its cost (comments.units)',
    },
    posting: { id: 'comments.reply.posting', defaultMessage: 'Posting…', description: 'While the reply is sent' },
    editReply: {
      id: 'comments.reply.edit',
      defaultMessage: 'Edit your reply “{text}”',
      description: "Accessible name of Edit; text is the reply's beginning",
    },
    edit: { id: 'comments.reply.editButton', defaultMessage: 'Edit', description: 'Button' },
    delete: { id: 'comments.delete', defaultMessage: 'Delete', description: 'Button' },
    deleteReply: {
      id: 'comments.reply.delete',
      defaultMessage: 'Delete your reply “{text}”',
      description: "Accessible name of Delete; text is the reply's beginning",
    },
    deleteReplyQuestion: {
      id: 'comments.reply.delete.question',
      defaultMessage: 'Delete this reply?',
      description: 'Asked in place of Delete',
    },
    yesDelete: { id: 'comments.yesDelete', defaultMessage: 'Yes, delete', description: 'Answer that deletes' },
    keep: { id: 'comments.keep', defaultMessage: 'Keep', description: 'Answer that keeps it' },
    deleteReplyGroup: {
      id: 'comments.reply.delete.group',
      defaultMessage: 'Confirm deleting your reply',
      description: "The question's group name for screen readers",
    },
    yourReply: { id: 'comments.reply.yours', defaultMessage: 'Your reply', description: 'Label of the edit box' },
    you: { id: 'comments.reply.you', defaultMessage: 'You', description: "Badge on the channel's own replies" },
    loadingReplies: {
      id: 'comments.replies.loading',
      defaultMessage: 'Loading replies…',
      description: 'While replies are read',
    },
    noReplies: { id: 'comments.replies.none', defaultMessage: 'No replies yet.', description: 'A thread with none' },
    moreReplies: { id: 'comments.replies.more', defaultMessage: 'More replies', description: 'Button: the next page' },
    savedReply: { id: 'comments.savedReply', defaultMessage: 'Saved reply', description: 'Label of the picker' },
    choose: { id: 'comments.savedReply.choose', defaultMessage: 'Choose…', description: "The picker's empty choice" },
    newSavedReply: {
      id: 'comments.savedReply.new',
      defaultMessage: 'New saved reply',
      description: 'Button, and the name of its fields',
    },
    savedReplyName: {
      id: 'comments.savedReply.name',
      defaultMessage: 'Saved reply name',
      description: 'Accessible name of the field',
    },
    savedReplyText: {
      id: 'comments.savedReply.text',
      defaultMessage: "Saved reply text ('{author}' and '{video}' are filled in)",
      description:
        "Accessible name of the field; '{author}' and '{video}' stay as they are (quoted: placeholders the creator types, not to translate)",
    },
    savedReplyUntitled: {
      id: 'comments.savedReply.untitled',
      defaultMessage: 'this video',
      description:
        "Put in a saved reply's text where '{video}' stands when the video's title is unknown; mid-sentence, so in lower case where the language allows",
    },
    savedReplyMissing: {
      id: 'comments.savedReply.missing',
      defaultMessage: 'Give the saved reply a name and a text.',
      description: 'A saved reply needs both',
    },

    // Said to screen readers after a change
    saidDecision: {
      id: 'comments.said.decision',
      defaultMessage:
        '{decision, select, publish {Approved} reject {Rejected} ban {Rejected and banned} other {Held}} {what}. Press u to undo.',
      description: 'Said after a decision; what is one comment ("author: “text”") or comments.said.count',
    },
    saidCount: {
      id: 'comments.said.count',
      defaultMessage: '{count, plural, one {# comment} other {# comments}}',
      description: 'A number of comments, in comments.said.decision',
    },
    saidTooLate: {
      id: 'comments.said.tooLate',
      defaultMessage:
        '{count, plural, one {# decision} other {# decisions}} already sent: put back in Held for review (a ban stays; lift it on the platform).',
      description: 'Undo of decisions already sent: the comments are held again; a hidden user stays hidden',
    },
    saidUndone: {
      id: 'comments.said.undone',
      defaultMessage: 'Undone: {count, plural, one {# decision} other {# decisions}}.',
      description: 'Said after an undo',
    },
    saidNothingToUndo: { id: 'comments.said.nothingToUndo', defaultMessage: 'Nothing to undo.', description: 'Said' },
    saidReplyPosted: { id: 'comments.said.replyPosted', defaultMessage: 'Reply posted.', description: 'Said' },
    saidReplySaved: { id: 'comments.said.replySaved', defaultMessage: 'Reply saved.', description: 'Said' },
    saidReplyDeleted: { id: 'comments.said.replyDeleted', defaultMessage: 'Reply deleted.', description: 'Said' },
    saidPublishedAndReplied: {
      id: 'comments.said.publishedAndReplied',
      defaultMessage: 'Published {comment} and posted your reply.',
      description: 'Said; comment is "author: “text”"',
    },
    notPublishedQuota: {
      id: 'comments.reply.notPublished.quota',
      defaultMessage:
        'Not published, and no reply sent: the two calls take {needed} and {left, plural, one {# unit is} other {# units are}} left today.',
      description: "Publish and reply refused before any call: today's quota is too short; needed is comments.units",
    },
    notPublished: {
      id: 'comments.reply.notPublished',
      defaultMessage: 'Not published, and no reply sent: {message}',
      description: "Publish and reply failed at the publish; message is the platform's reason",
    },
    publishedNoReply: {
      id: 'comments.reply.publishedNoReply',
      defaultMessage: 'Published, but the reply did not go: {message}',
      description: "The comment was published but the reply failed; message is the platform's reason",
    },
    saidTook: {
      id: 'comments.said.took',
      defaultMessage: 'Took {count, plural, one {# suggestion} other {# suggestions}}. Press u to undo the last group.',
      description: "Said after taking the rules' suggestions",
    },
  }),
);
