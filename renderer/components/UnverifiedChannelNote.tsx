// Said before anything is sent: a channel the platform has not verified cannot set custom thumbnails or upload
// videos longer than 15 minutes, so an upload with a thumbnail or a long video would be refused part of the way.
import { diagnoseChannel } from '../../shared/platform/connection-doctor';
import { useAccount } from '../stores/account-store';
import { DoctorNote } from './DoctorNote';

export function UnverifiedChannelNote() {
  const longUploadsStatus = useAccount((s) => s.account?.channel.longUploadsStatus);
  return <ChannelVerificationNote longUploadsStatus={longUploadsStatus} />;
}

/** `longUploadsStatus`: the channel's status.longUploadsStatus as the platform last said it. */
export function ChannelVerificationNote({ longUploadsStatus }: { readonly longUploadsStatus: string | undefined }) {
  const finding = diagnoseChannel(longUploadsStatus);
  return finding ? <DoctorNote finding={finding} /> : null;
}
