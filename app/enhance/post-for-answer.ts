/**
 * One same-origin POST with a time limit, as the quote form's lead and photo senders make it:
 * the answer and its JSON body (`{}` when it has none), or null when no answer came (offline,
 * timed out). Never throws.
 */
export async function postForAnswer(
  fetcher: typeof fetch,
  url: string,
  init: { headers?: Record<string, string>; body: BodyInit },
  timeoutMs: number,
): Promise<{ response: Response; body: unknown } | null> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      ...init,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return null;
  }
  const body: unknown = await response.json().catch(() => ({}));
  return { response, body };
}
