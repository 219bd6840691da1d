/** Saves `content` as a file the browser downloads, named `filename`. */
export function saveFile(content: string, filename: string, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the address is given back.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
