// An upload saved by an older version without its channel is held: the creator says which signed-in channel it goes
// to (nothing is guessed), then resumes it as any paused upload.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { UploadView } from '../../../shared/uploads/upload-view';
import { FailureLine } from '../../components/FailureLine';
import { desk } from '../../desk/desk';
import { failureOf, type Failure } from '../../desk/failure';
import { useChannels } from '../../stores/channels-store';
import { UPLOADS } from './uploads-messages';

export function AssignChannel({ view, name }: { readonly view: UploadView; readonly name: string }) {
  const say = useIntl().formatMessage;
  const channels = useChannels((s) => s.channels);
  const [channelId, setChannelId] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | undefined>();
  const id = useId();
  const assign = async (): Promise<void> => {
    setBusy(true);
    setFailure(undefined);
    try {
      // The queue's change event brings the row its channel.
      await desk.call('uploads.assignChannel', { id: view.id, channelId });
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="row up-assign-channel" data-testid="assign-channel">
      <label htmlFor={id}>{say(UPLOADS.channelFor, { name })}</label>
      <select id={id} value={channelId} disabled={busy} onChange={(e) => setChannelId(e.target.value)}>
        <option value="">{say(UPLOADS.chooseChannel)}</option>
        {channels.map((channel) => (
          <option key={channel.channel.id} value={channel.channel.id} dir="auto">
            {channel.channel.title}
          </option>
        ))}
      </select>
      <button type="button" className="small" disabled={busy || channelId === ''} onClick={() => void assign()}>
        {say(UPLOADS.sendToChannel)}
      </button>
      {failure && <FailureLine failure={failure} />}
    </div>
  );
}
