// `npm run lint`, its ESLint half: typescript-eslint's rules that need no types, the rules of hooks, the message
// catalogue's rules, and the house's import boundaries (where each part of the code may run) as lint rules, so a wrong
// import is caught in the editor, not only in CI. The type-aware rules (promises, unsafe any) are oxlint's, on
// TypeScript 7's checker (.oxlintrc.json): with TypeScript 5.9's program here they were three quarters of the time.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

// shared/ runs in both processes and in browser mode's page, so it may use neither Node nor the DOM.
const noNodeOrElectron = (where) => ({
  paths: [...nodeBuiltins, 'electron'].map((name) => ({ name, message: `${where} runs without Node or Electron.` })),
});

// The message catalogue (issue 39): files whose words all come from it. Here a literal string in JSX (text, labels,
// titles, placeholders, aria names) or in a main-process message (a menu item's label, a dialog's text) is refused.
// The list GROWS as screens are converted: a converted screen adds its folder or files here, never leaves.
const SPEAKS_THE_CATALOGUE = [
  'renderer/app/App.tsx',
  'renderer/app/ChannelSwitcher.tsx',
  'renderer/app/LanguageProvider.tsx',
  'renderer/app/NoticeRegion.tsx',
  'renderer/app/QuotaSummary.tsx',
  'renderer/app/ThemeSetting.tsx',
  'renderer/screens/welcome/**/*.{ts,tsx}',
  'renderer/screens/watermark/**/*.{ts,tsx}',
  // Accounts (the OAuth client file's import is the Welcome screen's, welcome/ClientSecretImport.tsx).
  'renderer/screens/accounts/{AccountsScreen,ConnectionDoctor,NotificationSettings,SignedInChannels}.tsx',
  'renderer/screens/accounts/accounts-messages.ts',
  // The Library's details refresh (issue 34), written in the catalogue from the start.
  'renderer/screens/library/{CatalogueRefreshButton.tsx,catalogue-refresh-messages.ts}',
  'renderer/screens/uploads/**/*.{ts,tsx}',
  // Playlists, with its video picker.
  'renderer/screens/playlists/{PlaylistsScreen,PlaylistForm,PlaylistItems,PlaylistCover,VideoPicker}.tsx',
  'renderer/screens/playlists/{playlists,video-picker}-messages.ts',
  'renderer/screens/comments/**/*.{ts,tsx}',
  'renderer/screens/channel/**/*.{ts,tsx}',
  // The Library but its schedule panel (library/schedule/, issue 36's this wave); named, so a probe at the folder's
  // root (catalogue-lint.test.ts) stays outside.
  'renderer/screens/library/{LibraryScreen,VideoList,VideoDetails,CatalogueBar,CatalogueFilters,LibraryExportButton,VideoSearchBar,ThumbnailPanel,TrainabilityLine,PaidPromotionLine,LibraryProcessing}.tsx',
  'renderer/screens/library/{library-messages,details-messages,library-view,search-view,say-now,library-store,catalogue-store,video-search-store,library-selection,library-sort}.ts',
  'renderer/screens/library/{bulk,captions,thumbnail,translations}/**/*.{ts,tsx}',
  'renderer/screens/calendar/**/*.{ts,tsx}',
  'renderer/screens/library/schedule/**/*.{ts,tsx}',
  'renderer/components/scheduled-change-words.ts',
  // The shared components but the sortable list's English default words (screens that speak the catalogue pass their
  // own).
  'renderer/components/{ConfirmButton,DoctorNote,DragHandle,FailureLine,Field,FilePicker,HelpDisclosure}.tsx',
  'renderer/components/{LanguageSelect,LiveAnnouncement,PickFeedback,ProcessingStatus,QuotaCost,SlotRuleField}.tsx',
  'renderer/components/{SyntheticMediaQuestion,TranslationsFields,UnverifiedChannelNote,UploadOnlyFields}.tsx',
  'renderer/components/{VideoDetailsFields,WeekdayChecks}.tsx',
  'renderer/components/{badge,components-messages,failure-wait,failure-way-out,metadata-form,method-words}.ts',
  'renderer/components/{quota-left,quota-messages,save-text,slot-rule-draft,translation-rows,use-now}.ts',
  'renderer/components/{use-picked-file,use-sortable-row,weekdays,words}.ts',
  'renderer/components/{captions,images}/**/*.{ts,tsx}',
  'renderer/app/QuotaMeter.tsx',
  'renderer/screens/rate-limits/**/*.{ts,tsx}',
  'electron/desktop/decisions/app-menu.ts',
  'electron/desktop/decisions/close-question.ts',
  'electron/desktop/close-guard.ts',
  'electron/desktop/upload-tray.ts',
  'electron/desktop/main.ts',
  'electron/desktop/desktop-notifier.ts',
  'electron/notifications/**/*.ts',
  'electron/language/**/*.ts',
  'electron/ipc/router.ts',
  'electron/platform/{channels,data-api-client,data-api-errors,image-upload-client,platform-messages}.ts',
  'electron/uploads/**/*.ts',
  'electron/schedule/**/*.ts',
  'electron/library/{library-messages,uploads-playlist,video-resources,library-service}.ts',
  // The bulk jobs' and the catalogue's refusals (issue 34's main process).
  'electron/library/bulk-jobs.ts',
  // The bulk jobs' files on disk (their videos' lines) and the names of the fields they write (issue 39).
  'electron/library/{bulk-file,bulk-journal}.ts',
  'shared/bulk/field-words.ts',
  // The comment rules' schema, whose refusals reach the rules import and the router (issue 39).
  'shared/comments/rules/{rule-set,rule-set-messages}.ts',
  // Contract checks whose refusals reach a screen through the router (issue 39).
  'shared/uploads/{upload-settings,bandwidth,upload-attachments,upload-contract-messages}.ts',
  'shared/schedule/{scheduled-change,upload-change,schedule-contract-messages}.ts',
  'shared/bulk/{bulk-operation,bulk-operation-messages}.ts',
  'electron/catalogue/{catalogue-feature,catalogue-service}.ts',
  'electron/calendar/**/*.ts',
  'electron/app/{app-messages,external-links}.ts',
  'electron/{power,follow,quota}/**/*.ts',
  'electron/web/{web-messages,web-server}.ts',
  // The series' main process but its demo templates (the demo channel's own words, data like a creator's).
  'electron/series/{drop-defaults,episode-counter,series-templates,template-apply,templates-feature,templates-file,templates-messages}.ts',
  'shared/notifications/**/*.ts',
  // Sign-in and the saved sign-ins, and the connection doctor's findings (issue 39, main process and shared).
  'electron/auth/**/*.ts',
  'electron/watched-folders/**/*.ts',
  'electron/comments/**/*.ts',
  'electron/{channel-activity,channel-branding,channel-sections,playlists,thumbnails,watermark}/**/*.ts',
  'shared/platform/{connection-doctor,doctor-messages,sign-in-state}.ts',
  'shared/channel/{branding-keywords,branding-messages,branding-rules}.ts',
  'shared/ipc/{channel-activity,channel-reference-messages}.ts',
  'renderer/screens/series/**/*.{ts,tsx}',
  // Rate limiting rules' main process but the emulator-facing API shapes and the demo's sample log (the log's data).
  'electron/rate-limits/{api-error,rate-limits-service,refusal-messages,rule-check,rulesets-client}.ts',
  'electron/rate-limits/replay/{log-replay-service,replay-file,replay-limit-words,replay-thread,replay-worker}.ts',
  // Rate limiting rules' shared words, with the rules-as-code import's problems.
  'shared/rate-limits/access-log/*.ts',
  'shared/rate-limits/code/{hcl-literal,hcl-messages,import-messages,rules-import}.ts',
  'shared/rate-limits/{expression-check,log-replay,own-addresses,replay-messages,replay-report}.ts',
  'shared/rate-limits/{rule-form,rule-order,rule-order-words,rule-problem-messages,rule-validation}.ts',
  'shared/rate-limits/{simulator,traffic,traffic-form}.ts',
  // Picked images and files (issue 39): the shared rules say their refusals in the language given.
  'shared/images/{image-messages,image-rules,banner-rules,pixel-bound,image-format,format-bytes}.ts',
  'shared/uploads/{container-sniffer,container-messages,chapters-check,chapters-messages,metadata-messages,publish-time-passed,overall-progress,progress-messages}.ts',
  'electron/files/{image-intake,picked-file,file-messages,staging-area}.ts',
  'shared/follow/{processing,processing-messages}.ts',
  'shared/captions/{caption-check,caption-messages}.ts',
  'shared/captions/formats/{cue-model,srt,sbv,vtt,reader-messages}.ts',
  'electron/common/captions/{caption-thread,caption-thread-messages}.ts',
  'electron/captions/{caption-intake,captions-service,caption-messages,caption-resource,caption-step-intake}.ts',
  // The details form's checks wherever they reach a creator: bulk edit, sheet import, series templates (issue 39).
  'shared/uploads/video-metadata.ts',
  'renderer/desk/{file-sources,file-sources-messages}.ts',
  'shared/library/{video-texts,video-texts-messages}.ts',
  'shared/series/{series-messages,template-fill,series-attachments,template-schema-messages,template-placeholders}.ts',
  'shared/series-import/{sheet-import-messages,cell-values,file-matching,publish-time,sheet,import-plan,csv-sheet,json-sheet,read-sheet}.ts',
  'shared/uploads/synthetic-media-messages.ts',
  'electron/files/{file-fingerprint,fingerprint-messages}.ts',
  // The app-wide stores' announcements and refusals.
  'renderer/stores/{store-messages,uploads-store,templates-store,quota-store,incoming-files-store,template-from-upload}.ts',
  // The rules language's own advice (its error words are the service's text, English as the emulator reproduces it).
  'shared/rules/{characteristic-messages,hint-messages}.ts',
  // What the desk says while it starts, before its language is known (issue 39): the settings file's notices, the
  // keychain's warning and refusal; and the zod refusals that carry their message to whoever shows them.
  'electron/kernel/{settings-store,settings-messages}.ts',
  'electron/desktop/safe-storage-cipher.ts',
  'electron/app/{app-handlers,composition-root}.ts',
  'shared/i18n/said-issue.ts',
  'shared/series/{publish-slots,publish-slots-messages}.ts',
];
// The recommended rules, but the literal-string one (applied to SPEAKS_THE_CATALOGUE below, as an error).
const { 'formatjs/no-literal-string-in-jsx': _jsxLiterals, ...catalogueRules } = formatjs.configs.recommended.rules;

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Parameters and destructured names kept for their position or to drop a key are marked with a leading _.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Plain-JS build scripts and this file run under Node.
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    settings: {
      // Imports are relative and extensionless (moduleResolution Bundler); no path aliases, so Node's rules suffice.
      // (eslint-plugin-import rather than import-x: the latter's native resolver has platform packages the registry
      // this project installs from does not carry for every platform, which breaks `npm ci`.)
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ['./electron', './renderer', './tests'],
              message: 'shared/ depends on nothing outside shared/.',
            },
            {
              target: './renderer',
              from: './electron',
              message: 'The renderer reaches the main process only over IPC.',
            },
            { target: './electron', from: './renderer', message: 'The main process never imports renderer code.' },
            // The emulator stands for the platform: an allow list (itself, shared/ and the app-neutral Node code of
            // electron/common/), so a new app folder is walled off without anyone remembering to add it here.
            {
              target: './electron/emulator',
              from: './electron',
              except: ['./emulator', './common'],
              message: 'The emulator stands for the platform: it imports only itself, shared/ and electron/common/.',
            },
            {
              target: './electron/emulator',
              from: ['./renderer', './tests'],
              message: 'The emulator stands for the platform: it imports only itself, shared/ and electron/common/.',
            },
            // Node-side code that both the app and the emulator run (the caption thread): it knows neither.
            {
              target: './electron/common',
              from: './electron',
              except: ['./common'],
              message: 'electron/common/ serves the app and the emulator alike: it imports only itself and shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', noNodeOrElectron('shared/')],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'HTMLElement', 'XMLHttpRequest'].map((name) => ({
          name,
          message: 'shared/ runs without the DOM.',
        })),
        ...['process', 'Buffer', '__dirname', '__filename', 'require', 'global'].map((name) => ({
          name,
          message: 'shared/ runs without Node.',
        })),
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', noNodeOrElectron('The renderer')] },
  },
  {
    // Every message declared anywhere: ids, English text and a description for translators, valid ICU, plurals with
    // their `one` and `other`.
    files: ['renderer/**/*.{ts,tsx}', 'electron/**/*.ts', 'shared/**/*.ts'],
    plugins: { formatjs },
    rules: {
      ...catalogueRules,
      // A select is how a message varies by a fact of ours (a "+" when there may be more); only the ordinal is out.
      'formatjs/blocklist-elements': ['error', ['selectordinal']],
    },
  },
  {
    files: SPEAKS_THE_CATALOGUE,
    rules: {
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '{label,placeholder,title}']] } }],
      'formatjs/no-literal-string-in-object': [
        'error',
        { include: ['label', 'message', 'detail', 'checkboxLabel', 'title', 'body', 'reason'] },
      ],
    },
  },
  {
    // A refusal that reaches a screen (DeskError's sentence) or a notice, built in a converted main-process file, is
    // said from the catalogue (electron/language/say.ts), not written in English.
    files: SPEAKS_THE_CATALOGUE.filter((pattern) => pattern.startsWith('electron/')),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            // A notice's sentence, first or after its level ('warning'), as the queue's notice(level, sentence) takes.
            "NewExpression[callee.name='DeskError'] > :matches(Literal, TemplateLiteral):nth-child(2), CallExpression:matches([callee.property.name='notice'], [callee.name='notice']) > :matches(TemplateLiteral, Literal:not([value=/^(info|warning|error|success)$/]))",
          message: 'A sentence a creator reads comes from the message catalogue: say(MESSAGES.x), not a literal.',
        },
      ],
    },
  },
  {
    // The desktop shell (window, preload, the IPC bridge, safeStorage, the app: protocol) is the one place that
    // needs Electron; everything else in the main process also runs as browser mode's host and under plain Node.
    files: ['electron/**/*.ts'],
    ignores: ['electron/desktop/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['electron', 'electron-store'].map((name) => ({
            name,
            message:
              'Only electron/desktop/ imports Electron: the rest also runs in browser mode and under plain Node.',
          })),
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: {
      // Tests read what came over the wire (JSON answers of the emulator, the host, the official SDKs) as untyped
      // values on purpose and hold them to expectations: the assertion is the type check (.oxlintrc.json turns the
      // unsafe-any rules off here for the same reason).
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
