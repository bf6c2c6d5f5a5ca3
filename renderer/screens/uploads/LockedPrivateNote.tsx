// A finished upload the platform made private although it was sent public or unlisted: the unaudited project's lock,
// told by the connection doctor, with the offer to keep uploads private on purpose until the audit passes.
import type { UploadView } from '../../../shared/uploads/upload-view';
import { diagnoseUploadPrivacy } from '../../../shared/platform/connection-doctor';
import { DoctorNote } from '../../components/DoctorNote';
import { usePrivateOnPurpose } from './private-on-purpose-store';

export function LockedPrivateNote({ view }: { readonly view: UploadView }) {
  const { keepPrivate, choose } = usePrivateOnPurpose();
  const finding = diagnoseUploadPrivacy(view.metadata.status.privacyStatus, view.privacyOnPlatform);
  if (!finding) return null;
  if (keepPrivate) {
    return (
      <p className="muted" data-testid="doctor-upload-private-on-purpose">
        Private on purpose: the API project is not audited, so the platform keeps uploads private.{' '}
        <button type="button" className="small" onClick={() => choose(false)}>
          Explain again
        </button>
      </p>
    );
  }
  return (
    <DoctorNote finding={finding}>
      <button type="button" className="small" onClick={() => choose(true)}>
        Keep uploads private
      </button>
    </DoctorNote>
  );
}
