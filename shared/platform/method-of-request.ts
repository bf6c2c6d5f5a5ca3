// Which Data API method a request is, from its HTTP verb and path, as the discovery document maps them: the app's
// quota ledger counts the calls it makes by it, the emulator names the method of a body it checks by it.
import { DATA_API_METHODS, type DataApiMethodId } from './data-api-methods';

const API_ROOT = '/youtube/v3';
const UPLOAD_ROOT = '/upload/youtube/v3';

interface Route {
  readonly id: DataApiMethodId;
  readonly verb: string;
  readonly pattern: RegExp;
  readonly upload: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const patternOf = (path: string) => new RegExp(`^${escape(path).replace(/\{[^}]+\}/g, '[^/]+')}$`);

const ROUTES: readonly Route[] = (
  Object.entries(DATA_API_METHODS) as Array<[DataApiMethodId, (typeof DATA_API_METHODS)[DataApiMethodId]]>
).flatMap(([id, method]) => [
  { id, verb: method.httpMethod, pattern: patternOf(method.path), upload: false },
  ...('uploadPath' in method
    ? [{ id, verb: method.httpMethod, pattern: patternOf(method.uploadPath), upload: true }]
    : []),
]);

/**
 * The method of `verb path`. `path` may be absolute on the service (`/youtube/v3/videos`, `/upload/youtube/v3/videos`)
 * or relative to the API root (`/videos`); a query is ignored. On the upload root, where resumable sessions send
 * their chunks with PUT or POST whatever the method, a path that only one method takes media on is that method.
 */
export function dataApiMethodOf(verb: string, path: string): DataApiMethodId | undefined {
  const bare = path.split('?')[0] ?? '';
  const upload = bare.startsWith(`${UPLOAD_ROOT}/`);
  const full = upload || bare.startsWith(`${API_ROOT}/`) ? bare : `${API_ROOT}${bare}`;
  const candidates = ROUTES.filter((route) => route.upload === upload && route.pattern.test(full));
  const exact = candidates.find((route) => route.verb === verb.toUpperCase());
  if (exact) return exact.id;
  return upload && candidates.length === 1 ? candidates[0]?.id : undefined;
}
