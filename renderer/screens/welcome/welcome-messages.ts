// The Welcome screen and the demo workspace's checklist, in the catalogue.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const WELCOME = untyped(
  defineMessages({
    title: {
      id: 'welcome.title',
      defaultMessage: 'Welcome to {app}',
      description: 'Heading of the first screen; app is the product name',
    },
    lead: {
      id: 'welcome.lead',
      defaultMessage:
        'Upload videos that survive dropped networks and restarts, and protect your website with rate limiting rules.',
      description: 'What the app does, under the Welcome heading',
    },
    demoTitle: {
      id: 'welcome.demo.title',
      defaultMessage: 'Try the demo workspace',
      description: 'Card heading: a demo channel and website on an emulator inside the app',
    },
    demoText: {
      id: 'welcome.demo.text',
      defaultMessage:
        'A demo channel to upload to and a demo website with example rate limiting rules, on an emulator inside the app. Nothing leaves this computer.',
      description: 'What the demo workspace is',
    },
    demoStart: {
      id: 'welcome.demo.start',
      defaultMessage: 'Try the demo workspace',
      description: 'Button that starts the demo workspace',
    },
    demoStarting: {
      id: 'welcome.demo.starting',
      defaultMessage: 'Starting the demo…',
      description: 'The demo button while the demo starts',
    },
    connectTitle: {
      id: 'welcome.connect.title',
      defaultMessage: 'Connect your channel',
      description: "Card heading: sign in with the creator's own YouTube channel",
    },
    connectText: {
      id: 'welcome.connect.text',
      defaultMessage:
        'Import the OAuth client file (<code>client_secret….json</code>, type “Desktop app”) from your cloud console, then sign in in your browser.',
      description:
        'How to connect a real channel. <code> wraps a file name (keep it as is); "Desktop app" is the OAuth client type as Google Cloud console names it in your language',
    },
    signIn: {
      id: 'welcome.signIn',
      defaultMessage: 'Sign in',
      description: 'Button: sign in with Google in the browser',
    },
    waitingForBrowser: {
      id: 'welcome.waitingForBrowser',
      defaultMessage: 'Waiting for your browser…',
      description: 'The sign-in button while the browser shows the consent page',
    },
    cancel: { id: 'welcome.cancel', defaultMessage: 'Cancel', description: 'Button: stop waiting for the sign-in' },
    secretDrop: {
      id: 'welcome.clientSecret.drop',
      defaultMessage: 'Drop the OAuth client file here',
      description: 'File drop zone: the OAuth client JSON file from the Google Cloud console',
    },
    secretDropAnother: {
      id: 'welcome.clientSecret.dropAnother',
      defaultMessage: 'Drop another OAuth client file here',
      description: 'File drop zone once a client file was imported',
    },
    secretHint: {
      id: 'welcome.clientSecret.hint',
      defaultMessage: 'The client_secret\u2026.json the Google Cloud console gave you.',
      description: 'Hint under the drop zone; client_secret\u2026.json is a file name, keep it as is',
    },
    secretChoose: {
      id: 'welcome.clientSecret.choose',
      defaultMessage: 'Choose the file\u2026',
      description: 'Button opening the file picker',
    },
    secretReplace: {
      id: 'welcome.clientSecret.replace',
      defaultMessage: 'Replace it\u2026',
      description: 'Button opening the file picker to replace the imported client file',
    },
    secretTooLarge: {
      id: 'welcome.clientSecret.tooLarge',
      defaultMessage: '{name} is too large to be an OAuth client file.',
      description: 'Error; name is the dropped file name',
    },
    secretClient: {
      id: 'welcome.clientSecret.client',
      defaultMessage: 'OAuth client <code>{clientId}</code>',
      description: 'The imported OAuth client; clientId is an identifier shown as code',
    },
    secretClientProject: {
      id: 'welcome.clientSecret.clientProject',
      defaultMessage: 'OAuth client <code>{clientId}</code> (project {projectId})',
      description: 'The imported OAuth client and its Google Cloud project id',
    },
  }),
);

export const CHECKLIST = untyped(
  defineMessages({
    title: {
      id: 'checklist.title',
      defaultMessage: 'Demo checklist',
      description: "The demo workspace's first steps, folded at the foot of the sidebar",
    },
    count: {
      id: 'checklist.count',
      defaultMessage: '{done, number}/{total, number}',
      description: 'Steps done of all steps, beside the checklist title',
    },
    hide: { id: 'checklist.hide', defaultMessage: 'Hide these tips', description: 'Button that hides the checklist' },
    note: {
      id: 'checklist.note',
      defaultMessage: 'Everything runs on this computer: nothing is published.',
      description: 'Under the checklist title: the demo publishes nothing',
    },
    uploadTitle: { id: 'checklist.upload.title', defaultMessage: 'Upload a video.', description: 'Checklist step' },
    uploadText: {
      id: 'checklist.upload.text',
      defaultMessage:
        'Drop any video file on the Uploads screen (or choose it), check its details, then Start upload. Pause it, or quit the app halfway: it resumes from what the server confirmed.',
      description: 'What to try for the step; Uploads and Start upload are the screen and button names',
    },
    uploadGo: { id: 'checklist.upload.go', defaultMessage: 'Go to Uploads', description: 'Button to the screen' },
    editTitle: {
      id: 'checklist.edit.title',
      defaultMessage: 'Edit a video of the channel.',
      description: 'Checklist step',
    },
    editText: {
      id: 'checklist.edit.text',
      defaultMessage:
        'The Library lists the demo channel’s videos. Open one to change its title or visibility, give it a thumbnail or add captions; Playlists puts videos in order by dragging them.',
      description: 'What to try for the step; Library and Playlists are screen names',
    },
    editGo: { id: 'checklist.edit.go', defaultMessage: 'Open Library', description: 'Button to the screen' },
    channelTitle: {
      id: 'checklist.channel.title',
      defaultMessage: 'Dress the channel.',
      description: 'Checklist step',
    },
    channelText: {
      id: 'checklist.channel.text',
      defaultMessage:
        'Channel shows the banner as TVs, computers and phones crop it, the description and keywords, the sections of the channel’s home page, and who subscribed lately.',
      description: 'What to try for the step; Channel is a screen name',
    },
    channelGo: { id: 'checklist.channel.go', defaultMessage: 'Open Channel', description: 'Button to the screen' },
    moderateTitle: {
      id: 'checklist.moderate.title',
      defaultMessage: 'Moderate comments from the keyboard.',
      description: 'Checklist step',
    },
    moderateText: {
      id: 'checklist.moderate.text',
      defaultMessage:
        'Comments opens on those held for review. Press a to approve, r to reject, u to undo, ? for every key: decisions wait a few seconds before they are sent, so nothing is lost.',
      description: 'What to try for the step; the keys a, r, u and ? are the same in every language',
    },
    moderateGo: { id: 'checklist.moderate.go', defaultMessage: 'Open Comments', description: 'Button to the screen' },
    rulesTitle: {
      id: 'checklist.rules.title',
      defaultMessage: 'Look at the demo zone’s rate limiting rules.',
      description: 'Checklist step',
    },
    rulesText: {
      id: 'checklist.rules.text',
      defaultMessage:
        'Two example rules protect the demo website. Open one to edit it: the simulator beside the editor shows which requests it would block. Templates add more.',
      description: 'What to try for the step',
    },
    rulesGo: { id: 'checklist.rules.go', defaultMessage: 'Open Rate limits', description: 'Button to the screen' },
    ownTitle: {
      id: 'checklist.own.title',
      defaultMessage: 'Use your own channel when you are ready.',
      description: 'Checklist step',
    },
    ownText: {
      id: 'checklist.own.text',
      defaultMessage: 'Sign out of the demo on Accounts, then choose Connect your channel.',
      description: 'What to do for the step; Accounts is a screen name, Connect your channel a card on Welcome',
    },
    ownGo: { id: 'checklist.own.go', defaultMessage: 'Open Accounts', description: 'Button to the screen' },
  }),
);
