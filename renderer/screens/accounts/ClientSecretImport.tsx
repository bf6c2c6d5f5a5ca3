// Import of the client_secret….json: pick it or drop it. The file's text goes to the main process, which keeps the
// client in the encrypted vault; only its id comes back.
import { useState, type DragEvent } from 'react';
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
  const onDrop = (event: DragEvent<HTMLLabelElement>): void => {
    event.preventDefault();
    event.stopPropagation();
    void readFile(event.dataTransfer.files[0]);
  };

  return (
    <div className="client-secret">
      <label className="file-drop" onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
        <input
          type="file"
          accept="application/json,.json"
          aria-label="OAuth client file"
          disabled={busy !== undefined}
          onChange={(event) => void readFile(event.target.files?.[0])}
        />
        <span>{clientSecret ? 'Replace the OAuth client file…' : 'Choose or drop client_secret….json'}</span>
      </label>
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
