import { QuoteFormColumns } from '#app/components/quote-form/quote-form-columns.tsx';
import { ContactInfo } from '#app/components/sections/contact-info.tsx';
import { FaqList } from '#app/components/sections/faq-list.tsx';
import { PageHero } from '#app/components/sections/hero.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { staticPageMeta } from '#app/content/seo/static-page-meta.ts';
import { faqPageJsonLd } from '#app/content/seo/structured-data.ts';
import { heroPageLoader } from '#app/routes/_marketing/public-page.server.ts';
import type { Route } from './+types/contact';

export {
  quoteFormAction as action,
  quoteFormHeaders as headers,
} from '#app/routes/_marketing/quote-form-action.server.ts';

export const loader = heroPageLoader('contact');

export const meta: Route.MetaFunction = staticPageMeta('contact', {
  hero: 'contact',
  jsonLd: (c) => [faqPageJsonLd(c.contactFaqs)],
});

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { business, contactContent, contactFaqs, pageHeroes } = loaderData.content;
  return (
    <>
      <PageHero hero={pageHeroes.contact} images={loaderData.images} />
      <QuoteFormColumns
        intro={contactContent.formText}
        title={contactContent.formTitle}
        result={actionData}
        phone={business.phones.main}
        gap="gap-8"
      >
        <ContactInfo
          title={contactContent.info.title}
          labels={{
            phone: contactContent.info.phoneLabel,
            email: contactContent.info.emailLabel,
            hours: contactContent.info.hoursLabel,
            area: contactContent.info.areaLabel,
          }}
          phone={business.phones.main}
          emails={[business.emails.info, business.emails.service]}
          hours={business.hours.display}
          emergency={business.hours.emergency}
          area={contactContent.info.areaText}
        />
      </QuoteFormColumns>
      <Section heading={{ title: contactContent.faqTitle }} id="faq">
        <div className="mx-auto max-w-3xl">
          <FaqList faqs={contactFaqs} name="contact-faq" />
        </div>
      </Section>
    </>
  );
}
