// The reasons videos.reportAbuse takes, as videoAbuseReportReasons.list lists them: a primary reason, some with
// secondary reasons. Labels are the platform's English ones; the emulator does not translate them for `hl`.
interface AbuseReason {
  readonly id: string;
  readonly label: string;
  readonly secondary: ReadonlyArray<{ readonly id: string; readonly label: string }>;
}

export const ABUSE_REASONS: readonly AbuseReason[] = [
  {
    id: 'S',
    label: 'Sexual content',
    secondary: [
      { id: '1', label: 'Graphic sexual activity' },
      { id: '2', label: 'Nudity' },
      { id: '3', label: 'Suggestive, but without nudity' },
      { id: '4', label: 'Content involving minors' },
      { id: '5', label: 'Abusive title or description' },
      { id: '6', label: 'Other sexual content' },
    ],
  },
  {
    id: 'V',
    label: 'Violent or repulsive content',
    secondary: [
      { id: '7', label: 'Adults fighting' },
      { id: '8', label: 'Physical attack' },
      { id: '9', label: 'Youth violence' },
      { id: '10', label: 'Animal abuse' },
    ],
  },
  {
    id: 'H',
    label: 'Hateful or abusive content',
    secondary: [
      { id: '11', label: 'Promotes hatred or violence' },
      { id: '12', label: 'Abusing vulnerable individuals' },
      { id: '13', label: 'Bullying' },
      { id: '14', label: 'Abusive title or description' },
    ],
  },
  {
    id: 'G',
    label: 'Harmful dangerous acts',
    secondary: [
      { id: '15', label: 'Pharmaceutical or drug abuse' },
      { id: '16', label: 'Abuse of fire or explosives' },
      { id: '17', label: 'Suicide or self injury' },
      { id: '18', label: 'Other dangerous acts' },
    ],
  },
  { id: 'C', label: 'Child abuse', secondary: [] },
  { id: 'T', label: 'Promotes terrorism', secondary: [] },
  {
    id: 'Z',
    label: 'Spam or misleading',
    secondary: [
      { id: '19', label: 'Mass advertising' },
      { id: '20', label: 'Pharmaceutical drugs for sale' },
      { id: '21', label: 'Misleading text' },
      { id: '22', label: 'Misleading thumbnail' },
      { id: '23', label: 'Scams / fraud' },
    ],
  },
  { id: 'R', label: 'Infringes my rights', secondary: [] },
  { id: 'K', label: 'Captions issue', secondary: [] },
];
