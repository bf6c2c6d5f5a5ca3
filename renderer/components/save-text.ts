// Saves text the page holds as a file the browser downloads: a Blob behind an object URL and a transient
// <a download>, the one way a page (and Electron's renderer, which has no file system) offers a file to keep.
export function saveTextFile(text: string, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mimeType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the URL by the time the click returns; free it on the next turn of the event loop.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
