import { z } from 'zod';
import dashboardStyles from '#app/components/admin/images/images-view.css?url';
import { ImagesView } from '#app/components/admin/images/images-view.tsx';
import { adminTab, loadFailure } from '#app/components/admin/tab-route.ts';
import { findDefaultImage, images } from '#app/content/index.ts';
import { imagesScreen } from '#app/components/admin/images/images-intents.ts';
import { easternDateTime } from '#app/lib/lead-display.ts';
import { limits } from '#app/lib/limits.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { adminAction } from './admin-action.server.ts';
import { intent, text, type IntentContext } from '#app/server/admin-actions.ts';
import { recordAudit } from '#app/server/auth/audit.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import {
  addMapping,
  assignMapping,
  listMappings,
  pendingPopulateUndo,
  populateRandomly,
  undoPopulate,
} from '#app/server/content/image-mappings.ts';
import { deleteUpload, listUploads } from '#app/server/images/admin-images.ts';
import { invalidatePublicPages } from '#app/server/pages/page-generation.ts';
import type { AppServices } from '#app/server/services.ts';
import type { Route } from './+types/images';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: dashboardStyles }];

/** The image a slot shows when nothing is mapped (as the public pages resolve it). */
function defaultSrc(key: string): string {
  return (findDefaultImage(key) ?? images.heroGeneric).src;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return runAdminLogged(
    request,
    context,
    async (services) => {
      const [mappings, uploads, undo] = await Promise.all([
        listMappings(services.db),
        listUploads(services.db),
        pendingPopulateUndo(services.db),
      ]);
      return {
        mappings: mappings.map((m) => ({ ...m, defaultSrc: defaultSrc(m.placeholderKey) })),
        uploads: uploads.images.map((u) => ({
          name: u.name,
          path: u.path,
          width: u.width,
          height: u.height,
        })),
        uploadCount: uploads.count,
        // Written here: the browser would build an Intl formatter for it while the screen opens.
        undo: undo && { slots: undo.slots, takenAt: easternDateTime(undo.takenAt) },
        loadError: null,
      };
    },
    { log: 'loading images failed', answer: failure.fallback },
  );
}

/**
 * Public pages are cached whole (server/page-cache): after a committed change to what they
 * show, every instance renders them again. A failed bump leaves the change saved and the pages
 * stale until their cache lifetime ends: logged, not answered as a failure.
 */
async function pagesChanged(services: AppServices): Promise<void> {
  try {
    await invalidatePublicPages(services);
  } catch (error) {
    services.log.warn({ err: error }, 'page cache generation not bumped after an image change');
  }
}

/** Populate Randomly and its undo: the pages change, and the audit log says who did it. */
async function slotsChanged(
  { services, admin, meta }: IntentContext,
  event: 'images-populate' | 'images-populate-undo',
  slots: number,
): Promise<void> {
  await pagesChanged(services);
  await recordAudit(services, {
    event,
    userId: admin.userId,
    email: admin.email,
    meta,
    detail: `${slots} slots`,
  });
}

const { intents } = imagesScreen;
const key = () => text(limits.admin.placeholderKeyMax);

export const action = adminAction(
  imagesScreen,
  {
    [intents.add]: intent(z.object({ key: key() }), async ({ key }, { services, intent, fail }) => {
      const result = await addMapping(services.db, key);
      return result.ok
        ? {
            intent,
            ok: true,
            message: adminMessages.placeholderAdded(result.mapping.placeholderKey),
          }
        : fail();
    }),
    [intents.assign]: intent(
      z.object({ key: key(), objectPath: text(limits.admin.objectPathMax) }),
      async ({ key, objectPath }, { services, intent, fail }) => {
        const result = await assignMapping(services.db, key, objectPath || null);
        if (!result.ok) return fail();
        await pagesChanged(services);
        return { intent, ok: true, message: adminMessages.mappingUpdated };
      },
    ),
    [intents.populate]: intent(z.object({}), async (_, ctx) => {
      const result = await populateRandomly(ctx.services.db, { takenBy: ctx.admin.email });
      if (!result.ok) return ctx.fail(adminMessages.noUploadedImages);
      await slotsChanged(ctx, 'images-populate', result.assigned);
      return { intent: ctx.intent, ok: true, message: adminMessages.randomized };
    }),
    [intents.undoPopulate]: intent(z.object({}), async (_, ctx) => {
      const result = await undoPopulate(ctx.services.db);
      if (!result.ok) return ctx.fail();
      await slotsChanged(ctx, 'images-populate-undo', result.restored);
      return { intent: ctx.intent, ok: true, message: adminMessages.populateUndone };
    }),
    [intents.delete]: intent(
      z.object({ name: text(limits.admin.objectPathMax) }),
      async ({ name }, { services, admin, intent, fail }) => {
        const deleted = await deleteUpload(services.db, name);
        if (deleted.kind === 'in-use') return fail(adminMessages.imageInUse(deleted.places));
        if (deleted.kind !== 'deleted') return fail();
        await pagesChanged(services);
        services.log.info({ name, admin: admin.email }, 'uploaded image deleted');
        return { intent, ok: true, message: adminMessages.imageDeleted };
      },
    ),
  },
  { log: 'image action failed' },
);

const failure = loadFailure(adminMessages.loadImagesFailed, () => ({
  mappings: [],
  uploads: [],
  uploadCount: 0,
  undo: null,
}));

/** No answer from the server: the table stays as it was, the toast names the action. */
const tab = adminTab<Route.ClientLoaderArgs, Route.ClientActionArgs>({
  screen: imagesScreen,
  title: 'Images',
  route: 'images',
  ...failure,
});
export const { handle, meta, clientLoader, ErrorBoundary, clientAction, shouldRevalidate } = tab;

export default function Images({ loaderData }: Route.ComponentProps) {
  tab.keepShown(loaderData);
  return <ImagesView {...loaderData} uploadUrl="/api/uploads" />;
}
