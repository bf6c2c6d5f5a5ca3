// Said before anything is sent: a channel the platform has not verified cannot set custom thumbnails or upload
// videos longer than 15 minutes, so an upload with a thumbnail or a long video would be refused part of the way.
import { useIntl } from 'react-intl';
import { diagnoseChannel } from '../../shared/platform/connection-doctor';
import { DoctorNote } from './DoctorNote';

/**
 * `longUploadsStatus`: the channel's status.longUploadsStatus as the platform last said it (the screen reads it from
 * the account: shared components take what they show as props).
 */
export function UnverifiedChannelNote({ longUploadsStatus }: { readonly longUploadsStatus: string | undefined }) {
  const finding = diagnoseChannel(useIntl(), longUploadsStatus);
  return finding ? <DoctorNote finding={finding} /> : null;
}
