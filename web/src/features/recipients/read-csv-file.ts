/**
 * A CSV file's text. Most exports are UTF-8; older Outlook and Excel ones are Windows-1252, which
 * is not valid UTF-8, so those are read again in that encoding rather than showing '�'.
 */
export async function readCsvFile(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
