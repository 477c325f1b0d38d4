import { data, redirect } from 'react-router';
import estimatePageModuleUrl from 'virtual:estimate-page-module';
import {
  CustomerEstimate,
  type CustomerEstimateProps,
} from '#app/components/sections/customer-estimate.tsx';
import { PublicPageError, pageErrorTitle } from '#app/components/sections/page-error.tsx';
import { notFoundMeta } from '#app/content/seo/page-meta.ts';
import { estimateFormFields as f, estimateIntents } from '#app/lib/estimate-form.ts';
import { choiceTotals } from '#app/lib/estimate-money.ts';
import { serverLimits } from '#app/lib/limits.ts';
import { estimateMessages as m } from '#app/lib/messages/estimates.ts';
import { routes } from '#app/lib/urls.ts';
import { getContent, getRequestInfo, getServices } from '#app/routes/_context/context.server.ts';
import {
  acceptEstimate,
  declineEstimate,
  limitAnswers,
  openByToken,
  viewEstimate,
  type AnswerRefusal,
} from '#app/server/estimates/customer-answer.ts';
import {
  parseAcceptForm,
  parseChoice,
  parseDeclineForm,
  type Choice,
} from '#app/server/estimates/customer-form.ts';
import { customerOf, pricingOf, type Estimate } from '#app/server/estimates/estimate-record.ts';
import { estimatePageData } from '#app/server/estimates/page-data.ts';
import { readBodyCapped } from '#app/server/leads/request-body.ts';
import type { Route } from './+types/estimate';

type Answer = NonNullable<CustomerEstimateProps['answer']>;

/**
 * The customer's private page for one estimate (issue 39), reached from the e-mail's link, no
 * account. The first view marks it viewed. A wrong or replaced link is the site's 404; a voided
 * or expired estimate answers 410 and says so, with the phone. Never cached, never indexed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { business } = getContent(context).content;
  const opened = await openedOrUnavailable(services, getRequestInfo(context), params.token);
  if (!opened) throw data(m.linkNotFound, { status: 404 });
  const { estimate, customer } = opened;
  const page = estimatePageData(estimate, customer, business);
  const gone = page.state === 'void' || page.state === 'expired';
  return data(page, { status: gone ? 410 : 200 });
}

/**
 * The link's estimate (its first view marked) and its customer, or undefined for a wrong link.
 * The database failing under it: 503 with Retry-After, the page saying our system is having
 * trouble and how to call (PageError), never a bare 500 that reads like a broken link.
 */
async function openedOrUnavailable(
  services: ReturnType<typeof getServices>,
  info: ReturnType<typeof getRequestInfo>,
  token: string,
) {
  try {
    const estimate = await viewEstimate(services, token);
    const customer = estimate && (await customerOf(services.db, estimate.leadId));
    return estimate && customer ? { estimate, customer } : undefined;
  } catch (error) {
    services.log.error({ err: error, reqId: info.requestId }, 'estimate page failed');
    const retryAfter = String(serverLimits.estimateLink.unavailableRetryAfterSeconds);
    throw data(null, { status: 503, headers: { 'Retry-After': retryAfter } });
  }
}

function refusalAnswer(
  refusal: Exclude<AnswerRefusal, { kind: 'not-found' }>,
  values: Answer['values'],
  choice: Choice | null = null,
) {
  const status = refusal.kind === 'gone' ? 410 : 409;
  const message =
    refusal.kind === 'gone'
      ? refusal.estimate.status === 'void'
        ? m.voidText
        : m.expiredText
      : refusal.kind === 'changed'
        ? m.changedSinceOpened
        : refusal.estimate.status === 'accepted'
          ? m.acceptedAlready
          : m.declinedAlready;
  return data(
    { choice, answer: { ok: false, message, fieldErrors: {}, values } satisfies Answer },
    { status },
  );
}

/**
 * The option and add-ons posted, when the estimate as it now stands has them: an acceptance
 * refused because the owner edited the estimate shows the new version with the customer's own
 * choice, not the first option (the name and consent kept beside it, one more tap would have
 * signed an option they never chose).
 */
function choiceStillOn(form: URLSearchParams, estimate: Pick<Estimate, 'body'>) {
  const choice = parseChoice(form, pricingOf(estimate.body), false);
  return choice.ok ? choice.value : null;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const info = getRequestInfo(context);
  const { business } = getContent(context).content;
  const now = Date.now();
  const estimate = await openByToken(services, params.token, now);
  if (!estimate) throw data(m.linkNotFound, { status: 404 });
  const body = await readBodyCapped(request, serverLimits.estimateLink.formMaxBytes);
  const form = new URLSearchParams(body.ok ? body.text : '');
  const pricing = pricingOf(estimate.body);
  const values = {
    signerName: form.get(f.signerName) ?? '',
    consent: form.get(f.consent) === 'yes',
    reason: form.get(f.reason) ?? '',
  };
  const refused = (
    message: string,
    status: number,
    choice: Choice | null = null,
    headers?: HeadersInit,
  ) =>
    data(
      { choice, answer: { ok: false, message, fieldErrors: {}, values } satisfies Answer },
      { status, ...(headers ? { headers } : {}) },
    );
  /** The option and add-ons posted, shown again with a refusal that is not about them. */
  const postedChoice = () => {
    const choice = parseChoice(form, pricing, false);
    return choice.ok ? choice.value : null;
  };
  /** A read or write of the answer; the database failing under it: 503, what was typed kept. */
  const guarded = async <T,>(work: () => Promise<T>) => {
    try {
      return { ok: true as const, value: await work() };
    } catch (error) {
      services.log.error({ err: error, reqId: info.requestId }, 'estimate answer failed');
      return {
        ok: false as const,
        answer: refused(m.answerFailed, 503, postedChoice(), {
          'Retry-After': String(serverLimits.estimateLink.unavailableRetryAfterSeconds),
        }),
      };
    }
  };
  // Too large (a signature far beyond any pad's) or cut off: say so rather than "fix the fields".
  if (!body.ok) {
    return refused(
      body.reason === 'too-large' ? m.formTooLarge : m.formUnreadable,
      body.reason === 'too-large' ? 413 : 400,
    );
  }
  const invalid = (fieldErrors: Answer['fieldErrors'], choice: Choice | null) =>
    data(
      {
        choice,
        answer: {
          ok: false,
          message: Object.values(fieldErrors)[0] ?? m.invalid,
          fieldErrors,
          values,
        } satisfies Answer,
      },
      { status: 422 },
    );
  const self = routes.estimate(params.token);
  const intent = form.get(f.intent);
  if (intent === estimateIntents.accept || intent === estimateIntents.decline) {
    // Counted before the signature is read: decoding one is the cost the limit bounds.
    const limited = await guarded(() => limitAnswers(services, estimate.id, now));
    if (!limited.ok) return limited.answer;
    if (limited.value) {
      return refused(m.answersTooMany, 429, postedChoice(), {
        'Retry-After': String(limited.value.retryAfterSeconds),
      });
    }
  }
  switch (intent) {
    case estimateIntents.price: {
      const choice = parseChoice(form, pricing, false);
      if (!choice.ok) return invalid(choice.fieldErrors, null);
      return { choice: choice.value, answer: null };
    }
    case estimateIntents.accept: {
      const parsed = parseAcceptForm(form, pricing);
      if (!parsed.ok) {
        const choice = parseChoice(form, pricing, false);
        return invalid(parsed.fieldErrors, choice.ok ? choice.value : null);
      }
      const accepted = await guarded(() =>
        acceptEstimate(
          services,
          business,
          params.token,
          parsed.value,
          { ip: info.clientIp || null, userAgent: request.headers.get('user-agent') },
          now,
        ),
      );
      if (!accepted.ok) return accepted.answer;
      const result = accepted.value;
      if (result.kind === 'not-found') throw data(m.linkNotFound, { status: 404 });
      if (result.kind === 'accepted') throw redirect(self, 303);
      return refusalAnswer(
        result,
        values,
        result.kind === 'changed' ? choiceStillOn(form, result.estimate) : null,
      );
    }
    case estimateIntents.decline: {
      const parsed = parseDeclineForm(form);
      if (!parsed.ok) return invalid(parsed.fieldErrors, null);
      const declined = await guarded(() =>
        declineEstimate(services, params.token, parsed.value, now),
      );
      if (!declined.ok) return declined.answer;
      const result = declined.value;
      if (result.kind === 'not-found') throw data(m.linkNotFound, { status: 404 });
      if (result.kind === 'declined') throw redirect(self, 303);
      return refusalAnswer(result, values);
    }
    default:
      return refused(m.unknownIntent, 400);
  }
}

export const headers: Route.HeadersFunction = ({ actionHeaders, errorHeaders }) => {
  // A 429's wait, or the page's 503 while the database does not answer.
  const retryAfter = actionHeaders.get('Retry-After') ?? errorHeaders?.get('Retry-After');
  return {
    'Cache-Control': 'no-store',
    // The token is in the URL: it is never sent on to another site (as the visit page, which
    // says why not `no-referrer`).
    'Referrer-Policy': 'same-origin',
    'X-Robots-Tag': 'noindex',
    // Kept, as the quote form keeps its 429's.
    ...(retryAfter ? { 'Retry-After': retryAfter } : {}),
  };
};

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? [{ title: m.pageTitle(loaderData.number) }, { name: 'robots', content: 'noindex' }]
    : error === undefined
      ? notFoundMeta()
      : [{ title: pageErrorTitle(error) }, { name: 'robots', content: 'noindex' }];

/** A wrong or replaced link: the site's own not-found page inside the layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function EstimatePage({ loaderData, actionData }: Route.ComponentProps) {
  // The loader's data is the component's (estimatePageData builds it for this page) but for
  // the choice shown, which an acceptance fixes and a post may change.
  const { acceptedChoice, ...page } = loaderData;
  const choice: Choice = acceptedChoice ??
    actionData?.choice ?? { optionIndex: 0, addOnIndexes: [] };
  const totals =
    page.acceptance?.totals ?? choiceTotals(page.pricing, choice.optionIndex, choice.addOnIndexes);
  return (
    <CustomerEstimate
      {...page}
      choice={choice}
      totals={totals}
      answer={actionData?.answer ?? null}
      scriptSrc={estimatePageModuleUrl}
    />
  );
}
