// A Data API client that answers from a script and records what it was asked, for the unit tests of the services
// built on it (library, search, playlists, sections, activity, subscriptions).
import type { DataApiClient, DataApiRequest } from '../../../electron/platform/data-api-client';

export interface ScriptedDataApi {
  readonly client: DataApiClient;
  /** Every request, in the order the service made them. */
  readonly requests: DataApiRequest[];
}

export function scriptedDataApi(answer: (request: DataApiRequest) => unknown): ScriptedDataApi {
  const requests: DataApiRequest[] = [];
  const client = {
    // Async, so that what the script throws becomes a rejection as the real client's failures are.
    request: async (request: DataApiRequest) => {
      requests.push(request);
      await Promise.resolve();
      return answer(request);
    },
  } as unknown as DataApiClient;
  return { client, requests };
}
