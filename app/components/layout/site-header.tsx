import type { ReactNode } from 'react';
import type { Image, Link, NavItem } from '#app/content/schema.ts';
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from '../ui/icons.tsx';
import { MOBILE_MENU, SITE_HEADER, hook } from '#app/lib/dom-hooks.ts';

export interface SiteHeaderProps {
  businessName: string;
  logo: Image;
  items: readonly NavItem[];
  cta: Link;
  /** The current path, for aria-current. */
  currentPath: string;
}

function isCurrent(href: string, currentPath: string): boolean {
  return href === currentPath;
}

function isSection(item: NavItem, currentPath: string): boolean {
  if (item.href === '/') return currentPath === '/';
  return currentPath === item.href || currentPath.startsWith(`${item.href}/`);
}

/*
 * The header's call button: the shared button's look, narrower and smaller on phones (its own
 * class list, as two padding or size utilities on one element do not override each other).
 */
const headerCtaClass =
  'inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-md bg-brand-700 px-2.5 py-2 text-[13px] font-semibold whitespace-nowrap text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:px-5 sm:py-2.5 sm:text-base';

const topLink =
  'flex min-h-11 items-center gap-1 rounded-md px-3 py-2 font-medium whitespace-nowrap text-ink-900 hover:bg-slate-100 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700';

type NavLink = Pick<NavItem, 'href' | 'label'>;

/** One link of either menu; the page it points to is marked aria-current. */
function MenuLink({
  link,
  currentPath,
  className,
  children,
  section,
}: {
  link: NavLink;
  currentPath: string;
  className: string;
  children?: ReactNode;
  section?: boolean;
}) {
  return (
    <a
      href={link.href}
      className={className}
      aria-current={isCurrent(link.href, currentPath) ? 'page' : undefined}
      data-section={section ? 'current' : undefined}
    >
      {children ?? link.label}
    </a>
  );
}

/** An item's sub-links (the Services and Areas lists), in the dropdown or the mobile menu. */
function SubLinks(props: {
  item: NavItem;
  currentPath: string;
  listClass: string;
  linkClass: string;
}) {
  if (!props.item.children) return null;
  return (
    <ul className={props.listClass}>
      {props.item.children.map((child) => (
        <li key={child.href + child.label}>
          <MenuLink link={child} currentPath={props.currentPath} className={props.linkClass} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Sticky header. The Services and Areas dropdowns open on hover and on keyboard focus
 * (:focus-within), so they work without JavaScript; the mobile menu is a <details> element
 * that app/enhance/mobile-menu.ts closes when a link is chosen, and app/enhance/header.ts
 * slides the header away when the visitor scrolls down.
 */
export function SiteHeader({ businessName, logo, items, cta, currentPath }: SiteHeaderProps) {
  return (
    <header
      {...hook(SITE_HEADER)}
      className="site-header sticky top-(--banner-offset) z-40 border-b border-slate-200 bg-white transition-transform duration-300"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
        {/* Below 360 px the decorative logo gives way so the whole name fits on two lines. */}
        <a
          href="/"
          className="flex min-w-0 items-center gap-2 rounded-md font-bold text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <img
            src={logo.src}
            alt=""
            width={36}
            height={36}
            className="hidden h-9 w-9 shrink-0 min-[360px]:block"
          />
          <span data-business-name className="text-[13px] leading-tight text-balance sm:text-lg">
            {businessName}
          </span>
        </a>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.href + item.label} className="group relative">
                <MenuLink
                  link={item}
                  currentPath={currentPath}
                  className={topLink}
                  section={isSection(item, currentPath)}
                >
                  {item.label}
                  {item.children ? <ChevronDownIcon className="h-4 w-4" /> : null}
                </MenuLink>
                <SubLinks
                  item={item}
                  currentPath={currentPath}
                  listClass="dropdown invisible absolute top-full left-0 min-w-64 rounded-md border border-slate-200 bg-white py-2 opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
                  linkClass="block px-4 py-2 text-ink-900 hover:bg-slate-100 hover:text-brand-800 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
                />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <a href={cta.href} className={headerCtaClass}>
            <PhoneIcon className="hidden h-4 w-4 sm:block" />
            {cta.text}
          </a>
          <details {...hook(MOBILE_MENU)} className="mobile-menu lg:hidden">
            <summary className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-ink-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700">
              <span className="sr-only">Menu</span>
              <MenuIcon className="menu-open-icon h-6 w-6" />
              <CloseIcon className="menu-close-icon h-6 w-6" />
            </summary>
            <nav
              aria-label="Mobile"
              className="absolute inset-x-0 top-full max-h-[calc(100dvh-7rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 shadow-lg"
            >
              <ul className="divide-y divide-slate-100">
                {items.map((item) => (
                  <li key={item.href + item.label} className="py-1">
                    <MenuLink
                      link={item}
                      currentPath={currentPath}
                      className="flex min-h-11 items-center rounded-md px-2 font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700"
                    />
                    <SubLinks
                      item={item}
                      currentPath={currentPath}
                      listClass="mb-2 grid grid-cols-1 gap-x-2 pl-3 sm:grid-cols-2"
                      linkClass="flex min-h-11 items-center rounded-md px-2 text-ink-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                    />
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
