/** Saves text or bytes as a file through a temporary download link. */
export function downloadFile(fileName: string, data: string | ArrayBuffer, mediaType: string): void {
  const url = URL.createObjectURL(new Blob([data], { type: mediaType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser reads the blob when the click is handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves `data` as a pretty-printed JSON file. */
export function downloadJson(fileName: string, data: unknown): void {
  downloadFile(fileName, JSON.stringify(data, null, 2), "application/json");
}
