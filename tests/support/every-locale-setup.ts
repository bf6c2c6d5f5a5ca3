// vitest's setup for every project: tests format in any language at once, as the main process does (a page loads
// its one language on demand; shared/i18n/every-locale.ts). Where the module graph is shared between files, the
// catalogue holds them from the first file on: imported only once.
import { isLocaleLoaded } from '../../shared/i18n/catalogue';

if (!isLocaleLoaded('de')) (await import('../../shared/i18n/every-locale')).holdEveryLocale();
