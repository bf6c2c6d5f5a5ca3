// Problems of a `ratelimit.characteristics` list, each with the index it belongs to so the answer can point at
// it. Which attributes exist is the shared rules module's knowledge; this adds the API's wording and pointers.
import { parseCharacteristic } from '../../../shared/rules/index';

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

const SUPPORTED =
  'cf.colo.id, ip.src, cf.unique_visitor_id, http.host, http.request.uri.path, ip.src.asnum, ip.src.country, ' +
  'http.request.headers["<lowercase name>"], http.request.cookies["<name>"], http.request.uri.args["<name>"]';

function itemProblem(text: string): string | null {
  const parsed = parseCharacteristic(text);
  if (!parsed) return `it is not a supported characteristic (supported: ${SUPPORTED})`;
  if (parsed.kind === 'http.request.headers' && !HEADER_NAME.test(parsed.key)) {
    return parsed.key !== parsed.key.toLowerCase()
      ? 'header names must be lowercase'
      : 'the header name is not a valid HTTP header name';
  }
  if ('key' in parsed && parsed.key === '') return 'the name in brackets cannot be empty';
  return null;
}

/** Problems as [message, index of the item, or -1 for the list as a whole]. */
export function characteristicsProblems(list: readonly string[]): Array<[string, number]> {
  const problems: Array<[string, number]> = [];
  const seen = new Set<string>();
  list.forEach((item, index) => {
    const problem = itemProblem(item);
    if (problem) problems.push([`'${item}' is not a valid value for characteristics because ${problem}`, index]);
    if (seen.has(item))
      problems.push([`'${item}' is not a valid value for characteristics because it is listed twice`, index]);
    seen.add(item);
  });
  if (!seen.has('cf.colo.id')) {
    problems.push(['characteristics must include cf.colo.id: counters are kept per data center', -1]);
  }
  if (seen.has('ip.src') && seen.has('cf.unique_visitor_id')) {
    problems.push(['characteristics cannot include both ip.src and cf.unique_visitor_id', -1]);
  }
  return problems;
}
