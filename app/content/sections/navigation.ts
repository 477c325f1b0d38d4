/**
 * The header's menu: the written menu (../site.ts) with each service or town entry labelled by
 * its page in the content, so a page renamed in the document renames its entry.
 */
import { routes } from '../../lib/urls.ts';
import { getCity } from '../cities/index.ts';
import { getService } from '../services.ts';
import { defaultNavigation } from '../site.ts';
import type { City, NavEntry, NavItem, NavLink, Service } from '../schema.ts';

function navLink(entry: NavEntry, services: readonly Service[], cities: readonly City[]): NavLink {
  if ('service' in entry) {
    return {
      label: getService(services, entry.service).title,
      href: routes.service(entry.service),
    };
  }
  if ('town' in entry) {
    return { label: getCity(cities, entry.town).cityName, href: routes.city(entry.town) };
  }
  return entry;
}

/** The menu over a snapshot's service and town pages. */
export function selectNavigation(services: readonly Service[], cities: readonly City[]) {
  return {
    items: defaultNavigation.items.map(({ children, ...item }): NavItem => ({
      ...item,
      ...(children ? { children: children.map((c) => navLink(c, services, cities)) } : {}),
    })),
    headerCta: defaultNavigation.headerCta,
  };
}
