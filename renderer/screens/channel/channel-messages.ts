// The Channel screen in the catalogue: the status card (monetization, long uploads), the Branding tab (banner,
// description, keywords, country, language), the Sections tab (the home tab's sections) and the Activity tab
// (recent activity, subscribers, subscriptions). The platform's terms are YouTube Studio's (Customization: Branding,
// Home tab sections; Subscribers; Monetization), read in its help pages on 2026-12-07.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const CHANNEL = untyped(
  defineMessages({
    tabBranding: {
      id: 'channel.tab.branding',
      defaultMessage: 'Branding',
      description: "Tab: the channel's banner and details (YouTube Studio's Customization › Branding)",
    },
    tabSections: {
      id: 'channel.tab.sections',
      defaultMessage: 'Sections',
      description: "Tab: the sections of the channel's home tab (YouTube Studio's term)",
    },
    tabActivity: {
      id: 'channel.tab.activity',
      defaultMessage: 'Activity and subscribers',
      description: "Tab: the channel's recent activity, its subscribers and its subscriptions",
    },

    // Status card
    monetization: {
      id: 'channel.status.monetization',
      defaultMessage: 'Monetization: <strong>{state}</strong>',
      description: 'Whether the channel earns money from its videos; state is channel.status.monetization.state',
    },
    monetizationWords: {
      id: 'channel.status.monetization.state',
      defaultMessage: '{state, select, on {on} off {off} other {not reported}}',
      description: 'Monetization on, off, or not said by the platform',
    },
    monetizationHelp: {
      id: 'channel.status.monetization.help',
      defaultMessage:
        'Whether the channel earns money from its videos is managed in the platform’s studio; this app only shows it. <link>Open monetization in the studio</link>',
      description: "Monetization is changed in YouTube Studio, not here; <link> is the link to the studio's Earn page",
    },
    longUploads: {
      id: 'channel.status.longUploads',
      defaultMessage: 'Videos longer than 15 minutes: <strong>{state}</strong>',
      description: 'Whether the channel may upload long videos; state is channel.status.longUploads.state',
    },
    longUploadsWords: {
      id: 'channel.status.longUploads.state',
      defaultMessage:
        '{status, select, allowed {allowed} eligible {not yet: the channel can once it is verified} disallowed {not allowed for this channel} other {not reported}}',
      description: "The platform's long uploads status (verification unlocks it)",
    },
    asAtSignIn: {
      id: 'channel.status.asAtSignIn',
      defaultMessage: 'As the platform said at sign-in.',
      description: 'When the status was read',
    },
    asAt: {
      id: 'channel.status.asAt',
      defaultMessage: 'As the platform said at {time}.',
      description: 'When the status was read; time is a time of day',
    },
    reading: { id: 'channel.status.reading', defaultMessage: 'Reading…', description: 'While the channel is read' },
    readAgain: { id: 'channel.status.readAgain', defaultMessage: 'Read it again', description: 'Button' },
    readingCost: {
      id: 'channel.status.cost',
      defaultMessage: 'Reading the channel',
      description: 'What the quota cost is of (followed by “: 1 unit”)',
    },

    // Branding
    brandingFailed: {
      id: 'channel.branding.loadFailed',
      defaultMessage: "The channel's branding could not be loaded: {message}",
      description: "message is the platform's reason",
    },
    brandingLoading: {
      id: 'channel.branding.loading',
      defaultMessage: "Loading the channel's branding…",
      description: 'While the branding is read',
    },
    about: {
      id: 'channel.about',
      defaultMessage: 'About the channel',
      description: "Heading of the channel's details",
    },
    description: {
      id: 'channel.description',
      defaultMessage: 'Description',
      description: "The channel's description (YouTube Studio's Basic info term)",
    },
    descriptionHelp: {
      id: 'channel.description.help',
      defaultMessage: "What viewers read on the channel's About page. Links are fine; < and > are not.",
      description: 'Help of the description',
    },
    keywords: { id: 'channel.keywords', defaultMessage: 'Keywords', description: "The channel's keywords" },
    keywordsHelp: {
      id: 'channel.keywords.help',
      defaultMessage: 'Words viewers might search for. A keyword may have several words; each is kept whole.',
      description: 'Help of the keywords',
    },
    country: { id: 'channel.country', defaultMessage: 'Country', description: "The channel's country" },
    countryHelp: {
      id: 'channel.country.help',
      defaultMessage: "Where the channel is based (the platform's list of regions).",
      description: 'Help of the country',
    },
    language: {
      id: 'channel.language',
      defaultMessage: 'Default language',
      description: "The language of the channel's title and description",
    },
    languageHelp: {
      id: 'channel.language.help',
      defaultMessage: "The language of the channel's title and description.",
      description: 'Help of the default language',
    },
    choice: {
      id: 'channel.choice',
      defaultMessage: '{name} ({code})',
      description: 'A country or language as the platform names it, with its code (DE, pt-BR)',
    },
    notSet: { id: 'channel.notSet', defaultMessage: 'Not set', description: 'A country or language not chosen' },
    optionsFailed: {
      id: 'channel.options.failed',
      defaultMessage: 'The lists of countries and languages could not be loaded: {message}',
      description: "message is the platform's reason",
    },
    saving: { id: 'channel.saving', defaultMessage: 'Saving…', description: 'While saving' },
    save: { id: 'channel.save', defaultMessage: 'Save', description: 'Button' },
    undoChanges: { id: 'channel.undoChanges', defaultMessage: 'Undo changes', description: 'Button: back to saved' },
    saveCost: {
      id: 'channel.save.cost',
      defaultMessage: 'Saving reads the channel, then updates it',
      description: 'What the quota cost is of (followed by “: 2 units”)',
    },
    saved: {
      id: 'channel.saved',
      defaultMessage: 'Saved. The channel shows the new details.',
      description: 'After saving the details',
    },
    removeKeyword: {
      id: 'channel.keywords.remove',
      defaultMessage: 'Remove keyword {keyword}',
      description: "A keyword's × button",
    },
    noKeywords: { id: 'channel.keywords.none', defaultMessage: 'No keywords yet.', description: 'An empty list' },
    keywordPlaceholder: {
      id: 'channel.keywords.placeholder',
      defaultMessage: 'Type a keyword, then Enter',
      description: 'Placeholder of the keyword field',
    },
    addKeyword: { id: 'channel.keywords.add', defaultMessage: 'Add keyword', description: 'Button' },

    // Banner
    banner: { id: 'channel.banner', defaultMessage: 'Banner', description: "The channel's banner image (heading)" },
    replaceBanner: { id: 'channel.banner.replace', defaultMessage: 'Replace the banner', description: 'Heading' },
    dropBanner: {
      id: 'channel.banner.drop',
      defaultMessage: 'Drop a banner image here',
      description: 'Drop target',
    },
    chooseImage: { id: 'channel.banner.choose', defaultMessage: 'Choose an image…', description: 'File button' },
    bannerHint: {
      id: 'channel.banner.hint',
      defaultMessage:
        'PNG or JPEG, at least {minWidth, number, ::group-off} × {minHeight, number, ::group-off}, at most 6 MB; {width, number, ::group-off} × {height, number, ::group-off} (16:9) is best, with text and logos inside the centre {safeWidth, number, ::group-off} × {safeHeight, number, ::group-off}.',
      description: "The platform's rules for a banner image, in pixels",
    },
    checkingImage: {
      id: 'channel.banner.checking',
      defaultMessage: 'Checking the image…',
      description: 'While the picked image is examined',
    },
    safeAreaNote: {
      id: 'channel.banner.safeNote',
      defaultMessage: 'The dashed outline is the safe area: the part every device shows.',
      description: 'Under the previews',
    },
    applyBanner: { id: 'channel.banner.apply', defaultMessage: 'Apply banner', description: 'Button' },
    cancel: { id: 'channel.cancel', defaultMessage: 'Cancel', description: 'Button' },
    replaceCost: {
      id: 'channel.banner.replace.cost',
      defaultMessage: 'Sends the image, then sets it (4 calls)',
      description: 'What the quota cost is of',
    },
    bannerWaiting: {
      id: 'channel.banner.waiting',
      defaultMessage:
        'The image is on the platform already; only setting it on the channel is left. Retrying does not send the image again.',
      description: 'The banner was sent but not yet set on the channel',
    },
    retryBanner: { id: 'channel.banner.retry', defaultMessage: 'Retry setting the banner', description: 'Button' },
    retryCost: { id: 'channel.banner.retry.cost', defaultMessage: 'Sets the banner', description: 'Quota cost of' },
    noBanner: { id: 'channel.banner.none', defaultMessage: 'The channel has no banner yet.', description: 'No banner' },
    bannerImage: {
      id: 'channel.banner.image',
      defaultMessage: '{what, select, new {New banner} other {Current banner}}',
      description: 'The banner picked to replace the current one, or the one the channel shows now',
    },
    cropsName: {
      id: 'channel.banner.crops',
      defaultMessage:
        '{what, select, new {How the new banner shows on each device} other {How the current banner shows on each device}}',
      description: 'Accessible name of the previews per device',
    },
    cropAlt: {
      id: 'channel.banner.crop.alt',
      defaultMessage:
        '{what, select, new {New banner} other {Current banner}} on {device, select, tv {TV} desktop {desktop} other {mobile}}',
      description: 'Alt text of a preview: the banner as a TV, desktop or mobile shows it',
    },
    cropLabel: {
      id: 'channel.banner.crop.label',
      defaultMessage:
        '{device, select, tv {TV} desktop {Desktop} other {Mobile (safe area)}} {width, number, ::group-off} × {height, number, ::group-off}',
      description: 'Under a preview: the device and the size shown, in pixels',
    },
    safeArea: {
      id: 'channel.banner.safeArea',
      defaultMessage: 'Safe area: what every device shows',
      description: 'Tooltip of the dashed outline',
    },
    stepState: {
      id: 'channel.banner.step.state',
      defaultMessage: '{state, select, running {in progress} done {done} failed {failed} other {waiting}}',
      description: "A step's state badge",
    },
    step: {
      id: 'channel.banner.step',
      defaultMessage: '{number, number}. {label}',
      description: 'A numbered step',
    },
    stepCopying: {
      id: 'channel.banner.step.copying',
      defaultMessage: 'Copying the image to {app}',
      description: 'First step, while the image is copied into the app; app is the product name',
    },
    stepSending: {
      id: 'channel.banner.step.sending',
      defaultMessage: 'Sending the image (channelBanners.insert)',
      description: "First step; channelBanners.insert is the platform's method name, kept as it is",
    },
    stepSetting: {
      id: 'channel.banner.step.setting',
      defaultMessage: 'Setting it on the channel (channels.update)',
      description: "Second step; channels.update is the platform's method name, kept as it is",
    },
    settingProgress: {
      id: 'channel.banner.step.setting.progress',
      defaultMessage: 'Setting the banner on the channel',
      description: "Second step's progress bar",
    },
    bannerDone: {
      id: 'channel.banner.done',
      defaultMessage: 'The new banner is set. The platform shows it on the channel within a few minutes.',
      description: 'Both steps done',
    },

    // Sections
    sectionType: {
      id: 'channel.section.type',
      defaultMessage:
        '{type, select, recentUploads {Recent uploads} popularUploads {Popular uploads} singlePlaylist {One playlist} multiplePlaylists {Several playlists} allPlaylists {All playlists} multipleChannels {Featured channels} subscriptions {Subscriptions} liveEvents {Live now} upcomingEvents {Upcoming live streams} completedEvents {Past live streams} likes {Liked videos} likedPlaylists {Liked playlists} recentPosts {Recent posts} recentActivity {Recent activity} postedVideos {Posted videos} postedPlaylists {Posted playlists} other {{type}}}',
      description: "A kind of home tab section, as YouTube Studio names it (other: the platform's own code, as is)",
    },
    sectionName: {
      id: 'channel.section.name',
      defaultMessage: '“{title}”',
      description: "A section's name in quotes, as labels and notices say it",
    },
    sectionsList: {
      id: 'channel.sections.list',
      defaultMessage: 'Sections of your channel page, in order',
      description: 'Accessible name of the list',
    },
    sectionsCount: {
      id: 'channel.sections.count',
      defaultMessage: '{count, number} of {max, number}',
      description: 'How many sections the channel has, of the most it may have',
    },
    addSection: { id: 'channel.sections.add', defaultMessage: 'Add section', description: 'Button' },
    reload: { id: 'channel.sections.reload', defaultMessage: 'Reload', description: 'Button: read the sections again' },
    sectionsAbout: {
      id: 'channel.sections.about',
      defaultMessage:
        'The shelves viewers see on your channel page, top to bottom. Adding, editing, moving or removing one is a write.',
      description: 'What sections are; a write costs quota',
    },
    sectionLimit: {
      id: 'channel.sections.limit',
      defaultMessage: 'A channel shows at most {max, number} sections; remove one to add another.',
      description: 'Why Add section is off',
    },
    addRemoveCost: {
      id: 'channel.sections.addRemove.cost',
      defaultMessage: 'Each add or removal',
      description: 'What the quota cost is of',
    },
    editMoveCost: {
      id: 'channel.sections.editMove.cost',
      defaultMessage: 'Each edit or move (the section is read first)',
      description: 'What the quota cost is of',
    },
    reloadSections: { id: 'channel.sections.reloadAll', defaultMessage: 'Reload sections', description: 'Retry' },
    newSection: { id: 'channel.sections.new', defaultMessage: 'New section', description: "The new section's form" },
    loadingSections: {
      id: 'channel.sections.loading',
      defaultMessage: 'Loading your sections…',
      description: 'While read',
    },
    noSections: {
      id: 'channel.sections.none',
      defaultMessage: 'Your channel page shows no sections yet. Add one: recent uploads are a good first shelf.',
      description: 'No sections',
    },
    editSection: { id: 'channel.section.edit', defaultMessage: 'Edit {name}', description: "Edit's name; the form's" },
    saveSection: { id: 'channel.section.save', defaultMessage: 'Save section', description: 'Submit button' },
    edit: { id: 'channel.edit', defaultMessage: 'Edit', description: 'Button' },
    remove: { id: 'channel.remove', defaultMessage: 'Remove', description: 'Button' },
    removeSection: {
      id: 'channel.section.remove',
      defaultMessage: 'Remove the section {name}',
      description: "Remove's accessible name",
    },
    removeQuestion: {
      id: 'channel.section.remove.question',
      defaultMessage: 'Remove this section from your channel page? Its videos and playlists stay.',
      description: 'Asked in place of Remove',
    },
    yesRemove: { id: 'channel.yesRemove', defaultMessage: 'Yes, remove', description: 'Answer that removes' },
    keep: { id: 'channel.keep', defaultMessage: 'Keep', description: 'Answer that keeps it' },
    removeGroup: {
      id: 'channel.section.remove.group',
      defaultMessage: 'Confirm removing {name}',
      description: "The question's group name for screen readers",
    },
    moveHandle: {
      id: 'channel.section.move',
      defaultMessage: 'Move {name}, position {position, number} of {count, number}',
      description: "The drag handle's name",
    },
    noLongerOffered: {
      id: 'channel.section.retired',
      defaultMessage: 'No longer offered by the platform',
      description: 'Badge of a kind of section the platform no longer creates',
    },
    savingOrder: {
      id: 'channel.section.savingOrder',
      defaultMessage: 'Saving the new order…',
      description: 'While a move is saved',
    },
    playlistsIn: {
      id: 'channel.section.playlists',
      defaultMessage: 'Playlists in {name}',
      description: 'Accessible name of the list',
    },
    channelsIn: {
      id: 'channel.section.channels',
      defaultMessage: 'Channels in {name}',
      description: 'Accessible name of the list',
    },
    videoCount: {
      id: 'channel.videoCount',
      defaultMessage: '{count, plural, one {# video} other {# videos}}',
      description: "A playlist's number of videos",
    },
    filledByPlatform: {
      id: 'channel.section.filled',
      defaultMessage: 'Filled by the platform from your channel.',
      description: 'A section whose content the platform chooses',
    },
    moveInstructions: {
      id: 'channel.section.move.instructions',
      defaultMessage:
        'To move a section, press Space or Enter on its handle, move it with the arrow keys, then press Space or Enter again to drop it, or Escape to cancel. Alt with the up or down arrow moves it one place at once.',
      description: 'Screen reader instructions of the drag handle (key names as printed on keyboards)',
    },
    moveUnnamed: { id: 'channel.section.move.unnamed', defaultMessage: 'The section', description: 'A row gone' },
    pickedUp: {
      id: 'channel.section.move.pickedUp',
      defaultMessage: 'Picked up {name} at position {position, number}.',
      description: 'Said when a drag starts',
    },
    over: {
      id: 'channel.section.move.over',
      defaultMessage: '{name} is over position {position, number} of {count, number}.',
      description: 'Said while dragging',
    },
    droppedAt: {
      id: 'channel.section.move.droppedAt',
      defaultMessage: '{name} dropped at position {position, number}.',
      description: 'Said on drop',
    },
    dropped: { id: 'channel.section.move.dropped', defaultMessage: '{name} dropped.', description: 'Said on drop' },
    cancelled: {
      id: 'channel.section.move.cancelled',
      defaultMessage: 'Moving {name} was cancelled; it stays where it was.',
      description: 'Said when a drag is cancelled',
    },
    moveWhileSaving: {
      id: 'channel.section.move.whileSaving',
      defaultMessage: 'The last change is still being saved: move again in a moment.',
      description: 'A move tried before the last one was saved',
    },
    saidAdded: {
      id: 'channel.section.said.added',
      defaultMessage: 'The section {name} was added at position {position, number}.',
      description: 'Said after adding',
    },
    saidSaved: {
      id: 'channel.section.said.saved',
      defaultMessage: 'The section {name} was saved.',
      description: 'Said after saving',
    },
    saidRemoved: {
      id: 'channel.section.said.removed',
      defaultMessage: 'The section {name} was removed.',
      description: 'Said after removing',
    },
    saidMoved: {
      id: 'channel.section.said.moved',
      defaultMessage: '{name} moved to position {position, number} of {count, number}.',
      description: 'Said after a move',
    },
    moveFailed: {
      id: 'channel.section.moveFailed',
      defaultMessage:
        'The section {name} could not be moved, so it is back at position {position, number}: {message} Reload the sections to see them as the platform has them, then try again.',
      description: "A refused move; message is the platform's reason (a sentence)",
    },

    // A section's form
    typeHelp: {
      id: 'channel.section.type.help',
      defaultMessage:
        '{type, select, recentUploads {Your newest videos, kept up to date by the platform.} popularUploads {Your most watched videos.} singlePlaylist {The videos of one playlist, under its title.} multiplePlaylists {Several playlists side by side, under a title you choose.} allPlaylists {Every public playlist of the channel.} multipleChannels {Channels you recommend, under a title you choose.} subscriptions {The channels you subscribe to.} other {}}',
      description: 'What a kind of section shows',
    },
    kind: { id: 'channel.section.kind', defaultMessage: 'Kind of section', description: 'Field label' },
    title: { id: 'channel.section.title', defaultMessage: 'Title', description: "The section's title" },
    needsTitle: {
      id: 'channel.section.title.needed',
      defaultMessage: 'This kind of section needs a title.',
      description: 'Problem',
    },
    titleTooLong: {
      id: 'channel.section.title.tooLong',
      defaultMessage: 'At most {max, plural, one {# character} other {# characters}}.',
      description: 'Problem: the title is too long',
    },
    titleLonger: {
      id: 'channel.section.problem.titleLong',
      defaultMessage:
        'The title is {length, plural, one {# character} other {# characters}} long; the platform takes at most {max, number}.',
      description: 'Problem',
    },
    pickPlaylist: {
      id: 'channel.section.problem.pickPlaylist',
      defaultMessage: 'Pick the playlist this section shows.',
      description: 'Problem',
    },
    pickPlaylists: {
      id: 'channel.section.problem.pickPlaylists',
      defaultMessage: 'Pick at least one playlist.',
      description: 'Problem',
    },
    noPlaylistsHere: {
      id: 'channel.section.problem.noPlaylists',
      defaultMessage: 'This kind of section shows no playlists.',
      description: 'Problem',
    },
    tooManyPlaylists: {
      id: 'channel.section.problem.tooManyPlaylists',
      defaultMessage: 'A section shows at most {max, number} playlists; {count, number} are picked.',
      description: 'Problem',
    },
    playlistTwice: {
      id: 'channel.section.problem.playlistTwice',
      defaultMessage: 'A playlist is picked twice.',
      description: 'Problem',
    },
    pickChannels: {
      id: 'channel.section.problem.pickChannels',
      defaultMessage: 'Pick at least one channel.',
      description: 'Problem',
    },
    noChannelsHere: {
      id: 'channel.section.problem.noChannels',
      defaultMessage: 'This kind of section shows no channels.',
      description: 'Problem',
    },
    tooManyChannels: {
      id: 'channel.section.problem.tooManyChannels',
      defaultMessage: 'A section shows at most {max, number} channels; {count, number} are picked.',
      description: 'Problem',
    },
    channelTwice: {
      id: 'channel.section.problem.channelTwice',
      defaultMessage: 'A channel is picked twice.',
      description: 'Problem',
    },
    playlist: { id: 'channel.section.playlist', defaultMessage: 'Playlist', description: 'Group of choices: one' },
    playlistsTicked: {
      id: 'channel.section.playlists.ticked',
      defaultMessage: 'Playlists, in the order ticked',
      description: 'Group of choices: several, in the order they are ticked',
    },
    loadingPlaylists: {
      id: 'channel.section.playlists.loading',
      defaultMessage: 'Loading your playlists…',
      description: 'While read',
    },
    noPlaylists: {
      id: 'channel.section.playlists.none',
      defaultMessage: 'This channel has no playlists yet. Create one on the Playlists screen first.',
      description: 'No playlist to pick',
    },
    privatePlaylist: {
      id: 'channel.section.playlist.private',
      defaultMessage: '(private: a section cannot show it)',
      description: 'Beside a private playlist, offered disabled',
    },
    featureChannels: {
      id: 'channel.section.channels.feature',
      defaultMessage: 'Channels to feature (from your subscriptions)',
      description: 'Group of choices',
    },
    loadingSubscriptions: {
      id: 'channel.subscriptions.loadingShort',
      defaultMessage: 'Loading your subscriptions…',
      description: 'While read',
    },
    noSubscriptionsToFeature: {
      id: 'channel.section.channels.none',
      defaultMessage:
        'You subscribe to no channels yet. Subscribe on the “Activity and subscribers” tab, then feature them here.',
      description: 'No channel to pick; the tab is channel.tab.activity',
    },
    choicesFailed: {
      id: 'channel.section.choicesFailed',
      defaultMessage: 'What a section can show could not be loaded: {message}',
      description: "message is the platform's reason",
    },
    addsIt: { id: 'channel.section.add.cost', defaultMessage: 'Adds it', description: 'What the quota cost is of' },
    savesIt: {
      id: 'channel.section.save.cost',
      defaultMessage: 'Saves it (reads it, then updates it)',
      description: 'What the quota cost is of',
    },

    // Activity
    loadingMore: { id: 'channel.list.loading', defaultMessage: 'Loading…', description: 'While a page is read' },
    recentActivity: { id: 'channel.activity.title', defaultMessage: 'Recent activity', description: 'Heading' },
    activityLoading: {
      id: 'channel.activity.loading',
      defaultMessage: 'Loading what your channel did lately…',
      description: 'While read',
    },
    activityEmpty: {
      id: 'channel.activity.empty',
      defaultMessage: 'Nothing yet. Uploads, playlist additions and new subscriptions of your channel appear here.',
      description: 'No activity',
    },
    activityList: {
      id: 'channel.activity.list',
      defaultMessage: 'Recent activity, newest first',
      description: 'Accessible name of the list',
    },
    activityFailed: {
      id: 'channel.activity.failed',
      defaultMessage: 'The activity could not be loaded: {message}',
      description: "message is the platform's reason",
    },
    activityMore: { id: 'channel.activity.more', defaultMessage: 'Load more activity', description: 'Button' },
    activityVerb: {
      id: 'channel.activity.verb',
      defaultMessage:
        '{type, select, upload {Uploaded} like {Liked} favorite {Marked as a favourite} comment {Commented on} subscription {Subscribed to} recommendation {Recommended} bulletin {Posted} social {Shared} channelItem {Added to the channel} promotedItem {Promoted} other {Activity}}',
      description: 'What the channel did, before the title of what it did it to',
    },
    addedToPlaylist: {
      id: 'channel.activity.addedToPlaylist',
      defaultMessage: 'Added to the playlist “{playlist}”',
      description: 'A video added to one of the channel’s playlists',
    },
    addedToAPlaylist: {
      id: 'channel.activity.addedToAPlaylist',
      defaultMessage: 'Added to a playlist',
      description: 'A video added to a playlist whose title is not known',
    },
    openInLibrary: { id: 'channel.activity.open', defaultMessage: 'Open in Library', description: 'Button' },
    openTitleInLibrary: {
      id: 'channel.activity.open.name',
      defaultMessage: 'Open “{title}” in the Library',
      description: "The button's accessible name",
    },
    subscribers: {
      id: 'channel.subscribers',
      defaultMessage: 'Subscribers',
      description: "Heading and list name: the channel's subscribers (YouTube Studio's term)",
    },
    newestFirst: { id: 'channel.subscribers.newest', defaultMessage: 'Newest first', description: 'Sort switch' },
    subscribersLoading: {
      id: 'channel.subscribers.loading',
      defaultMessage: 'Loading your subscribers…',
      description: 'While read',
    },
    subscribersEmpty: {
      id: 'channel.subscribers.empty',
      defaultMessage: 'No subscribers are listed yet. Only subscribers who keep their subscriptions public are shown.',
      description: 'No subscribers listed',
    },
    subscribersFailed: {
      id: 'channel.subscribers.failed',
      defaultMessage: 'The subscribers could not be loaded: {message}',
      description: "message is the platform's reason",
    },
    subscribersMore: { id: 'channel.subscribers.more', defaultMessage: 'Load more subscribers', description: 'Button' },
    subscribedOn: {
      id: 'channel.subscribers.since',
      defaultMessage: 'Subscribed <time>{date}</time>',
      description: 'When a subscriber subscribed; date is a date',
    },
    subscribeBack: { id: 'channel.subscribers.back', defaultMessage: 'Subscribe back', description: 'Button' },
    subscribeBackName: {
      id: 'channel.subscribers.back.name',
      defaultMessage: 'Subscribe back to “{title}” ({units, plural, one {# unit} other {# units}})',
      description: "The button's accessible name, with its quota cost",
    },
    subscribeForm: {
      id: 'channel.subscribe.form',
      defaultMessage: 'Subscribe to a channel',
      description: "The form's accessible name",
    },
    channelReference: {
      id: 'channel.subscribe.field',
      defaultMessage: 'Channel ID, handle or address',
      description: 'Field label',
    },
    channelReferenceHelp: {
      id: 'channel.subscribe.help',
      defaultMessage:
        'A handle starts with @ (@name); an ID with UC (channel page › About › Share channel › Copy channel ID); or paste the address of the channel’s page',
      description: "Help; the menu path is YouTube's own (About › Share channel › Copy channel ID)",
    },
    subscribing: { id: 'channel.subscribe.busy', defaultMessage: 'Subscribing…', description: 'While subscribing' },
    subscribe: { id: 'channel.subscribe', defaultMessage: 'Subscribe', description: 'Button' },
    handleCost: {
      id: 'channel.subscribe.handle.cost',
      defaultMessage: 'Looking up the handle and subscribing',
      description: 'What the quota cost is of',
    },
    subscribeCost: {
      id: 'channel.subscribe.cost',
      defaultMessage: 'Subscribing',
      description: 'What the quota cost is of',
    },
    subscriptions: {
      id: 'channel.subscriptions',
      defaultMessage: 'Subscriptions',
      description: 'Heading: the channels this channel subscribes to',
    },
    subscriptionsLoading: {
      id: 'channel.subscriptions.loading',
      defaultMessage: 'Loading the channels you subscribe to…',
      description: 'While read',
    },
    subscriptionsEmpty: {
      id: 'channel.subscriptions.empty',
      defaultMessage: 'Your channel subscribes to no one yet. Paste a channel’s handle or ID above to subscribe.',
      description: 'No subscriptions',
    },
    subscriptionsList: {
      id: 'channel.subscriptions.list',
      defaultMessage: 'Channels you subscribe to',
      description: 'Accessible name of the list',
    },
    subscriptionsFailed: {
      id: 'channel.subscriptions.failed',
      defaultMessage: 'The subscriptions could not be loaded: {message}',
      description: "message is the platform's reason",
    },
    subscriptionsMore: {
      id: 'channel.subscriptions.more',
      defaultMessage: 'Load more subscriptions',
      description: 'Button',
    },
    since: {
      id: 'channel.subscriptions.since',
      defaultMessage: 'Since <time>{date}</time>',
      description: 'Since when the channel subscribes; date is a date',
    },
    unsubscribing: { id: 'channel.unsubscribe.busy', defaultMessage: 'Unsubscribing…', description: 'While it runs' },
    unsubscribe: { id: 'channel.unsubscribe', defaultMessage: 'Unsubscribe', description: 'Button' },
    unsubscribeName: {
      id: 'channel.unsubscribe.name',
      defaultMessage: 'Unsubscribe from “{title}”',
      description: "The button's accessible name",
    },
    unsubscribeQuestion: {
      id: 'channel.unsubscribe.question',
      defaultMessage: 'Unsubscribe from “{title}”? ({units, plural, one {# unit} other {# units}})',
      description: 'Asked in place of the button, with the quota cost',
    },
    yesUnsubscribe: { id: 'channel.unsubscribe.yes', defaultMessage: 'Yes, unsubscribe', description: 'Answer' },
    unsubscribeGroup: {
      id: 'channel.unsubscribe.group',
      defaultMessage: 'Confirm unsubscribing from “{title}”',
      description: "The question's group name for screen readers",
    },
    saidSubscribed: {
      id: 'channel.said.subscribed',
      defaultMessage: 'You now subscribe to “{title}”.',
      description: 'Said after subscribing',
    },
    saidUnsubscribed: {
      id: 'channel.said.unsubscribed',
      defaultMessage: 'You no longer subscribe to “{title}”.',
      description: 'Said after unsubscribing',
    },
  }),
);
