// A stand-in for the page's desk client whose every call waits for the test to answer it, for the store tests that
// look at what is shown before, while and after the platform answers. A test file mocks the desk module with it:
//   vi.mock('…/renderer/desk/desk', () => import('…/support/scripted-desk').then((scripted) => scripted.deskModule));
// and answers the calls in `pendingCalls` (each test file has its own module instances, so its own list).

export interface PendingCall {
  readonly name: string;
  readonly input: unknown;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** The calls made so far and not taken out by the test, oldest first. */
export const pendingCalls: PendingCall[] = [];

/** What the mocked `renderer/desk/desk` exports. */
export const deskModule = {
  desk: {
    call: (name: string, input: unknown) =>
      new Promise((resolve, reject) => pendingCalls.push({ name, input, resolve, reject })),
    on: () => () => undefined,
  },
};
