import type { RouterContextProvider } from 'react-router';
import { credentialText } from '#app/lib/admin-action.ts';
import { assertSameOrigin } from '#app/routes/admin/require-admin.server.ts';

/**
 * The form of a signed-out screen's POST (the sign-in gate, the first admin's setup): refused
 * (403) unless it came from our own pages, then read as text fields each cut at the credentials'
 * cap unread (`credentialText`). Answers a reader of its fields (missing or a file: empty).
 */
export async function readCredentialForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<(name: string) => string> {
  assertSameOrigin(request, context);
  const form = await request.formData();
  return (name) => credentialText(form, name);
}
