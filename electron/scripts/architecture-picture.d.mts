// The types of architecture-picture.mjs, for the layout test that imports it.
export const ARCHITECTURE_DOC: string;
export function drawPicture(): Promise<string>;
export function committedPicture(doc: string): string | undefined;
