import type busboy from 'busboy';

/**
 * The end of a multipart read, as both parsers (uploads, the quote form's photos) take it:
 * more files than allowed fails it as too many files, more parts as malformed, and so does a
 * parse error. Settles once busboy is done either way; what failed is for `fail` to keep.
 */
export function untilParsed(
  parser: busboy.Busboy,
  fail: (reason: 'too-many-files' | 'malformed') => void,
): Promise<void> {
  parser.on('filesLimit', () => fail('too-many-files'));
  parser.on('partsLimit', () => fail('malformed'));
  return new Promise<void>((resolve) => {
    parser.on('error', () => {
      fail('malformed');
      resolve();
    });
    parser.on('close', () => resolve());
  });
}
