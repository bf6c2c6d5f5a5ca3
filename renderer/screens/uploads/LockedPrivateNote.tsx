// A finished upload the platform made private although it was sent public or unlisted: the unaudited project's lock,
// told by the connection doctor, with the offer to keep uploads private on purpose until the audit passes.
import { useIntl } from 'react-intl';
import type { UploadView } from '../../../shared/uploads/upload-view';
import { diagnoseUploadPrivacy } from '../../../shared/platform/connection-doctor';
import { DoctorNote } from '../../components/DoctorNote';
import { usePrivateOnPurpose } from './private-on-purpose-store';
import { SPACE } from './typography';
import { UPLOADS } from './uploads-messages';

export function LockedPrivateNote({ view }: { readonly view: UploadView }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { keepPrivate, choose } = usePrivateOnPurpose();
  const finding = diagnoseUploadPrivacy(intl, view.metadata.status.privacyStatus, view.privacyOnPlatform);
  if (!finding) return null;
  if (keepPrivate) {
    return (
      <p className="muted" data-testid="doctor-upload-private-on-purpose">
        {say(UPLOADS.privateOnPurpose)}
        {SPACE}
        <button type="button" className="small" onClick={() => choose(false)}>
          {say(UPLOADS.explainAgain)}
        </button>
      </p>
    );
  }
  return (
    <DoctorNote finding={finding}>
      <button type="button" className="small" onClick={() => choose(true)}>
        {say(UPLOADS.keepPrivate)}
      </button>
    </DoctorNote>
  );
}
