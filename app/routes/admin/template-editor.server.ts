import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import type { BusinessProfile } from '#app/content/schema.ts';
import { templateScreen } from '#app/components/admin/email-templates/email-templates-intents.ts';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { emailTemplateMessages } from '#app/lib/messages/email-templates.ts';
import { adminAction } from './admin-action.server.ts';
import { intent, text } from '#app/server/admin-actions.ts';
import {
  businessTokenValues,
  templateTokens,
  tokenEntries,
  unknownTokens,
  type LeadTokenValues,
  type TemplateToken,
  type TokenEntry,
} from '#app/server/mail/template-tokens.ts';
import { defaultReviewTemplate } from '#app/server/reviews/default-review-template.ts';
import { previewReviewTemplate } from '#app/server/reviews/request.ts';
import { readReviewSettings, saveReviewTemplate } from '#app/server/reviews/review-settings.ts';
import { queueReviewTest } from '#app/server/reviews/review-template-admin.ts';
import type { AppServices } from '#app/server/services.ts';
import { runAdmin, runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import { getContent } from '#app/routes/_context/context.server.ts';
import {
  leadValues,
  previewTemplate,
  queueTestEmail,
  readTemplate,
  resetTemplate,
  sampleValues,
  saveTemplate,
} from '#app/server/dashboard/confirmation-template-admin.ts';

/**
 * The e-mail template editors (Email Templates: the customer confirmation; its Review tab: the
 * review request) are one screen over a template kind: load, live preview, save, reset to the
 * default, test send. The routes only name their kind.
 */
export interface TemplateKind {
  readonly id: 'confirmation' | 'review';
  /** For the log lines. */
  readonly name: string;
  /** The tokens its templates may name; a template naming another is not saved. */
  readonly tokens: readonly TemplateToken[];
  read(services: AppServices): Promise<string>;
  /**
   * The renderer the preview uses, with what it needs read once: `business` (the request's
   * published one, its tokens' values) and the review link.
   */
  previewer(
    services: AppServices,
    business: BusinessProfile,
  ): Promise<(template: string, lead: LeadTokenValues) => string>;
  save(services: AppServices, template: string): Promise<void>;
  /** Back to the default; answers the default's text for the editor. */
  reset(services: AppServices): Promise<string>;
  /** Queues a test send of `template` with sample values; answers the address. */
  queueTest(services: AppServices, business: BusinessProfile, template: string): Promise<string>;
}

export const confirmationTemplate: TemplateKind = {
  id: 'confirmation',
  name: 'e-mail template',
  tokens: templateTokens(['lead', 'business']),
  read: async (services) => (await readTemplate(services)).template,
  async previewer(_services, published) {
    const business = businessTokenValues(published);
    return (template, lead) => previewTemplate(template, { lead, business });
  },
  save: saveTemplate,
  reset: resetTemplate,
  queueTest: queueTestEmail,
};

export const reviewTemplate: TemplateKind = {
  id: 'review',
  name: 'review template',
  // The confirmation's tokens plus the review link.
  tokens: templateTokens(['lead', 'business', 'review']),
  read: async (services) => (await readReviewSettings(services.db)).template,
  async previewer(services, published) {
    const { link } = await readReviewSettings(services.db);
    const business = businessTokenValues(published);
    return (template, lead) => previewReviewTemplate(template, { lead, business }, link);
  },
  save: (services, template) => saveReviewTemplate(services.db, template),
  async reset(services) {
    await saveReviewTemplate(services.db, '');
    return defaultReviewTemplate;
  },
  queueTest: (services, business, template) =>
    queueReviewTest(services.db, services.config, business, template),
};

/** One route serves both editors: `/admin/email-templates` and `/admin/email-templates/review`. */
export function templateKindOf(request: Request): TemplateKind {
  const path = new URL(request.url).pathname;
  return /\/email-templates\/review(\/|$)/.test(path) ? reviewTemplate : confirmationTemplate;
}

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

function leadParam(value: string | null): number | null {
  const id = Number(value ?? '');
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** What the editor shows when nothing could be loaded (also the browser's no-answer fallback). */
export function templateLoadFailed(kind: TemplateKind['id'], tokens: readonly TokenEntry[]) {
  return {
    kind,
    template: null,
    previewHtml: '',
    previewOf: null,
    tokens,
    loadError: messages.admin.loadSettingsFailed,
  };
}

/** The editor's loader: the saved template, its preview (`?lead=` fills it with a lead's). */
export async function templateEditorLoader({ request, context }: Args) {
  const kind = templateKindOf(request);
  const leadId = leadParam(new URL(request.url).searchParams.get('lead'));
  return runAdminLogged(
    request,
    context,
    async (services) => {
      const { business } = getContent(context).content;
      const template = await kind.read(services);
      const values = leadId ? await leadValues(services, leadId) : null;
      const render = await kind.previewer(services, business);
      return {
        kind: kind.id,
        template,
        previewHtml: render(template, values ?? sampleValues),
        previewOf: values && leadId ? { leadId, name: values.name ?? '' } : null,
        tokens: tokenEntries(kind.tokens),
        loadError: null,
      };
    },
    {
      log: `loading the ${kind.name} failed`,
      answer: () => templateLoadFailed(kind.id, tokenEntries(kind.tokens)),
    },
  );
}

const templateField = z.object({ template: text(limits.admin.templateMax) });
const { intents } = templateScreen;

/** Save, reset to the default, test send. */
function editorAction(kind: TemplateKind) {
  return adminAction(
    templateScreen,
    {
      [intents.save]: intent(templateField, async ({ template }, { services, intent }) => {
        // A token the mail would not fill would reach every customer as written.
        const unknown = unknownTokens(template, kind.tokens);
        if (unknown.length > 0) {
          return {
            intent,
            ok: false,
            message: emailTemplateMessages.unknownTokens(unknown),
            field: 'template',
          };
        }
        await kind.save(services, template);
        return { intent, ok: true, message: messages.admin.templateSaved };
      }),
      [intents.reset]: intent(z.object({}), async (_, { services, intent }) => ({
        intent,
        ok: true,
        message: messages.admin.templateReset,
        template: await kind.reset(services),
      })),
      [intents.test]: intent(templateField, async ({ template }, { services, content, intent }) => {
        const to = await kind.queueTest(services, content.content.business, template);
        return { intent, ok: true, message: messages.admin.testEmailQueued(to) };
      }),
    },
    { log: `${kind.name} action failed` },
  );
}

const editorActions = {
  confirmation: editorAction(confirmationTemplate),
  review: editorAction(reviewTemplate),
};

export async function templateEditorAction(args: Args) {
  return editorActions[templateKindOf(args.request).id](args);
}

const notAllowed = () =>
  new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });

/** The preview address answers only POST; a signed-out GET goes to the gate like every admin one. */
export async function templatePreviewLoader({ request, context }: Args) {
  return runAdmin(request, context, async () => notAllowed(), notAllowed);
}

/** The live preview (POST { template, lead }), rendered by the code that renders the real e-mail. */
export async function templatePreviewAction({ request, context }: Args) {
  const kind = templateKindOf(request);
  return runAdminLogged(
    request,
    context,
    async (services) => {
      const form = await request.formData();
      const lead = form.get('lead');
      const id = leadParam(typeof lead === 'string' ? lead : null);
      const values = id ? await leadValues(services, id) : null;
      const render = await kind.previewer(services, getContent(context).content.business);
      const html = render(String(form.get('template') ?? ''), values ?? sampleValues);
      return Response.json({ html }, { headers: { 'Cache-Control': 'no-store' } });
    },
    {
      log: `${kind.name} preview failed`,
      answer: () => Response.json({ html: null }, { status: 503 }),
    },
  );
}
