/**
 * Whether a photo's first bytes are a JPEG, a PNG or a WebP: the formats the server stores. It
 * decides by the bytes too, never by the name or the declared type (decisions.md), so a HEIC
 * or a text file renamed `.jpg` is refused when it is chosen, not after an upload on a phone's
 * signal, or after waiting offline with its request.
 */
export function isAcceptedPhotoHead(head: Uint8Array): boolean {
  const text = (at: number, expected: string) =>
    [...expected].every((char, i) => head[at + i] === char.charCodeAt(0));
  return (
    (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) ||
    (head[0] === 0x89 && text(1, 'PNG')) ||
    (text(0, 'RIFF') && text(8, 'WEBP'))
  );
}

/** Reads the first bytes of a chosen file; one that cannot be read is left to the server. */
export async function isAcceptedPhoto(file: Blob): Promise<boolean> {
  try {
    return isAcceptedPhotoHead(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  } catch {
    return true;
  }
}
