// The Accounts state: who is connected, the imported OAuth client, and the sign-in in progress.
import { create } from 'zustand';
import type { AccountView, ClientSecretSummary } from '../../shared/ipc/accounts';
import type { AppInfo } from '../../shared/ipc/app';
import { desk } from '../desk/desk';
import { failureOf, type Failure } from '../desk/failure';

type Busy = 'demo' | 'sign-in' | 'sign-out' | 'import' | undefined;

interface AccountState {
  readonly loaded: boolean;
  readonly account: AccountView | null;
  readonly clientSecret: ClientSecretSummary | null;
  readonly info: AppInfo | undefined;
  readonly busy: Busy;
  readonly error: Failure | undefined;
  /** When the platform last confirmed the channel (epoch ms), or the error of that check. */
  readonly verifiedAt: number | undefined;
  readonly verifyError: Failure | undefined;
  load: () => Promise<void>;
  verify: () => Promise<void>;
  startDemo: () => Promise<void>;
  importClientSecret: (text: string) => Promise<void>;
  signIn: () => Promise<void>;
  cancelSignIn: () => Promise<void>;
  signOut: () => Promise<void>;
}

export const useAccount = create<AccountState>((set, get) => {
  const run = async (busy: Busy, action: () => Promise<Partial<AccountState>>): Promise<void> => {
    set({ busy, error: undefined });
    try {
      set({ ...(await action()), busy: undefined });
    } catch (error) {
      set({ busy: undefined, error: failureOf(error) });
    }
  };
  return {
    loaded: false,
    account: null,
    clientSecret: null,
    info: undefined,
    busy: undefined,
    error: undefined,
    verifiedAt: undefined,
    verifyError: undefined,
    async verify() {
      try {
        const account = await desk.call('accounts.refreshChannel');
        set({ account, verifiedAt: Date.now(), verifyError: undefined });
      } catch (error) {
        set({ verifyError: failureOf(error) });
      }
    },
    async load() {
      try {
        const [account, clientSecret, info] = await Promise.all([
          desk.call('accounts.get'),
          desk.call('accounts.getClientSecret'),
          desk.call('app.info'),
        ]);
        // Another channel chosen (or none): when the platform last confirmed the previous one says nothing of it.
        const sameChannel = account?.channel.id === get().account?.channel.id;
        set({
          account,
          clientSecret,
          info,
          loaded: true,
          ...(sameChannel ? {} : { verifiedAt: undefined, verifyError: undefined }),
        });
      } catch (error) {
        set({ loaded: true, error: failureOf(error) });
      }
    },
    startDemo: () => run('demo', async () => ({ account: await desk.call('accounts.startDemo') })),
    importClientSecret: (text) =>
      run('import', async () => ({ clientSecret: await desk.call('accounts.importClientSecret', { json: text }) })),
    signIn: () => run('sign-in', async () => ({ account: await desk.call('accounts.signIn') })),
    async cancelSignIn() {
      await desk.call('accounts.cancelSignIn');
    },
    signOut: () =>
      run('sign-out', async () => {
        await desk.call('accounts.signOut');
        return { account: null };
      }),
  };
});

/** The event that changes the account (a sign-in or sign-out elsewhere, a token that died): loads it again. */
export function subscribeAccountEvents(): () => void {
  return desk.on('accounts.changed', () => void useAccount.getState().load());
}
