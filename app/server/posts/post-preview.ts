import { postEditorMessages as m } from '#app/lib/messages/post-editor.ts';
import { escapeHtml } from '../mail/escape.ts';
import type { PostDetail } from './post-queries.ts';

/**
 * A post's working copy as a reader will see it (issue 40's preview): the title, the summary
 * and the body as stored, which the server sanitized when it was saved, under a bar saying it
 * is a preview. A document of its own, no script and nothing from another origin (its CSP says
 * so), never cached or indexed.
 */
export function postPreviewDocument(
  post: Pick<PostDetail, 'title' | 'summary' | 'bodyHtml'>,
): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(`${m.preview}: ${post.title}`)}</title>
<style>
body{margin:0;font:17px/1.65 system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2937;background:#fff}
.bar{position:sticky;top:0;background:#fde047;color:#111827;padding:8px 12px;font-weight:600;text-align:center;border-bottom:2px solid #111827}
article{max-width:720px;margin:0 auto;padding:24px 16px 64px}
h1{font-size:2rem;line-height:1.2;margin:0 0 12px}
.summary{font-size:1.1rem;color:#4b5563;margin:0 0 24px}
img{display:block;max-width:100%;height:auto;margin:16px 0;border-radius:6px}
a{color:#1d4ed8}
</style>
</head>
<body>
<div class="bar" role="status">${escapeHtml(m.previewMarker)}</div>
<article>
<h1>${escapeHtml(post.title)}</h1>
<p class="summary">${escapeHtml(post.summary)}</p>
${post.bodyHtml}
</article>
</body>
</html>`;
}

/** The preview's own headers: no script, images from this site only, never cached or indexed. */
export const postPreviewHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
};
