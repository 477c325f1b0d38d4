import { data } from 'react-router';
import { buttonClass } from '#app/components/ui/link-button.tsx';
import { messages } from '#app/lib/messages.ts';
import { staticPageMeta } from '#app/content/seo/static-page-meta.ts';
import { getRequestInfo, getServices } from '#app/routes/_context/context.server.ts';
import { handleUpload } from '#app/server/images/handle-upload.ts';
import { publicPage } from '#app/routes/_marketing/public-page.server.ts';
import type { Route } from './+types/upload';
import {
  UPLOAD_COPIED,
  UPLOAD_FILES,
  UPLOAD_FORM,
  UPLOAD_RESULT,
  UPLOAD_STATUS,
  UPLOAD_URLS,
  hook,
} from '#app/lib/dom-hooks.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return publicPage(context, () => []);
}

export type UploadPageResult =
  { ok: true; message: string; urls: string[] } | { ok: false; message: string };

/** Without JavaScript the form posts here: one photo, same checks as `POST /api/uploads`. */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await handleUpload(getServices(context), {
    headers: request.headers,
    body: request.body,
    clientIp: getRequestInfo(context).clientIp,
  });
  const result: UploadPageResult = outcome.ok
    ? { ok: true, message: messages.upload.success(1), urls: [outcome.file.url] }
    : { ok: false, message: outcome.error };
  return data(result, { status: outcome.ok ? 200 : outcome.status });
}

export const meta: Route.MetaFunction = staticPageMeta('upload');

const ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

export default function Upload({ loaderData, actionData }: Route.ComponentProps) {
  const { uploadContent } = loaderData.content;
  const urls = actionData?.ok ? actionData.urls : [];
  return (
    <section className="bg-slate-50 py-14 sm:py-20">
      <div className="mx-auto max-w-2xl px-4">
        <h1 className="text-4xl font-extrabold">{uploadContent.title}</h1>
        <p className="mt-4 text-lg text-ink-700">{uploadContent.intro}</p>
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-ink-900">
          {uploadContent.publicNote}
        </p>
        <form
          method="post"
          encType="multipart/form-data"
          className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
          {...hook(UPLOAD_FORM)}
        >
          <label htmlFor="upload-files" className="block text-lg font-semibold">
            Photos
          </label>
          <p id="upload-hint" className="mt-1 text-ink-700">
            {uploadContent.accept}
          </p>
          <input
            id="upload-files"
            name="file"
            type="file"
            accept={ACCEPT}
            multiple
            required
            aria-describedby="upload-hint"
            className="mt-3 block w-full rounded-md border border-slate-300 p-2 file:mr-4 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
          />
          <ul className="mt-4 space-y-3" {...hook(UPLOAD_FILES)} aria-label="Upload progress" />
          <button type="submit" className={buttonClass('primary', 'mt-6 w-full sm:w-auto')}>
            {messages.upload.submit}
          </button>
          <p
            role="status"
            {...hook(UPLOAD_STATUS)}
            className={`mt-4 font-semibold ${actionData && !actionData.ok ? 'text-brand-700' : 'text-green-800'}`}
          >
            {actionData?.message}
          </p>
          <div {...hook(UPLOAD_RESULT)} hidden={urls.length === 0} className="mt-4">
            <h2 className="font-semibold">{messages.upload.addresses}</h2>
            <p {...hook(UPLOAD_COPIED)} hidden className="mt-1 text-ink-700">
              {messages.upload.copied}
            </p>
            <ol {...hook(UPLOAD_URLS)} className="mt-2 list-decimal space-y-1 pl-6 break-all">
              {urls.map((url) => (
                <li key={url}>
                  <a href={url} className="text-brand-700 underline">
                    {url}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </form>
      </div>
    </section>
  );
}
