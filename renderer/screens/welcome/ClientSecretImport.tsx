// Import of the client_secret….json: pick it or drop it. The file's text goes to the main process, which keeps the
// client in the encrypted vault; only its id comes back.
import { useState } from 'react';
import { FilePicker } from '../../components/FilePicker';
import { useAccount } from '../../stores/account-store';

const MAX_BYTES = 64 * 1024;

export function ClientSecretImport() {
  const { clientSecret, importClientSecret, busy } = useAccount();
  const [localError, setLocalError] = useState<string>();

  const readFile = async (file: File | undefined): Promise<void> => {
    setLocalError(undefined);
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setLocalError(`${file.name} is too large to be an OAuth client file.`);
      return;
    }
    await importClientSecret(await file.text());
  };

  return (
    <div className="client-secret">
      <FilePicker
        accept="application/json,.json"
        label={clientSecret ? 'Drop another OAuth client file here' : 'Drop the OAuth client file here'}
        hint="The client_secret….json the Google Cloud console gave you."
        choose={clientSecret ? 'Replace it…' : 'Choose the file…'}
        disabled={busy !== undefined}
        onFile={(file) => void readFile(file)}
      />
      {clientSecret && (
        <p className="muted">
          OAuth client <code>{clientSecret.clientId}</code>
          {clientSecret.projectId ? ` (project ${clientSecret.projectId})` : ''}
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
