/** Saves text as a file through a temporary download link. */
export function downloadText(fileName: string, text: string, mediaType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mediaType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the browser reads the blob when the click is handled; revoking at once can cancel the download
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
