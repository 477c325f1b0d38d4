import dashboardStyles from '#app/components/admin/dashboard/dashboard.css?url';
import { ImagesView } from '#app/components/admin/dashboard/images-view.tsx';
import { skipRevalidationAfterFailure, type AdminActionResult } from '#app/lib/admin-action.ts';
import { messages } from '#app/lib/messages.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import { getServices } from '#app/server/context.ts';
import { runAdmin } from '#app/server/dashboard/admin-guard.ts';
import {
  addMapping,
  assignMapping,
  deleteUpload,
  listMappings,
  listUploads,
  populateRandomly,
} from '#app/server/images/admin-images.ts';
import type { Route } from './+types/images';

export const handle: RouteHandle = { hydrate: true };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: dashboardStyles }];

export const meta: Route.MetaFunction = () => [{ title: `Images · ${messages.admin.title}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  return runAdmin(
    request,
    context,
    async () => {
      const [mappings, uploads] = await Promise.all([
        listMappings(services.db),
        listUploads(services.db),
      ]);
      return {
        mappings,
        uploads: uploads.images.map((u) => ({
          name: u.name,
          path: u.path,
          width: u.width,
          height: u.height,
        })),
        uploadCount: uploads.count,
        loadError: null,
      };
    },
    (error) => {
      services.log.error({ err: error }, 'loading images failed');
      return {
        mappings: [],
        uploads: [],
        uploadCount: 0,
        loadError: messages.admin.loadImagesFailed,
      };
    },
  );
}

const FAILURE: Record<string, string> = {
  add: messages.admin.addPlaceholderFailed,
  assign: messages.admin.mappingUpdateFailed,
  populate: messages.admin.randomizeFailed,
  delete: messages.admin.imageDeleteFailed,
};

export async function action({ request, context }: Route.ActionArgs): Promise<AdminActionResult> {
  const services = getServices(context);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const intent = field('intent');
  const fail = (message = FAILURE[intent] ?? messages.admin.mappingUpdateFailed) => ({
    intent,
    ok: false,
    message,
  });
  return runAdmin(
    request,
    context,
    async (admin): Promise<AdminActionResult> => {
      switch (intent) {
        case 'add': {
          const result = await addMapping(services.db, field('key'));
          return result.ok
            ? {
                intent,
                ok: true,
                message: messages.admin.placeholderAdded(result.mapping.placeholderKey),
              }
            : fail();
        }
        case 'assign': {
          const objectPath = field('objectPath') || null;
          const result = await assignMapping(services.db, field('key'), objectPath);
          return result.ok ? { intent, ok: true, message: messages.admin.mappingUpdated } : fail();
        }
        case 'populate': {
          const result = await populateRandomly(services.db);
          if (!result.ok) return fail(messages.admin.noUploadedImages);
          return { intent, ok: true, message: messages.admin.randomized };
        }
        case 'delete': {
          if (!(await deleteUpload(services.db, field('name')))) return fail();
          services.log.info({ name: field('name'), admin: admin.email }, 'uploaded image deleted');
          return { intent, ok: true, message: messages.admin.imageDeleted };
        }
        default:
          return fail();
      }
    },
    (error) => {
      services.log.error({ err: error, intent }, 'image action failed');
      return fail();
    },
  );
}

export const shouldRevalidate = skipRevalidationAfterFailure;

export default function Images({ loaderData }: Route.ComponentProps) {
  return <ImagesView {...loaderData} uploadUrl="/api/uploads" />;
}
