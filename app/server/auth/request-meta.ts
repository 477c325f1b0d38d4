/** Who is asking: stored with sessions and audit entries. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
}

const MAX_USER_AGENT = 512;

export function requestMeta(request: Request, clientIp: string): RequestMeta {
  return {
    ip: clientIp,
    userAgent: (request.headers.get('User-Agent') ?? '').slice(0, MAX_USER_AGENT),
  };
}
