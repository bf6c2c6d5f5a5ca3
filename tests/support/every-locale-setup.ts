// vitest's setup for the projects whose files share a worker's modules: tests format in any language, as the main
// process does (a page loads only its own language; shared/i18n/every-locale.ts). The catalogue is shared too, so the
// languages are imported once per worker, by its first file.
import { isLocaleLoaded } from '../../shared/i18n/catalogue';

if (!isLocaleLoaded('de')) (await import('../../shared/i18n/every-locale')).holdEveryLocale();
