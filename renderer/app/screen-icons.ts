// The sidebar's icon for each screen (lucide-react), beside its name; a screen without one gets the generic icon, so a
// new screen needs no entry here to appear.
import {
  CalendarDays,
  Layers,
  CircleUserRound,
  CloudUpload,
  Film,
  LayoutDashboard,
  ListVideo,
  MessagesSquare,
  PanelTop,
  ShieldCheck,
  Stamp,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Readonly<Record<string, LucideIcon>> = {
  uploads: CloudUpload,
  series: Layers,
  library: Film,
  calendar: CalendarDays,
  playlists: ListVideo,
  channel: PanelTop,
  comments: MessagesSquare,
  watermark: Stamp,
  rateLimits: ShieldCheck,
  accounts: CircleUserRound,
};

export function screenIcon(screen: string): LucideIcon {
  return ICONS[screen] ?? LayoutDashboard;
}
