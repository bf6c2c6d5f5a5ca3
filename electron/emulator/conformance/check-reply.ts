// What one answer of the Data API or the upload host must be: an error envelope for 4xx/5xx, else the response
// schema of its method in the discovery document, or no body for methods that have none.
import { MEDIA_DOWNLOADS, METHOD_RESPONSES } from '../generated/discovery-schemas';
import { checkSchema, type Violation } from './check-schema';
import { checkErrorEnvelope } from './error-envelope';
import { LEGACY_METHOD_RESPONSES } from './legacy-schemas';

interface AnswerFacts {
  readonly method: string | undefined;
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  /** On the upload root, where a session start and an unfinished chunk answer with no body. */
  readonly upload: boolean;
}

export function checkReply(answer: AnswerFacts): Violation[] {
  if (answer.status >= 400) {
    if (answer.body === '') return [{ path: '$', problem: `a ${answer.status} answer without the error envelope` }];
    const parsed = parseJson(answer);
    return 'violation' in parsed ? [parsed.violation] : checkErrorEnvelope(parsed.value, answer.status);
  }
  if (answer.method === undefined) {
    return [{ path: '$', problem: 'answered, but no method of the discovery document has this verb and path' }];
  }
  // The media itself (a caption file) is not JSON: the document describes no body for it to hold to.
  if (MEDIA_DOWNLOADS.has(answer.method) && !/^application\/json\b/i.test(answer.contentType)) return [];
  const schema =
    answer.method in METHOD_RESPONSES ? METHOD_RESPONSES[answer.method] : LEGACY_METHOD_RESPONSES[answer.method];
  if (schema === undefined)
    return [{ path: '$', problem: `${answer.method} is not a method of the discovery document` }];
  if (schema === null) {
    return answer.body === '' ? [] : [{ path: '$', problem: `${answer.method} answers with no body, as 204` }];
  }
  if (answer.body === '') {
    return answer.upload ? [] : [{ path: '$', problem: `expected a ${schema} body, got none` }];
  }
  const parsed = parseJson(answer);
  return 'violation' in parsed ? [parsed.violation] : checkSchema(parsed.value, schema);
}

function parseJson(answer: AnswerFacts): { value: unknown } | { violation: Violation } {
  if (!/^application\/json\b/i.test(answer.contentType)) {
    return { violation: { path: '$', problem: `expected application/json, got "${answer.contentType}"` } };
  }
  try {
    return { value: JSON.parse(answer.body) as unknown };
  } catch {
    return { violation: { path: '$', problem: 'the body is not JSON' } };
  }
}
