import type { Hono } from 'hono';
import { isbot } from 'isbot';
import type { SiteContent } from '#app/content/live.ts';
import { callPlaces, insightEventTypes, type InsightEventType } from '#app/lib/insights.ts';
import { limits } from '#app/lib/limits.ts';
import { publicPaths, routes } from '#app/lib/urls.ts';
import { readSession } from '#app/server/auth/sessions.ts';
import { readAttribution } from '#app/server/leads/attribution.ts';
import { findPublicPost } from '#app/server/posts/public-posts.ts';
import { businessDay, deviceClass, visitSource } from '#app/server/insights/classify.ts';
import { createClientCap } from '#app/server/insights/client-cap.ts';
import { addressKey } from '#app/server/security/address-key.ts';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';
import { readApiBody } from './read-body.ts';

/**
 * The site's map, and the booking page: not indexed, but a page of the site where a visitor
 * lands from the quote form's "pick a time" link and sends a quote request.
 */
const PAGES = new Set<string>([...publicPaths(), routes.book]);
const PLACES: ReadonlySet<string> = new Set(callPlaces);
const TYPES: ReadonlySet<string> = new Set(insightEventTypes);

/** A town page the owner added (issue 40): a page of the published content, counted too. */
function isTownPage(cities: SiteContent['cities'], path: string): boolean {
  return cities.some((town) => routes.city(town.slug) === path);
}

/** The reasons a well-formed event is answered 204 and still not counted. */
function optedOutOrBot(request: Request): boolean {
  const h = request.headers;
  if (h.get('sec-gpc') === '1' || h.get('dnt') === '1') return true;
  const ua = h.get('user-agent');
  return !ua || isbot(ua);
}

/**
 * `POST /api/events` (issue 16 interface contract): `{type, path, place?}` from the public pages'
 * module, sent with `navigator.sendBeacon`. 204 when accepted; 400 for an unknown type or a path
 * that is not a page of this site; 413 over 1 KB; 429 over the per-address cap; 403 cross-site.
 * Only counts per day, page, source, device and event are kept: no address, no user agent.
 */
export function mountEventsApi(app: Hono<HostEnv>, services: AppServices): void {
  const cap = createClientCap(limits.insights.perClientPerMinute);
  app.post('/api/events', async (c) => {
    c.header('Cache-Control', 'no-store');
    const request = c.req.raw;
    // Another site's page may not add to the owner's figures (tools without these headers may).
    const fetchSite = request.headers.get('sec-fetch-site');
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
      return c.json({ error: 'Forbidden' }, 403);
    }
    const body = await readApiBody(c, limits.insights.maxBodyBytes, {
      tooLarge: 'Request body too large',
      unreadable: 'Unreadable body',
    });
    if (!body.ok) return body.response;
    const info = c.get('requestInfo');
    const allowance = cap.take(addressKey(info.clientIp));
    if (!allowance.allowed) {
      c.header('Retry-After', String(allowance.retryAfterSeconds));
      return c.json({ error: 'Too many events' }, 429);
    }
    let payload: unknown;
    try {
      payload = JSON.parse(body.text);
    } catch {
      return c.json({ error: 'Body must be JSON' }, 400);
    }
    if (typeof payload !== 'object' || payload === null) {
      return c.json({ error: 'Body must be a JSON object' }, 400);
    }
    const { type, path, place } = payload as Record<string, unknown>;
    if (typeof type !== 'string' || !TYPES.has(type)) {
      return c.json({ error: 'Unknown event type' }, 400);
    }
    if (
      typeof path !== 'string' ||
      !(
        PAGES.has(path) ||
        isTownPage(c.get('content').content.cities, path) ||
        (await isLivePostPage(services, path))
      )
    ) {
      return c.json({ error: 'Not a page of this site' }, 400);
    }
    if (place !== undefined && (typeof place !== 'string' || !PLACES.has(place))) {
      return c.json({ error: 'Unknown place' }, 400);
    }

    if (optedOutOrBot(request) || (await isSignedInOwner(services, request))) {
      return c.body(null, 204);
    }
    const cookieHeader = request.headers.get('cookie');
    const attribution = readAttribution({
      cookieHeader,
      conversionPage: path,
      referer: null,
      publicOrigin: services.config.publicOrigin,
      requestOrigin: new URL(request.url).origin,
    });
    const day = businessDay(Date.now());
    services.insights.add({
      day,
      path,
      source: await services.insightSources.admit(
        day,
        visitSource(attribution),
        addressKey(info.clientIp),
      ),
      device: deviceClass(request.headers.get('user-agent')),
      event: type as InsightEventType,
      place: type === 'call' && typeof place === 'string' ? place : '',
    });
    return c.body(null, 204);
  });
}

/** The owner browsing the site while signed in is never counted. */
async function isSignedInOwner(services: AppServices, request: Request): Promise<boolean> {
  if (!request.headers.get('cookie')) return false;
  try {
    return (await readSession(services, request)) !== null;
  } catch {
    return false;
  }
}

/**
 * The blog and its published posts (issue 40) are pages too; any other `/blog/...` is not, so
 * made-up addresses never become rows of the report.
 */
async function isLivePostPage(services: AppServices, path: string): Promise<boolean> {
  if (path === routes.blog) return true;
  const slug = /^\/blog\/([a-z0-9-]{1,80})$/.exec(path)?.[1];
  return slug !== undefined && (await findPublicPost(services.db, slug)).kind === 'post';
}
