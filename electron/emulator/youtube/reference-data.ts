// The platform's fixed catalogs: interface languages, content regions and video categories. Names are given in
// English whatever `hl` asks for (the real service translates them); ids and assignability are the real ones.

export const I18N_LANGUAGES: ReadonlyArray<readonly [id: string, name: string]> = [
  ['af', 'Afrikaans'], ['ar', 'Arabic'], ['bn', 'Bangla'], ['ca', 'Catalan'], ['cs', 'Czech'], ['da', 'Danish'],
  ['de', 'German'], ['el', 'Greek'], ['en', 'English'], ['en-GB', 'English (United Kingdom)'], ['es', 'Spanish (Spain)'],
  ['es-419', 'Spanish (Latin America)'], ['fi', 'Finnish'], ['fil', 'Filipino'], ['fr', 'French'], ['he', 'Hebrew'],
  ['hi', 'Hindi'], ['hu', 'Hungarian'], ['id', 'Indonesian'], ['it', 'Italian'], ['ja', 'Japanese'], ['ko', 'Korean'],
  ['nl', 'Dutch'], ['no', 'Norwegian'], ['pl', 'Polish'], ['pt', 'Portuguese (Brazil)'], ['pt-PT', 'Portuguese (Portugal)'],
  ['ro', 'Romanian'], ['ru', 'Russian'], ['sv', 'Swedish'], ['sw', 'Swahili'], ['th', 'Thai'], ['tr', 'Turkish'],
  ['uk', 'Ukrainian'], ['vi', 'Vietnamese'], ['zh-CN', 'Chinese'], ['zh-TW', 'Chinese (Taiwan)'],
];

export const I18N_REGIONS: ReadonlyArray<readonly [id: string, name: string]> = [
  ['AR', 'Argentina'], ['AU', 'Australia'], ['AT', 'Austria'], ['BE', 'Belgium'], ['BR', 'Brazil'], ['CA', 'Canada'],
  ['CL', 'Chile'], ['CO', 'Colombia'], ['CZ', 'Czechia'], ['DK', 'Denmark'], ['EG', 'Egypt'], ['FI', 'Finland'],
  ['FR', 'France'], ['DE', 'Germany'], ['GR', 'Greece'], ['HK', 'Hong Kong'], ['HU', 'Hungary'], ['IN', 'India'],
  ['ID', 'Indonesia'], ['IE', 'Ireland'], ['IL', 'Israel'], ['IT', 'Italy'], ['JP', 'Japan'], ['KE', 'Kenya'],
  ['KR', 'South Korea'], ['MX', 'Mexico'], ['NL', 'Netherlands'], ['NZ', 'New Zealand'], ['NG', 'Nigeria'],
  ['NO', 'Norway'], ['PH', 'Philippines'], ['PL', 'Poland'], ['PT', 'Portugal'], ['RO', 'Romania'], ['SA', 'Saudi Arabia'],
  ['SG', 'Singapore'], ['ZA', 'South Africa'], ['ES', 'Spain'], ['SE', 'Sweden'], ['CH', 'Switzerland'], ['TW', 'Taiwan'],
  ['TH', 'Thailand'], ['TR', 'Turkey'], ['UA', 'Ukraine'], ['AE', 'United Arab Emirates'], ['GB', 'United Kingdom'],
  ['US', 'United States'], ['VN', 'Vietnam'],
];

/** The channel that owns the platform's categories. */
export const CATEGORY_CHANNEL_ID = 'UCBR8-60-B28hp2BmDPdntcQ';

export const VIDEO_CATEGORIES: ReadonlyArray<{ readonly id: string; readonly title: string; readonly assignable: boolean }> = [
  { id: '1', title: 'Film & Animation', assignable: true },
  { id: '2', title: 'Autos & Vehicles', assignable: true },
  { id: '10', title: 'Music', assignable: true },
  { id: '15', title: 'Pets & Animals', assignable: true },
  { id: '17', title: 'Sports', assignable: true },
  { id: '18', title: 'Short Movies', assignable: false },
  { id: '19', title: 'Travel & Events', assignable: true },
  { id: '20', title: 'Gaming', assignable: true },
  { id: '21', title: 'Videoblogging', assignable: false },
  { id: '22', title: 'People & Blogs', assignable: true },
  { id: '23', title: 'Comedy', assignable: true },
  { id: '24', title: 'Entertainment', assignable: true },
  { id: '25', title: 'News & Politics', assignable: true },
  { id: '26', title: 'Howto & Style', assignable: true },
  { id: '27', title: 'Education', assignable: true },
  { id: '28', title: 'Science & Technology', assignable: true },
  { id: '29', title: 'Nonprofits & Activism', assignable: true },
  { id: '30', title: 'Movies', assignable: false },
  { id: '31', title: 'Anime/Animation', assignable: false },
  { id: '32', title: 'Action/Adventure', assignable: false },
  { id: '33', title: 'Classics', assignable: false },
  { id: '34', title: 'Comedy', assignable: false },
  { id: '35', title: 'Documentary', assignable: false },
  { id: '36', title: 'Drama', assignable: false },
  { id: '37', title: 'Family', assignable: false },
  { id: '38', title: 'Foreign', assignable: false },
  { id: '39', title: 'Horror', assignable: false },
  { id: '40', title: 'Sci-Fi/Fantasy', assignable: false },
  { id: '41', title: 'Thriller', assignable: false },
  { id: '42', title: 'Shorts', assignable: false },
  { id: '43', title: 'Shows', assignable: false },
  { id: '44', title: 'Trailers', assignable: false },
];

export function isKnownRegion(code: string): boolean {
  return I18N_REGIONS.some(([id]) => id === code);
}
