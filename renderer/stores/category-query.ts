// Which region's video categories to ask the platform for, from the page's language.
// Regions no country has (ISO 3166's user-assigned codes: AA, QM–QZ, XA–XZ, ZZ), e.g. the pseudo-locale's en-XA: the
// platform refuses them as a regionCode, so they are left out and it answers for its default region.
const NO_COUNTRY = /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/;

/** The platform's categories differ by region; the browser's language is the best guess of the creator's. */
export function categoryQuery(language = typeof navigator === 'undefined' ? '' : navigator.language): {
  regionCode?: string;
  hl?: string;
} {
  const found = /^[A-Za-z]{2,3}-([A-Za-z]{2})\b/.exec(language)?.[1]?.toUpperCase();
  const region = found && !NO_COUNTRY.test(found) ? found : undefined;
  return {
    ...(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language) && language.length <= 35 ? { hl: language } : {}),
    ...(region ? { regionCode: region } : {}),
  };
}
