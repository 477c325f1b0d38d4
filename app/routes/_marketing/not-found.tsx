import { data } from 'react-router';
import { NotFound } from '#app/components/sections/not-found.tsx';
import { notFoundMeta } from '#app/content/seo/page-meta.ts';
import type { Route } from './+types/not-found';

export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = notFoundMeta;

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFound path={loaderData.path} />;
}
