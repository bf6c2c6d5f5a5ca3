// The tones a badge can take (styles.css: .badge-<tone>); a screen maps its own states onto them.
export type BadgeTone = 'neutral' | 'info' | 'warning' | 'ok' | 'error' | 'muted';
