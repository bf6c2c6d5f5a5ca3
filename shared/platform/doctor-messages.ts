// What the connection doctor (connection-doctor.ts) says: each finding's one-sentence title, its fix and the label of
// the page that fixes it. Said by the Accounts screen, the upload's notes and the main process's refusals in the
// language each one speaks. Names of the cloud console's pages and buttons ("OAuth consent screen", "Publish app",
// "Testing") are the console's own in each language; error codes (invalid_grant, accessNotConfigured) stay as they are.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const DOCTOR = untyped(
  defineMessages({
    testingFix: {
      id: 'doctor.testing.fix',
      defaultMessage:
        'An OAuth client whose consent screen is in "Testing" gets sign-ins that end after 7 days. Publish the app on the cloud console\'s OAuth consent screen ("Publish app") to keep sign-ins, or sign in again every week.',
      description:
        'Why a sign-in ends after 7 days and the fix; "Testing", "OAuth consent screen" and "Publish app" are the Google Cloud console\'s names in your language',
    },
    expiringTitle: {
      id: 'doctor.signInExpiring.title',
      defaultMessage: 'This sign-in ends in {left} ({when} UTC): the platform gave it a limited lifetime.',
      description: 'A sign-in ends within two days; left is a duration ("30 h"), when a date and time in UTC',
    },
    expiringFix: {
      id: 'doctor.signInExpiring.fix',
      defaultMessage: 'Sign in again before then, or uploads and other work stop. {testingFix}',
      description: 'The fix for a sign-in ending soon; testingFix is the sentence doctor.testing.fix',
    },
    limitedTitle: {
      id: 'doctor.signInLimited.title',
      defaultMessage: 'This sign-in ends on {when} UTC (in {left}): the platform gave it a limited lifetime.',
      description: 'A sign-in has an end date; when is a date and time in UTC, left a duration ("5 days")',
    },
    endedTitle: {
      id: 'doctor.signInEnded.title',
      defaultMessage: 'The platform ended this sign-in (invalid_grant: the refresh token expired or was revoked).',
      description: 'The platform refused to renew the sign-in; invalid_grant is an error code, kept as is',
    },
    endedTitleAge: {
      id: 'doctor.signInEnded.titleWithAge',
      defaultMessage:
        'The platform ended this sign-in {age} after you signed in (invalid_grant: the refresh token expired or was revoked).',
      description:
        'The platform refused to renew the sign-in; age is a duration ("7 days"); invalid_grant is an error code, kept as is',
    },
    endedFix: {
      id: 'doctor.signInEnded.fix',
      defaultMessage:
        "Sign in again. {testingFix} A sign-in also ends when you remove Channel Desk's access in your Google account or change its password.",
      description: 'The fix for an ended sign-in; testingFix is the sentence doctor.testing.fix',
    },
    consentScreenLink: {
      id: 'doctor.link.consentScreen',
      defaultMessage: 'OAuth consent screen',
      description: "Link to the Google Cloud console's page of that name (use the console's name in your language)",
    },
    lockedPrivateTitle: {
      id: 'doctor.lockedPrivate.title',
      defaultMessage:
        "The platform made this video private although it was sent as {asked, select, public {public} unlisted {unlisted} other {{asked}}}: uploads from an API project that has not passed the platform's audit are locked private.",
      description:
        "An upload sent public or unlisted came back private; asked is the visibility it was sent with (YouTube Studio's words Public / Unlisted)",
    },
    lockedPrivateFix: {
      id: 'doctor.lockedPrivate.fix',
      defaultMessage:
        'Ask for the audit with the platform\'s API audit form (it lifts the lock for later uploads); until then, choose "Keep uploads private" so new uploads are private on purpose, and publish them yourself in the platform\'s studio.',
      description:
        'The fix for uploads locked private; "Keep uploads private" is the button beside this note (uploads.private.keep), say it as that button says it',
    },
    auditFormLink: {
      id: 'doctor.link.auditForm',
      defaultMessage: 'API audit form',
      description: "Link to the platform's form asking for an API audit",
    },
    notVerifiedTitle: {
      id: 'doctor.notVerified.title',
      defaultMessage:
        'This channel is not verified: the platform refuses custom thumbnails and videos longer than 15 minutes.',
      description: "The channel has not verified a phone number; YouTube Studio's words for custom thumbnails",
    },
    notVerifiedFix: {
      id: 'doctor.notVerified.fix',
      defaultMessage: "Verify the channel with a phone number on the platform's verification page, then try again.",
      description: 'The fix for an unverified channel',
    },
    verifyLink: {
      id: 'doctor.link.verify',
      defaultMessage: 'Verify the channel',
      description: "Link to the platform's channel verification page",
    },
    apiDisabledTitle: {
      id: 'doctor.apiDisabled.title',
      defaultMessage:
        "The OAuth client's cloud project does not have the YouTube Data API v3 enabled (accessNotConfigured / SERVICE_DISABLED).",
      description:
        'The API is off in the cloud project; "YouTube Data API v3" is a product name and the codes are kept as they are',
    },
    apiDisabledFix: {
      id: 'doctor.apiDisabled.fix',
      defaultMessage:
        'Open the API library of the project your client_secret file comes from, enable "YouTube Data API v3", wait a few minutes, then try again.',
      description:
        'The fix for a disabled API; "API library" is the Google Cloud console\'s page (its name in your language)',
    },
    apiDisabledLink: {
      id: 'doctor.link.enableApi',
      defaultMessage: 'Enable the YouTube Data API v3',
      description: 'Link to the page that enables the API in the cloud project',
    },
    scopeMissingTitle: {
      id: 'doctor.scopeMissing.title',
      defaultMessage:
        'The sign-in lacks a permission this needs (insufficientPermissions / ACCESS_TOKEN_SCOPE_INSUFFICIENT): a box was left unticked on the consent page.',
      description: 'The sign-in was granted without every permission; the codes are kept as they are',
    },
    scopeMissingFix: {
      id: 'doctor.scopeMissing.fix',
      defaultMessage:
        'Sign out, sign in again and tick every permission asked. If the consent page does not ask for it, add the YouTube scopes to the OAuth consent screen of your cloud project.',
      description: 'The fix for a missing permission; "OAuth consent screen" is the Google Cloud console\'s page',
    },
    minutes: {
      id: 'doctor.duration.minutes',
      defaultMessage: '{minutes, number} min',
      description: 'A duration in minutes, abbreviated ("12 min")',
    },
    hours: {
      id: 'doctor.duration.hours',
      defaultMessage: '{hours, number} h',
      description: 'A duration in hours, abbreviated ("30 h")',
    },
    days: {
      id: 'doctor.duration.days',
      defaultMessage: '{days, plural, one {# day} other {# days}}',
      description: 'A duration in days ("3 days")',
    },
  }),
);
