import { formatLastUpdated } from '#app/lib/format-date.ts';
import { staticPageMeta } from '#app/content/seo/static-page-meta.ts';
import { publicPage } from '#app/routes/_marketing/public-page.server.ts';
import type { Route } from './+types/privacy-policy';

export async function loader({ context }: Route.LoaderArgs) {
  const page = await publicPage(context, () => []);
  // Today in the business's time zone, computed per request (the spec shows today's date).
  const lastUpdated = formatLastUpdated(page.content.business.timeZone, new Date());
  return { origin: page.origin, content: page.content, lastUpdated };
}

export const meta: Route.MetaFunction = staticPageMeta('privacyPolicy');

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { privacyPolicy } = loaderData.content;
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:py-20">
      <h1 className="text-4xl font-extrabold">{privacyPolicy.title}</h1>
      <p className="mt-3 text-ink-700" data-last-updated>
        {privacyPolicy.lastUpdatedLabel}: {loaderData.lastUpdated}
      </p>
      <p className="mt-8 text-lg text-ink-700">{privacyPolicy.intro}</p>
      {privacyPolicy.sections.map((section) => (
        <section key={section.id} id={section.id} className="mt-10">
          <h2 className="text-2xl font-bold">{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} className="mt-4 text-ink-700">
              {p}
            </p>
          ))}
          {section.bullets ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-700">
              {section.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-ink-700" data-disclaimer>
        {privacyPolicy.disclaimer}
      </p>
    </article>
  );
}
