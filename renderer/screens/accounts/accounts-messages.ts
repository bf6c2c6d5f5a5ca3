// The Accounts screen in the catalogue (the OAuth client file's import is the Welcome screen's:
// welcome/ClientSecretImport.tsx, its words in welcome-messages.ts).
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const ACCOUNTS = untyped(
  defineMessages({
    channelId: {
      id: 'accounts.channelId',
      defaultMessage: 'Channel ID',
      description: "Before the channel's ID (YouTube's term, as in its advanced settings)",
    },
    demoKind: {
      id: 'accounts.kind.demo',
      defaultMessage: 'Demo workspace (local emulator)',
      description: 'How this channel is connected: the demo on an emulator inside the app',
    },
    oauthKind: {
      id: 'accounts.kind.oauth',
      defaultMessage: 'Connected with your OAuth client',
      description: "How this channel is connected: through the creator's own Google Cloud OAuth client",
    },
    verifiedAt: {
      id: 'accounts.verifiedAt',
      defaultMessage: 'Confirmed by the platform at {time}',
      description: 'The platform confirmed the sign-in; time is a time of day',
    },
    checkAgain: { id: 'accounts.checkAgain', defaultMessage: 'Check again', description: 'Retry the confirmation' },
    signOut: { id: 'accounts.signOut', defaultMessage: 'Sign out', description: 'Button' },
    signingOut: { id: 'accounts.signingOut', defaultMessage: 'Signing out…', description: 'Sign out under way' },
    demoExplained: {
      id: 'accounts.demo.explained',
      defaultMessage:
        'This is the demo workspace: a channel and a website account on an emulator that runs inside the app. What you upload or change here stays on this computer.',
      description: 'Shown while the demo is signed in',
    },
    demoLeave: {
      id: 'accounts.demo.leave',
      defaultMessage:
        'To use your own channel, <b>Sign out</b> (the demo and its rate limiting token go with it), then choose <b>Connect your channel</b>.',
      description: '<b> wraps button and card names: Sign out (accounts.signOut), Connect your channel (welcome)',
    },
    showTips: {
      id: 'accounts.showTips',
      defaultMessage: 'Show the first steps again',
      description: "Brings back the demo's checklist",
    },
    tokensKept: {
      id: 'accounts.tokensKept',
      defaultMessage: 'Sign-in tokens are kept in the main process, encrypted with <b>{backend}</b>.',
      description: "Where the sign-in's tokens are kept; backend names the system's key store (e.g. libsecret)",
    },
    warnKeyFile: {
      id: 'accounts.warn.keyFile',
      defaultMessage:
        'Browser mode keeps secrets encrypted with a key file in its data folder, not in the system keychain. Use the desktop app for keychain protection.',
      description: 'Warning in browser mode: tokens are protected by a key file, not the system keychain',
    },
    warnNoKeyring: {
      id: 'accounts.warn.noKeyring',
      defaultMessage:
        'No system keyring was found (GNOME Keyring or KWallet), so tokens are encrypted with a fixed key. Install and unlock a keyring, then sign in again.',
      description: 'Warning on Linux without a keyring; GNOME Keyring and KWallet are product names',
    },
    signedInTitle: {
      id: 'accounts.signedIn.title',
      defaultMessage: 'Signed-in channels',
      description: 'Heading: every channel signed in at once',
    },
    signedInText: {
      id: 'accounts.signedIn.text',
      defaultMessage:
        'Every channel here stays signed in with its own sign-in: uploads, comment decisions and bulk edits of each go on while another is chosen in the sidebar.',
      description: 'Under the heading',
    },
    stateSignedIn: {
      id: 'accounts.state.signedIn',
      defaultMessage: 'Signed in',
      description: 'A channel is signed in',
    },
    stateExpiring: {
      id: 'accounts.state.expiring',
      defaultMessage: 'Signed in; the sign-in ends soon',
      description: "A channel's sign-in expires soon",
    },
    stateNeedsSignIn: {
      id: 'accounts.state.needsSignIn',
      defaultMessage: 'Needs signing in again',
      description: "A channel's sign-in has ended",
    },
    chosen: {
      id: 'accounts.chosen',
      defaultMessage: '{state} · chosen',
      description: 'The channel every screen acts on; state is one of accounts.state.*',
    },
    signInAgain: { id: 'accounts.signInAgain', defaultMessage: 'Sign in again', description: 'Button' },
    remove: { id: 'accounts.remove', defaultMessage: 'Remove', description: 'Button: remove a signed-in channel' },
    removeName: {
      id: 'accounts.remove.name',
      defaultMessage: 'Remove {channel}',
      description: "The Remove button's accessible name; channel is the channel's name",
    },
    removeQuestion: {
      id: 'accounts.remove.question',
      defaultMessage: 'Sign {channel} out of {app}?',
      description: 'Asked in place of Remove; channel is the channel name, app the product name',
    },
    removeYes: { id: 'accounts.remove.yes', defaultMessage: 'Yes, remove', description: 'Answer that removes it' },
    removeKeep: { id: 'accounts.remove.keep', defaultMessage: 'Keep', description: 'Answer that keeps it' },
    removeGroup: {
      id: 'accounts.remove.group',
      defaultMessage: 'Confirm removing {channel}',
      description: "The question's group name for screen readers",
    },
    add: { id: 'accounts.add', defaultMessage: 'Add a channel', description: 'Button: sign in one more channel' },
    adding: { id: 'accounts.adding', defaultMessage: 'Adding a channel…', description: 'While signing one in' },
    doctorTitle: {
      id: 'accounts.doctor.title',
      defaultMessage: 'Connection doctor',
      description: 'Heading: what the platform rules mean for this sign-in',
    },
    doctorClear: {
      id: 'accounts.doctor.clear',
      defaultMessage: 'Nothing wrong found with this connection.',
      description: 'No finding',
    },
    doctorChecks: {
      id: 'accounts.doctor.checks',
      defaultMessage: 'What the doctor checks',
      description: 'Folded list of the checks',
    },
    checkTesting: {
      id: 'accounts.doctor.check.testing',
      defaultMessage: 'how long the sign-in lasts (an OAuth client in "Testing" gets 7 days)',
      description: 'A check; "Testing" is the publishing status as Google Cloud console names it in your language',
    },
    checkEnded: {
      id: 'accounts.doctor.check.ended',
      defaultMessage: 'whether the platform ended the sign-in (invalid_grant)',
      description: 'A check; invalid_grant is an error code, kept as is',
    },
    checkVerified: {
      id: 'accounts.doctor.check.verified',
      defaultMessage: 'whether the channel is verified (custom thumbnails, videos over 15 minutes)',
      description: 'A check; the features a verified channel gets',
    },
    checkApi: {
      id: 'accounts.doctor.check.api',
      defaultMessage: 'whether the cloud project has the YouTube Data API v3 enabled and the sign-in every permission',
      description: 'A check',
    },
    checkAudit: {
      id: 'accounts.doctor.check.audit',
      defaultMessage:
        'whether uploads come back private because the API project is not audited (said on the upload itself)',
      description: 'A check: unaudited API projects get their uploads locked private',
    },
    notificationsTitle: { id: 'accounts.notifications.title', defaultMessage: 'Notifications', description: 'Heading' },
    notificationsText: {
      id: 'accounts.notifications.text',
      defaultMessage:
        'Many at once make one notification ("12 uploads finished"). Turn off what you do not want to hear about.',
      description: 'Under the heading',
    },
    tellMeWhen: { id: 'accounts.notifications.when', defaultMessage: 'Tell me when', description: 'Legend' },
    'upload-finished': {
      id: 'accounts.notifications.uploadFinished',
      defaultMessage: 'An upload finished',
      description: 'Notification switch',
    },
    'upload-failed': {
      id: 'accounts.notifications.uploadFailed',
      defaultMessage: 'An upload failed',
      description: 'Notification switch',
    },
    'needs-attention': {
      id: 'accounts.notifications.needsAttention',
      defaultMessage: 'An upload needs you (quota used up, file changed, sign in again)',
      description: 'Notification switch',
    },
    'processing-done': {
      id: 'accounts.notifications.processingDone',
      defaultMessage: 'The platform finished processing a video',
      description: 'Notification switch',
    },
    'processing-rejected': {
      id: 'accounts.notifications.processingRejected',
      defaultMessage: 'The platform rejected a video or could not process it',
      description: 'Notification switch',
    },
    'schedule-ran': {
      id: 'accounts.notifications.scheduleRan',
      defaultMessage: 'A scheduled change was made',
      description: 'Notification switch',
    },
    'schedule-missed': {
      id: 'accounts.notifications.scheduleMissed',
      defaultMessage: 'A scheduled change failed or was skipped',
      description: 'Notification switch',
    },
    'schedule-held': {
      id: 'accounts.notifications.scheduleHeld',
      defaultMessage: 'A scheduled change waits for you (the video was edited elsewhere)',
      description: 'Notification switch',
    },
    browserShows: {
      id: 'accounts.notifications.browserShows',
      defaultMessage: "This browser shows {app}'s notifications.",
      description: 'Browser mode: notifications allowed',
    },
    browserCannot: {
      id: 'accounts.notifications.browserCannot',
      defaultMessage: 'This browser cannot show notifications.',
      description: 'Browser mode',
    },
    browserBlocks: {
      id: 'accounts.notifications.browserBlocks',
      defaultMessage:
        "This browser blocks {app}'s notifications: allow them in the site settings (the icon beside the address).",
      description: 'Browser mode: notifications blocked',
    },
    allow: {
      id: 'accounts.notifications.allow',
      defaultMessage: 'Allow notifications in this browser',
      description: 'Button: asks the browser for leave',
    },
    asksOnce: {
      id: 'accounts.notifications.asksOnce',
      defaultMessage: 'The browser asks you once; the app tells you only what needs you.',
      description: 'Beside the button',
    },
  }),
);
