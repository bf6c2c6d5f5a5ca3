// The Library screen in the catalogue: its head, filters, counts, table and search (the video's details are in
// details-messages.ts, the bulk editor's words in bulk/bulk-messages.ts). The platform's terms are YouTube Studio's
// (Content, Visibility: Public, Unlisted, Private, Scheduled; "Altered or synthetic content"), as its help pages say
// them in each language (read 2026-12-07).
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const LIBRARY = untyped(
  defineMessages({
    filterAllName: {
      id: 'library.filter.all.name',
      defaultMessage: 'Filter all the videos by title or tag, free, as you type',
      description: "The local filter's accessible name once every video of the channel is kept on this computer",
    },
    filterLoadedName: {
      id: 'library.filter.loaded.name',
      defaultMessage: 'Filter the loaded videos by title or tag, free, as you type',
      description: "The local filter's accessible name while only the loaded pages are at hand",
    },
    filterAllPlaceholder: {
      id: 'library.filter.all.placeholder',
      defaultMessage: 'Filter all videos (free)',
      description: "The local filter's placeholder (free: it costs no quota)",
    },
    filterLoadedPlaceholder: {
      id: 'library.filter.loaded.placeholder',
      defaultMessage: 'Filter loaded videos (free)',
      description: "The local filter's placeholder while only loaded pages are at hand (free: no quota)",
    },
    alteredFilterName: {
      id: 'library.filter.altered.name',
      defaultMessage: 'Show the loaded videos by their altered or synthetic content answer',
      description: "Accessible name of the filter on the answer to YouTube's 'Altered or synthetic content' question",
    },
    alteredFilterOption: {
      id: 'library.filter.altered.option',
      defaultMessage:
        '{answer, select, any {Altered content: any answer} yes {Altered content: answered yes} no {Altered content: answered no} other {Altered content: not answered}}',
      description:
        'An option of the altered or synthetic content filter: every video, or those answered yes, no, or not yet',
    },
    reload: { id: 'library.reload', defaultMessage: 'Reload', description: 'Button: reads the first page again' },
    loading: { id: 'library.loading', defaultMessage: 'Loading…', description: 'The Reload button while it reads' },
    helpLabel: {
      id: 'library.help.label',
      defaultMessage: 'Filter or search?',
      description: 'Folded help line: the difference between the free local filter and the platform search',
    },
    helpFilterAll: {
      id: 'library.help.filterAll',
      defaultMessage:
        'The filters narrow every video of the channel as you type, at no cost: they are kept on this computer.',
      description: 'Help: the local filters once every video is kept on this computer',
    },
    helpFilterLoaded: {
      id: 'library.help.filterLoaded',
      defaultMessage: 'The filter narrows the videos already loaded as you type, at no cost.',
      description: 'Help: the local filter while only loaded pages are at hand',
    },
    helpSearch: {
      id: 'library.help.search',
      defaultMessage:
        'Search asks the platform about every video of the channel, private ones included; it runs only when you press Enter or Search.',
      description: 'Help: the platform search (it costs quota, so it runs on Enter or the Search button only)',
    },
    countMatching: {
      id: 'library.count.matching',
      defaultMessage: '{matching, number} of {known, plural, one {# video} other {# videos}} match',
      description: "How many of all the channel's videos (kept on this computer) the filters leave",
    },
    countAll: {
      id: 'library.count.all',
      defaultMessage: 'All {known, plural, one {# video} other {# videos}} of the channel',
      description: 'Every video of the channel is listed (no filter)',
    },
    countLoaded: {
      id: 'library.count.loaded',
      defaultMessage: '{loaded, number} of {total, plural, one {# video} other {# videos}} loaded',
      description: 'Pages loaded so far, e.g. "12 of 14 videos loaded"',
    },
    countFiltered: {
      id: 'library.count.filtered',
      defaultMessage:
        '{shown, number} of the {loaded, number} loaded videos match {what, select, text {"{text}"} altered {altered content: {answer, select, yes {answered yes} no {answered no} other {not answered}}} other {"{text}" and altered content: {answer, select, yes {answered yes} no {answered no} other {not answered}}}}',
      description:
        'What the filters leave of the loaded videos; text is what was typed in the filter, answer the altered or synthetic content filter',
    },
    figuresStats: {
      id: 'library.figures.stats',
      defaultMessage: "Views and likes from the platform's statistics: they do not use the project's daily units.",
      description: 'Where the view and like counts came from: a read that does not cost quota units',
    },
    figuresFallback: {
      id: 'library.figures.fallback',
      defaultMessage:
        "Views and likes read with the videos, from the project's daily units, because {because, select, notServed {the platform's statistics are not offered here} notEnabled {the platform's statistics are not switched on for this project} other {the statistics' own daily allowance is used up}}.",
      description: 'The view and like counts were read with the videos (costing quota units), and why',
    },
    figuresReadStats: {
      id: 'library.figures.read.stats',
      defaultMessage: 'Read through {method}, on its own daily bucket.',
      description: 'Technical detail behind the figures line; method is an API method name',
    },
    figuresReadFallback: {
      id: 'library.figures.read.fallback',
      defaultMessage: 'Read through {method} instead of {other} ({reason}).',
      description: 'Technical detail behind the figures line; method and other are API method names, reason a code',
    },
    selectionGroup: {
      id: 'library.selection.group',
      defaultMessage: 'Selection',
      description: "The selection bar's group name for screen readers",
    },
    noneSelected: { id: 'library.selection.none', defaultMessage: 'No video selected', description: 'Selection bar' },
    selected: {
      id: 'library.selection.count',
      defaultMessage: '{count, number} selected',
      description: 'How many videos are selected for a bulk edit or an export',
    },
    pickHint: {
      id: 'library.selection.hint',
      defaultMessage: 'A click opens a video; its box, Space, Ctrl- or Shift-click select.',
      description: 'How to open and how to select rows of the table',
    },
    selectAllMatching: {
      id: 'library.selection.allMatching',
      defaultMessage: 'Select all {count, number} matching',
      description: 'Button: select every video the filters or search leave',
    },
    selectAll: {
      id: 'library.selection.all',
      defaultMessage: 'Select all {count, number}',
      description: 'Button: select every video listed',
    },
    clearSelection: {
      id: 'library.selection.clear',
      defaultMessage: 'Clear selection',
      description: 'Button: select nothing',
    },
    bulkEdit: {
      id: 'library.selection.bulkEdit',
      defaultMessage: 'Bulk edit {count, number}…',
      description: 'Button opening the bulk editor for the selected videos',
    },
    noticedDone: {
      id: 'library.bulkNoticed.done',
      defaultMessage:
        'The last bulk edit is done: {updated, number} of {total, plural, one {# video} other {# videos}} changed. It can be undone.',
      description: 'Line about the last finished bulk edit',
    },
    noticedRunning: {
      id: 'library.bulkNoticed.running',
      defaultMessage:
        '{kind, select, undo {An undo} other {A bulk edit}} is {status, select, paused {paused} other {running}}: {finished, number} of {total, plural, one {# video} other {# videos}} done.',
      description: 'Line about a bulk edit (or its undo) still running or paused, e.g. after a restart',
    },
    showResults: {
      id: 'library.bulkNoticed.showResults',
      defaultMessage: 'Show the results',
      description: 'Button: open the finished bulk edit',
    },
    showProgress: {
      id: 'library.bulkNoticed.showProgress',
      defaultMessage: 'Show progress',
      description: 'Button: open the running bulk edit',
    },
    searchFailed: {
      id: 'library.search.failed',
      defaultMessage: 'The search failed: {message} Use Clear search to go back to the list.',
      description: 'A platform search failed; message is the reason (a sentence); Clear search is a button',
    },
    searchingChannel: {
      id: 'library.search.searchingChannel',
      defaultMessage: 'Searching the channel\'s videos for "{q}"…',
      description: 'A platform search under way; q is what was searched',
    },
    searchNothing: {
      id: 'library.search.nothing',
      defaultMessage: 'No video of the channel matches "{q}". Try other words, or Clear search to see the list.',
      description: 'A platform search found nothing; Clear search is a button',
    },
    noResultMatches: {
      id: 'library.search.noResultMatches',
      defaultMessage: 'No result matches the filters.',
      description: 'The local filters leave none of the search results',
    },
    foundLabel: {
      id: 'library.search.listLabel',
      defaultMessage: 'Videos found for {q}',
      description: "The result table's accessible name; q is what was searched",
    },
    catalogueNoMatch: {
      id: 'library.noMatch.catalogue',
      defaultMessage: 'No video of the channel matches the filters.',
      description: 'The filters leave no video',
    },
    loadingVideos: {
      id: 'library.loadingVideos',
      defaultMessage: "Loading the channel's videos…",
      description: 'The first page is being read',
    },
    noVideos: {
      id: 'library.noVideos',
      defaultMessage: 'No videos on this channel yet. Upload one on the Uploads screen.',
      description: 'The channel has no video; Uploads is the name of a screen',
    },
    noLoadedMatch: {
      id: 'library.noMatch.loaded',
      defaultMessage:
        '{more, select, yes {No loaded video matches the filters; load more to search further.} other {No loaded video matches the filters.}}',
      description: 'The filters leave none of the loaded videos; more: whether more pages can be loaded',
    },
    loadingMoreResults: {
      id: 'library.search.loadingMore',
      defaultMessage: 'Loading more results…',
      description: 'Button while the next page of search results is read',
    },
    moreResults: {
      id: 'library.search.more',
      defaultMessage: 'More results',
      description: 'Button: the next page of search results',
    },
    eachPage: {
      id: 'library.search.eachPage',
      defaultMessage: 'Each page',
      description: 'What the quota cost beside More results is for ("Each page: 100 units")',
    },
    loadingMore: {
      id: 'library.loadingMore',
      defaultMessage: 'Loading more…',
      description: 'Button while the next page of videos is read',
    },
    loadMore: { id: 'library.loadMore', defaultMessage: 'Load more videos', description: 'Button: the next page' },

    // The table.
    columnTitle: { id: 'library.column.title', defaultMessage: 'Title', description: 'Column header: video title' },
    columnVisibility: {
      id: 'library.column.visibility',
      defaultMessage: 'Visibility',
      description: "Column header: YouTube Studio's Visibility (public, unlisted, private, scheduled)",
    },
    columnSchedule: {
      id: 'library.column.schedule',
      defaultMessage: 'Schedule',
      description: 'Column header: when a scheduled video goes public',
    },
    columnAltered: {
      id: 'library.column.altered',
      defaultMessage: 'Altered',
      description: 'Short column header for the altered or synthetic content answer (the table is narrow)',
    },
    columnAlteredSpoken: {
      id: 'library.column.altered.full',
      defaultMessage: 'Altered or synthetic content',
      description: "The Altered column's full name (tooltip, screen readers): YouTube Studio's term",
    },
    columnDate: { id: 'library.column.date', defaultMessage: 'Date', description: 'Column header: upload date' },
    columnViews: { id: 'library.column.views', defaultMessage: 'Views', description: 'Column header' },
    columnComments: { id: 'library.column.comments', defaultMessage: 'Comments', description: 'Column header' },
    columnLikes: { id: 'library.column.likes', defaultMessage: 'Likes', description: 'Column header' },
    columnSorted: {
      id: 'library.column.sorted',
      defaultMessage: '{column}, sorted {direction, select, ascending {ascending} other {descending}}',
      description: 'Accessible name of the column the table is sorted by',
    },
    sortGroup: {
      id: 'library.sort.group',
      defaultMessage: 'Sort the videos by',
      description: "The column headers' group name for screen readers",
    },
    clearTheSelection: {
      id: 'library.check.clear',
      defaultMessage: 'Clear the selection',
      description: "The header checkbox's name when every row is selected",
    },
    selectAllShown: {
      id: 'library.check.all',
      defaultMessage: 'Select all {count, number} shown',
      description: "The header checkbox's name",
    },
    listLabel: {
      id: 'library.list.label',
      defaultMessage:
        '{label} (Enter or a click opens a video; Space, its checkbox, Ctrl-click or Shift-click selects)',
      description: "The table's accessible name with how to use it; label is library.list.channel or the search's",
    },
    listChannel: {
      id: 'library.list.channel',
      defaultMessage: 'Videos of the channel',
      description: 'What the table holds, for screen readers',
    },
    cellAltered: {
      id: 'library.cell.altered',
      defaultMessage: 'Altered or synthetic content:',
      description: 'Said by screen readers before the answer in a row',
    },
    cellViews: { id: 'library.cell.views', defaultMessage: 'Views', description: 'Said before a row’s view count' },
    cellComments: {
      id: 'library.cell.comments',
      defaultMessage: 'Comments',
      description: 'Said before a row’s comment count',
    },
    cellLikes: { id: 'library.cell.likes', defaultMessage: 'Likes', description: 'Said before a row’s like count' },
    cellDate: {
      id: 'library.cell.date',
      // A date alone in a cell is a message all the same: a language may frame it, and the pseudo-locale marks it
      // (its dates are English ones), so an unconverted cell stands out.
      // eslint-disable-next-line formatjs/no-useless-message
      defaultMessage: '{date}',
      description:
        'A date (or date and time) in a table cell, already written as the language writes it; kept as it is unless the language frames dates',
    },
    rowLoading: {
      id: 'library.row.loading',
      defaultMessage: 'Loading…',
      description: 'A row whose details are on their way',
    },
    visibility: {
      id: 'library.visibility',
      defaultMessage:
        '{visibility, select, public {Public} unlisted {Unlisted} private {Private} scheduled {Scheduled} other {Any visibility}}',
      description: "A video's visibility as YouTube Studio names it (badge, filter option)",
    },
    alteredAnswer: {
      id: 'library.altered.answer',
      defaultMessage: '{answer, select, yes {Yes} no {No} other {Not answered}}',
      description: 'The altered or synthetic content answer in a row and in the bulk preview',
    },

    // Catalogue (every video kept on this computer).
    units: {
      id: 'library.units',
      defaultMessage: '{units, plural, one {# unit} other {# units}}',
      description: 'An amount of quota units',
    },
    syncChecking: {
      id: 'library.catalogue.checking',
      defaultMessage:
        "{progress, select, yes {Checking the channel's videos for changes: {done, number} of {total, plural, one {# video} other {# videos}} ({units} so far)} other {Checking the channel's videos for changes…}}",
      description: 'A check for changes under way, with its progress when known',
    },
    syncDetails: {
      id: 'library.catalogue.details',
      defaultMessage:
        "{progress, select, yes {Reading the picked videos' details again: {done, number} of {total, plural, one {# video} other {# videos}} ({units} so far)} other {Reading the picked videos' details again…}}",
      description: 'Read details again (library.detailsRefresh) under way, with its progress when known',
    },
    syncReading: {
      id: 'library.catalogue.reading',
      defaultMessage:
        "{progress, select, yes {Reading the channel's videos: {done, number} of {total, plural, one {# video} other {# videos}} ({units} so far)} other {Reading the channel's videos…}}",
      description: 'A first read of every video under way, with its progress when known',
    },
    videosRead: {
      id: 'library.catalogue.progress',
      defaultMessage: 'Videos read',
      description: "The progress bar's name",
    },
    lastReadStopped: {
      id: 'library.catalogue.stopped',
      defaultMessage: 'The last read stopped: {problem}',
      description: 'The last read of every video stopped; problem is why',
    },
    damaged: {
      id: 'library.catalogue.damaged',
      defaultMessage: "The local copy of the channel's videos was damaged and set aside.",
      description: 'The file keeping the videos on this computer could not be read and was replaced',
    },
    keepAtHand: {
      id: 'library.catalogue.offer',
      defaultMessage:
        '{known, select, yes {Keep every video at hand to filter, sort and select them all, free: reading {videos, plural, one {# video} other {# videos}}: {units}, about {duration}, once.} other {Keep every video at hand to filter, sort and select them all, free: reading them, once.}}',
      description:
        'Offer to read every video once (what it costs when the count is known); duration is library.duration',
    },
    duration: {
      id: 'library.duration',
      defaultMessage:
        '{unit, select, seconds {{n, plural, one {# second} other {# seconds}}} other {{n, plural, one {# minute} other {# minutes}}}}',
      description: 'How long reading every video takes',
    },
    readAll: { id: 'library.catalogue.readAll', defaultMessage: 'Read all videos', description: 'Button' },
    atHand: {
      id: 'library.catalogue.atHand',
      defaultMessage: 'All {count, plural, one {# video} other {# videos}} at hand.',
      description: 'Every video is kept on this computer',
    },
    atHandChecked: {
      id: 'library.catalogue.atHand.checked',
      defaultMessage: 'All {count, plural, one {# video} other {# videos}} at hand, checked {when}.',
      description: 'Every video is kept on this computer; when is a relative time ("5 minutes ago")',
    },
    checkChanges: {
      id: 'library.catalogue.check',
      defaultMessage: 'Check for changes',
      description: 'Button: walk the list of uploads for changes',
    },
    whatChecked: {
      id: 'library.catalogue.help.label',
      defaultMessage: 'What is checked?',
      description: 'Folded help line about Check for changes',
    },
    checkedHelp: {
      id: 'library.catalogue.help',
      defaultMessage:
        'Opening the Library looks at the newest uploads (1 unit when nothing changed). Check for changes goes through the whole list of uploads ({units, plural, one {# unit} other {# units}}) and reads again the videos whose title, description or visibility changed. Tags, captions and the altered content answer changed outside {app} it does not see: select the videos and use Read details again (1 unit for up to 50 videos).',
      description: 'What Check for changes reads and what it misses; app is the product name',
    },
    readAgain: {
      id: 'library.catalogue.readAgain',
      defaultMessage: 'Read everything again ({units, plural, one {# unit} other {# units}})',
      description: 'Button: read every video again, with its cost',
    },
    moreFilters: {
      id: 'library.filters.group',
      defaultMessage: 'More filters',
      description: 'The second row of filters, for screen readers',
    },
    descriptionFilterName: {
      id: 'library.filters.description.name',
      defaultMessage: 'Filter by words in the description',
      description: "The description filter's accessible name",
    },
    descriptionFilterPlaceholder: {
      id: 'library.filters.description.placeholder',
      defaultMessage: 'Description contains…',
      description: "The description filter's placeholder",
    },
    visibilityFilterName: {
      id: 'library.filters.visibility.name',
      defaultMessage: 'Visibility',
      description: "The visibility filter's accessible name",
    },
    from: { id: 'library.filters.from', defaultMessage: 'From', description: 'Before the first upload date' },
    to: { id: 'library.filters.to', defaultMessage: 'to', description: 'Before the last upload date ("From … to …")' },
    captionsFilterName: {
      id: 'library.filters.captions.name',
      defaultMessage: 'Captions',
      description: "The subtitles filter's accessible name (YouTube Studio: Subtitles)",
    },
    captionsFilterOption: {
      id: 'library.filters.captions.option',
      defaultMessage: '{captions, select, yes {With captions} no {Without captions} other {With or without captions}}',
      description: 'An option of the subtitles filter',
    },
    exportCsv: {
      id: 'library.export',
      defaultMessage:
        '{picked, select, yes {Export {count, number} selected to CSV} other {Export {count, number} to CSV}}',
      description: 'Button: save the selected (or listed) videos as a CSV file',
    },

    // The platform search.
    searchForm: {
      id: 'library.search.form',
      defaultMessage: "Search the channel's videos",
      description: "The search form's name",
    },
    searchName: {
      id: 'library.search.name',
      defaultMessage: "Search all the channel's videos on the platform",
      description: "The search box's accessible name",
    },
    searchPlaceholder: {
      id: 'library.search.placeholder',
      defaultMessage: 'Search all videos on the platform',
      description: "The search box's placeholder",
    },
    searchOrderName: {
      id: 'library.search.order.name',
      defaultMessage: 'Order of the results',
      description: "The search order's accessible name",
    },
    searchOrder: {
      id: 'library.search.order',
      defaultMessage:
        '{order, select, relevance {Best match} date {Newest first} viewCount {Most viewed} rating {Most liked} other {Title (A–Z)}}',
      description: 'An order of the search results',
    },
    searchEmpty: {
      id: 'library.search.empty',
      defaultMessage: 'Type a word of a title, description or tag, then press Enter.',
      description: 'Search pressed with nothing typed',
    },
    searchTooLong: {
      id: 'library.search.tooLong',
      defaultMessage: 'A search is at most {max, number} characters.',
      description: 'What was typed is too long for the platform',
    },
    searching: { id: 'library.search.searching', defaultMessage: 'Searching…', description: 'Search button, busy' },
    search: { id: 'library.search.submit', defaultMessage: 'Search', description: 'Button' },
    clearSearch: {
      id: 'library.search.clear',
      defaultMessage: 'Clear search',
      description: 'Button: back to the list',
    },
    eachSearch: {
      id: 'library.search.each',
      defaultMessage: 'Each search',
      description: 'What the quota cost beside Search is for ("Each search: 1 search")',
    },
    plusRead: {
      id: 'library.search.plusRead',
      defaultMessage: '(+1 to read the videos)',
      description: 'After the search cost: one more quota unit reads the found videos',
    },
    searchingFor: {
      id: 'library.search.count.searching',
      defaultMessage: 'Searching for "{q}"…',
      description: 'Count line while a search runs',
    },
    foundAll: {
      id: 'library.search.count.all',
      defaultMessage: '{all, plural, one {# video} other {# videos}} found for "{q}"',
      description: 'Every search result is loaded; q is what was searched',
    },
    foundSome: {
      id: 'library.search.count.some',
      defaultMessage: '{loaded, number} of about {all, number} videos found for "{q}" shown',
      description: "Some of the platform's estimated results are loaded",
    },
    searchCount: {
      id: 'library.search.count',
      defaultMessage: '{found}. Search results, not the full list.',
      description: 'Count line of a search; found is library.search.count.all or .some',
    },
    searchCountFiltered: {
      id: 'library.search.count.filtered',
      defaultMessage:
        '{found}; {shown, plural, one {# matches} other {# match}} the filter "{filter}". Search results, not the full list.',
      description: 'Count line of a search narrowed by the local filter; found is library.search.count.all or .some',
    },

    // Announcements (screen readers).
    announceSelected: {
      id: 'library.announce.selected',
      defaultMessage: '{count, number} selected.',
      description: 'Announced as the selection changes',
    },
    announceAllSelected: {
      id: 'library.announce.allSelected',
      defaultMessage: 'All {count, number} shown videos selected.',
      description: 'Announced after Select all',
    },
    announceCleared: {
      id: 'library.announce.cleared',
      defaultMessage: 'Selection cleared.',
      description: 'Announced after Clear selection',
    },
    announceMoreLoaded: {
      id: 'library.announce.moreLoaded',
      defaultMessage: '{count, plural, one {# more video loaded.} other {# more videos loaded.}}',
      description: 'Announced after Load more videos',
    },
    openFailed: {
      id: 'library.openFailed',
      defaultMessage: 'The video {id} could not be opened: {message}',
      description: 'Another screen asked to open a video that could not be read; message is why',
    },
    announceDeleted: {
      id: 'library.announce.deleted',
      defaultMessage: 'Deleted "{title}".',
      description: 'Announced after a video was deleted',
    },
    announceAtHand: {
      id: 'library.announce.atHand',
      defaultMessage: '{count, plural, one {All # video is at hand.} other {All # videos are at hand.}}',
      description: 'Announced when every video has been read',
    },
    announceNothingFound: {
      id: 'library.announce.nothingFound',
      defaultMessage: 'No video of the channel matches "{q}".',
      description: 'Announced when a search found nothing',
    },
    announceFound: {
      id: 'library.announce.found',
      defaultMessage: '{count, plural, one {# video found.} other {# videos found.}}',
      description: 'Announced when a search found videos',
    },
    announceMoreResults: {
      id: 'library.announce.moreResults',
      defaultMessage: '{count, plural, one {# more result loaded.} other {# more results loaded.}}',
      description: 'Announced after More results',
    },
    announceSearchCleared: {
      id: 'library.announce.searchCleared',
      defaultMessage: 'Search cleared: the full list shows again.',
      description: 'Announced after Clear search',
    },

    // What a save changed ("Saved on the platform: title and visibility.").
    field: {
      id: 'library.field',
      defaultMessage:
        '{field, select, title {title} description {description} tags {tags} categoryId {category} privacyStatus {visibility} madeForKids {audience} embeddable {embedding} license {licence} publishAt {publish time} defaultLanguage {language} defaultAudioLanguage {audio language} publicStatsViewable {public statistics} recordingDate {recording date} notifySubscribers {notification of subscribers} other {altered or synthetic content answer}}',
      description:
        'A field of a video inside a sentence (lower case in English), listed after "Saved on the platform:"',
    },
  }),
);

/** The product's name, which no language translates. */
export const APP_NAME = 'Channel Desk';
