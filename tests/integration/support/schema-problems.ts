// What is wrong with a body against a schema of the discovery document, as `path: problem` lines: the conformance
// mode's own check (electron/emulator/conformance/check-schema.ts, schemas generated from the document), for the
// suites that want to assert on one body by name beside the check every answer already gets.
import { checkSchema } from '../../../electron/emulator/conformance/check-schema';

export function schemaProblems(body: unknown, schemaName: string): string[] {
  return checkSchema(body, schemaName).map((violation) => `${violation.path}: ${violation.problem}`);
}
