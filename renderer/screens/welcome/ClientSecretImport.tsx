// Import of the client_secret….json: pick it or drop it. The file's text goes to the main process, which keeps the
// client in the encrypted vault; only its id comes back.
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FilePicker } from '../../components/FilePicker';
import { useAccount } from '../../stores/account-store';
import { WELCOME } from './welcome-messages';

const MAX_BYTES = 64 * 1024;

const code = (chunks: ReactNode[]) => <code>{chunks}</code>;

export function ClientSecretImport() {
  const say = useIntl().formatMessage;
  const { clientSecret, importClientSecret, busy } = useAccount();
  const [localError, setLocalError] = useState<string>();

  const readFile = async (file: File | undefined): Promise<void> => {
    setLocalError(undefined);
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setLocalError(say(WELCOME.secretTooLarge, { name: file.name }));
      return;
    }
    await importClientSecret(await file.text());
  };

  return (
    <div className="client-secret">
      <FilePicker
        accept="application/json,.json"
        label={say(clientSecret ? WELCOME.secretDropAnother : WELCOME.secretDrop)}
        hint={say(WELCOME.secretHint)}
        choose={say(clientSecret ? WELCOME.secretReplace : WELCOME.secretChoose)}
        disabled={busy !== undefined}
        onFile={(file) => void readFile(file)}
      />
      {clientSecret && (
        <p className="muted">
          {clientSecret.projectId
            ? say(WELCOME.secretClientProject, {
                clientId: clientSecret.clientId,
                projectId: clientSecret.projectId,
                code,
              })
            : say(WELCOME.secretClient, { clientId: clientSecret.clientId, code })}
        </p>
      )}
      {localError && (
        <p role="alert" className="error">
          {localError}
        </p>
      )}
    </div>
  );
}
