// What sign-in, sign-out and the saved sign-ins say to the creator (refusals, notices and the page the browser shows
// after the consent page), in the language in force. Channel names are the platform's, shown as they are; file
// names such as client_secret….json and the platform's error codes (invalid_grant) are not translated.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const ACCOUNT_REFUSALS = untyped(
  defineMessages({
    channelNotHere: {
      id: 'accounts.error.channelNotHere',
      defaultMessage: 'That channel is not signed in here. Add it on Accounts first.',
      description: 'Choosing a channel this app is not signed in to; Accounts is the screen to add it',
    },
    signInFirst: {
      id: 'accounts.error.signInFirst',
      defaultMessage: 'Sign in to your channel first.',
      description: 'Something needs a signed-in channel and none is',
    },
    signInFirstAccounts: {
      id: 'accounts.error.signInFirstAccounts',
      defaultMessage: 'Sign in to your channel first (Accounts).',
      description: 'Something needs a signed-in channel and none is; Accounts is the screen where one signs in',
    },
    signInFirstChannel: {
      id: 'accounts.error.signInFirstChannel',
      defaultMessage: 'Sign in to your first channel first (Accounts).',
      description: 'Adding another channel before any channel is signed in; Accounts is the screen where one signs in',
    },
    demoAllSignedIn: {
      id: 'accounts.error.demoAllSignedIn',
      defaultMessage: 'Every channel of the demo workspace is signed in already.',
      description: 'Adding a channel in the demo workspace when all of its channels are already added',
    },
    importClientFirst: {
      id: 'accounts.error.importClientFirst',
      defaultMessage: 'Import your OAuth client file (client_secret….json) first.',
      description: 'Signing in before the OAuth client file from the cloud console was imported; keep the file name',
    },
    wrongChannelHere: {
      id: 'accounts.error.wrongChannel.alreadyHere',
      defaultMessage:
        'You signed in as {got}; Channel Desk expected {expected}. {got} is signed in here already (its sign-in was renewed). Sign in again and choose {expected}.',
      description:
        "The consent page answered with another channel than the one being signed in again, and that other channel is already in the app; got and expected are channels' names",
    },
    wrongChannelOther: {
      id: 'accounts.error.wrongChannel.other',
      defaultMessage:
        'You signed in as {got}; Channel Desk expected {expected}. Sign in again and choose {expected}, or add {got} as another channel.',
      description:
        "The consent page answered with another channel than the one being signed in again; got and expected are channels' names",
    },
    channelGone: {
      id: 'accounts.error.channelGone',
      defaultMessage: 'This channel is no longer signed in here (Accounts).',
      description: 'Work for a channel that was signed out meanwhile; Accounts is the screen where one signs in',
    },
    savedSignInIncomplete: {
      id: 'accounts.error.savedSignInIncomplete',
      defaultMessage: 'The saved sign-in is incomplete. Sign in again.',
      description: "A channel's saved sign-in lacks a part it needs (its client or the service addresses)",
    },
    signInExpired: {
      id: 'accounts.error.signInExpired',
      defaultMessage: 'Your sign-in has expired. Sign in again.',
      description: 'The access token expired and there is no refresh token to renew it',
    },
    destinationRefused: {
      id: 'accounts.error.destinationRefused',
      defaultMessage:
        'Channel Desk refused to send your sign-in to {destination}: it was issued for another server. Sign out and sign in again if the service addresses changed.',
      description:
        'A request would have carried the sign-in to a server it was not issued for; destination is a web address',
    },
    revokeFailed: {
      id: 'accounts.error.revokeFailed',
      defaultMessage: 'The sign-out could not reach the server; try again later.',
      description: 'Signing out could not reach the server that ends the sign-in',
    },
    serverUnreachable: {
      id: 'accounts.error.serverUnreachable',
      defaultMessage: 'Could not reach the sign-in server ({reason}). Check your connection and try again.',
      description: "The sign-in server could not be reached; reason is the system's own words for the failure",
    },
    networkErrorReason: {
      id: 'accounts.error.serverUnreachable.unknownReason',
      defaultMessage: 'network error',
      description: 'Stands for the reason in "Could not reach the sign-in server (…)" when the system gave none',
    },
    notAToken: {
      id: 'accounts.error.notAToken',
      defaultMessage: 'The sign-in server answered with something that is not a token. Try again later.',
      description: 'The sign-in server answered with something unreadable',
    },
    signInInvalid: {
      id: 'accounts.error.signInInvalid',
      defaultMessage:
        'Your sign-in is no longer valid. Sign in again. (OAuth apps in "testing" mode lose their sign-in after 7 days.)',
      description:
        'The sign-in server refused to renew the sign-in (invalid_grant); "testing" is the cloud console\'s publishing status',
    },
    signInInvalidWhy: {
      id: 'accounts.error.signInInvalid.withReason',
      defaultMessage:
        'Your sign-in is no longer valid ({description}). Sign in again. (OAuth apps in "testing" mode lose their sign-in after 7 days.)',
      description: "As accounts.error.signInInvalid, with the server's own explanation (description, in English)",
    },
    signInEnded: {
      id: 'accounts.error.signInEnded',
      defaultMessage: '{what} {fix}',
      description:
        "The platform ended the sign-in: the connection doctor's two sentences, what happened (doctor.signInEnded.title) and the fix (doctor.signInEnded.fix); join them as your language joins two sentences",
    },
    clientRejected: {
      id: 'accounts.error.clientRejected',
      defaultMessage:
        'The sign-in server refused the OAuth client. Import the client_secret file again from the cloud console.',
      description: 'The sign-in server does not accept the imported OAuth client; keep the file name client_secret',
    },
    requestRefused: {
      id: 'accounts.error.requestRefused',
      defaultMessage:
        'The sign-in server refused the request ({code}{hasDescription, select, yes {: {description}} other {}}).',
      description:
        'The sign-in server refused for another reason; code is its error code and description its own explanation, both in English',
    },
    notJson: {
      id: 'accounts.error.clientFile.notJson',
      defaultMessage: 'That file is not JSON. Choose the client_secret….json file downloaded from the cloud console.',
      description: 'The file picked as the OAuth client file is not JSON; keep the file name',
    },
    webClient: {
      id: 'accounts.error.clientFile.web',
      defaultMessage:
        'That OAuth client is of type "Web application". Create a client of type "Desktop app" in the cloud console and import its file.',
      description:
        'The OAuth client file is of the wrong kind; "Web application" and "Desktop app" are the cloud console\'s names of the client types (use the console\'s own names in the language)',
    },
    notClientFile: {
      id: 'accounts.error.clientFile.invalid',
      defaultMessage:
        'That file does not look like an OAuth client file: it needs an "installed" section with client_id and client_secret.',
      description:
        'The picked file is JSON but not an OAuth client file; "installed", client_id and client_secret are the file\'s keys, not translated',
    },
    accessDenied: {
      id: 'accounts.error.accessDenied',
      defaultMessage: 'Access was not granted. Sign in again and choose Allow to connect your channel.',
      description: "The creator declined the consent page; Allow is the consent page's button",
    },
    consentPageError: {
      id: 'accounts.error.consentPageError',
      defaultMessage: 'The sign-in page reported an error ({error}). Try again.',
      description: "The consent page answered with an error; error is the platform's error code, in English",
    },
    signInTimeout: {
      id: 'accounts.error.signInTimeout',
      defaultMessage: 'Sign-in took too long and was stopped. Start it again when ready.',
      description: 'The consent page was not answered in time',
    },
    signInCancelled: {
      id: 'accounts.error.signInCancelled',
      defaultMessage: 'Sign-in was cancelled.',
      description: 'The creator cancelled the sign-in in the app',
    },
  }),
);

export const ACCOUNT_NOTICES = untyped(
  defineMessages({
    demoNotRestarted: {
      id: 'accounts.notice.demoNotRestarted',
      defaultMessage: 'The demo workspace could not be started again. Choose "Try the demo workspace" to retry.',
      description:
        'At start, the demo workspace could not be opened again; "Try the demo workspace" is the Welcome screen\'s button (welcome.demo.start)',
    },
    signedOutAddressesChanged: {
      id: 'accounts.notice.signedOutAddressesChanged',
      defaultMessage:
        'You were signed out of {channel} because the service addresses changed since the last start (its sign-in was revoked at {origin}). Sign in again to use the new ones.',
      description:
        "At start, a channel was signed out because the app's service addresses changed; channel is its name, origin a web address",
    },
    savedSignInDamaged: {
      id: 'accounts.notice.savedSignInDamaged',
      defaultMessage: 'Saved sign-in data was damaged and has been set aside ({movedTo}). Please sign in again.',
      description: "At start, the file of saved sign-ins could not be read; movedTo is the damaged file's new path",
    },
    savedSignInUnreadable: {
      id: 'accounts.notice.savedSignInUnreadable',
      defaultMessage: 'A saved sign-in could not be decrypted on this machine. Please sign in again.',
      description: "A saved sign-in was encrypted with another computer's or user's key (a copied data folder)",
    },
    keyFileDamaged: {
      id: 'accounts.notice.keyFileDamaged',
      defaultMessage: 'The secret key file {keyPath} is damaged; remove it and sign in again.',
      description:
        "Browser mode cannot start: the key file protecting saved sign-ins is damaged; keyPath is the file's path",
    },
    noKeyring: {
      id: 'accounts.notice.noKeyring',
      defaultMessage:
        'No system keyring was found (GNOME Keyring or KWallet), so tokens are encrypted with a fixed key. Install and unlock a keyring, then sign in again.',
      description:
        'The desktop app on Linux found no keyring to protect sign-ins with; GNOME Keyring and KWallet are product names',
    },
    keychainUnavailable: {
      id: 'accounts.notice.keychainUnavailable',
      defaultMessage:
        "The system keychain is not available, so Channel Desk cannot store sign-in tokens safely. Unlock your system's keychain (or keyring), then start Channel Desk again.",
      description:
        'The desktop app cannot start: the operating system refuses to encrypt (its keychain is locked or missing); Channel Desk is the product name',
    },
    keyFileWarning: {
      id: 'accounts.notice.keyFileWarning',
      defaultMessage:
        'Browser mode keeps secrets encrypted with a key file in its data folder, not in the system keychain. Use the desktop app for keychain protection.',
      description: "Browser mode's warning that sign-ins are protected by a key file rather than the system's keychain",
    },
  }),
);

/** The page the browser shows once the consent page sends the creator back to the app. */
export const SIGN_IN_PAGE = untyped(
  defineMessages({
    unknownTitle: {
      id: 'accounts.signInPage.unknown.title',
      defaultMessage: 'Sign-in link not recognised',
      description: "Browser page's heading: the link that came back from the consent page is not this sign-in's",
    },
    unknownText: {
      id: 'accounts.signInPage.unknown.text',
      defaultMessage: 'Start the sign-in again from Channel Desk.',
      description: "Browser page's text under accounts.signInPage.unknown.title",
    },
    cancelledTitle: {
      id: 'accounts.signInPage.cancelled.title',
      defaultMessage: 'Sign-in cancelled',
      description: "Browser page's heading after the consent page was declined or failed",
    },
    connectedTitle: {
      id: 'accounts.signInPage.connected.title',
      defaultMessage: 'Channel Desk is connected',
      description: "Browser page's heading after the consent page granted access",
    },
    closeTab: {
      id: 'accounts.signInPage.closeTab',
      defaultMessage: 'You can close this tab and return to Channel Desk.',
      description: "Browser page's text once the sign-in ended (granted or cancelled)",
    },
    incompleteTitle: {
      id: 'accounts.signInPage.incomplete.title',
      defaultMessage: 'Sign-in incomplete',
      description: "Browser page's heading: the consent page came back without an authorization code",
    },
    incompleteText: {
      id: 'accounts.signInPage.incomplete.text',
      defaultMessage: 'The redirect carried no authorization code. Try again.',
      description: "Browser page's text under accounts.signInPage.incomplete.title",
    },
  }),
);
