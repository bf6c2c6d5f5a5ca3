// The file name extensions of the video formats the platform accepts, for the desktop's file associations
// (electron-builder.yml: kept equal by tests/unit/electron/electron-builder-config.test.ts) and the Add Videos
// dialog's filter. Only a hint for the system: a file is accepted by its bytes (container-sniffer.ts), whatever it
// is called. Followed: YouTube Help "Supported YouTube file formats" (answer 4720457), as read 2026-11-25: .MOV,
// .MPEG-1, .MPEG-2, .MPEG4, .MP4, .MPG, .AVI, .WMV, .MPEGPS, .FLV, 3GPP, WebM, DNxHR, ProRes, CineForm, HEVC (h265);
// the containers the sniffer knows besides (Matroska, MPEG transport streams, Ogg, MXF) are listed too. Not .ts
// nor .ps, though MPEG streams use them: they name TypeScript and PostScript files far more often.
export const VIDEO_EXTENSIONS = [
  'mp4',
  'm4v',
  'mov',
  'qt',
  'mpeg',
  'mpg',
  'mpe',
  'm1v',
  'm2v',
  'mpeg4',
  'avi',
  'wmv',
  'asf',
  'flv',
  '3gp',
  '3gpp',
  '3g2',
  'webm',
  'mkv',
  'mts',
  'm2ts',
  'ogv',
  'mxf',
  'hevc',
] as const;
