import type { ReactNode } from 'react';
import type { Image, Link, NavItem } from '#app/content/schema.ts';
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from '../ui/icons.tsx';
import { MOBILE_MENU, SITE_HEADER, hook } from '#app/lib/dom-hooks.ts';
import { ParsedEnd } from '../ui/parsed-end.tsx';

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

/**
 * How one of the two menus draws the same items: the desktop bar, whose sub-links drop down on
 * hover or focus (so it marks the current section and gives such items a chevron), and the
 * phone's menu, which lists every sub-link open under its item.
 */
interface MenuLook {
  list: string;
  item: string;
  link: string;
  subList: string;
  subLink: string;
  dropdowns: boolean;
}

const barMenu: MenuLook = {
  list: 'flex items-center gap-1',
  item: 'group relative',
  link: 'flex min-h-11 items-center gap-1 rounded-md px-3 py-2 font-medium whitespace-nowrap text-ink-900 hover:bg-slate-100 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700',
  subList:
    'dropdown invisible absolute top-full left-0 min-w-64 rounded-md border border-slate-200 bg-white py-2 opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100',
  subLink:
    'block px-4 py-2 text-ink-900 hover:bg-slate-100 hover:text-brand-800 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
  dropdowns: true,
};

const phoneMenu: MenuLook = {
  list: 'divide-y divide-slate-100',
  item: 'py-1',
  link: 'flex min-h-11 items-center rounded-md px-2 font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700',
  subList: 'mb-2 grid grid-cols-1 gap-x-2 pl-3 sm:grid-cols-2',
  subLink:
    'flex min-h-11 items-center rounded-md px-2 text-ink-700 focus-visible:outline-2 focus-visible:outline-brand-700',
  dropdowns: false,
};

/** The nav items with their sub-links (the Services and Areas lists), in either menu's look. */
function MenuItems({
  items,
  currentPath,
  look,
}: {
  items: readonly NavItem[];
  currentPath: string;
  look: MenuLook;
}) {
  return (
    <ul className={look.list}>
      {items.map((item) => (
        <li key={item.href + item.label} className={look.item}>
          <MenuLink
            link={item}
            currentPath={currentPath}
            className={look.link}
            section={look.dropdowns && isSection(item, currentPath)}
          >
            {item.label}
            {look.dropdowns && item.children ? <ChevronDownIcon className="h-4 w-4" /> : null}
          </MenuLink>
          {item.children ? (
            <ul className={look.subList}>
              {item.children.map((child) => (
                <li key={child.href + child.label}>
                  <MenuLink link={child} currentPath={currentPath} className={look.subLink} />
                </li>
              ))}
            </ul>
          ) : null}
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
      <div className="parsed-whole mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
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
          <MenuItems items={items} currentPath={currentPath} look={barMenu} />
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
              <MenuItems items={items} currentPath={currentPath} look={phoneMenu} />
            </nav>
          </details>
        </div>
        <ParsedEnd />
      </div>
    </header>
  );
}
