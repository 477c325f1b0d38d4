export type Encoding = 'br' | 'gzip' | 'identity';

/** Picks brotli, then gzip, then none, honouring `q=0` refusals in Accept-Encoding. */
export function chooseEncoding(acceptEncoding: string | undefined | null): Encoding {
  if (!acceptEncoding) return 'identity';
  let br = false;
  let gzip = false;
  let star = false;
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    let accepted = true;
    for (const param of params) {
      const [k, v] = param.split('=');
      if (k?.trim().toLowerCase() === 'q' && Number(v?.trim()) === 0) accepted = false;
    }
    if (name === 'br') br = accepted;
    else if (name === 'gzip' || name === 'x-gzip') gzip = accepted;
    else if (name === '*') star = accepted;
  }
  if (br) return 'br';
  if (gzip) return 'gzip';
  if (star) return 'br';
  return 'identity';
}

/** If-None-Match against our (weak) ETag, with the weak comparison GET/HEAD use. */
export function etagMatches(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  for (const candidate of ifNoneMatch.split(',')) {
    if (candidate.trim().replace(/^W\//, '') === bare) return true;
  }
  return false;
}
