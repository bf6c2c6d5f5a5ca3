// The spaces, the middle dot and the signs that set parts of a line apart or stand for a thing ("intro.mp4 · 3.0 MiB ·
// private", the move arrows, the 16:9 frame of an empty thumbnail): typography, not words, the same in every
// language. They live here because the catalogue trims the spaces around a message, and the lint refuses literal
// strings in the JSX of a converted screen.
export const SPACE = ' ';
export const DOT = ' · ';
export const UP_ARROW = '↑';
export const DOWN_ARROW = '↓';
export const WIDESCREEN = '16:9';
