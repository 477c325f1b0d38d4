import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { notifications } from '@mantine/notifications';
import {
  createMemoryRouter,
  createRoutesStub,
  Outlet,
  RouterProvider,
  type ActionFunction,
} from 'react-router';
import { AdminProviders } from '#app/components/admin/admin-providers.tsx';

/**
 * Renders admin UI in the browser-like DOM of a `happy-dom` test, inside Mantine's provider and
 * a data router (fetchers need one), and counts what React rendered: how many Mantine
 * components a screen's first render builds (issue 28), which the HTML cannot tell (a plain
 * field draws the same elements and classes as Mantine's).
 */

/** The fields themselves (one per field on screen). */
const FIELDS = new Set([
  'TextInput',
  'PasswordInput',
  'NativeSelect',
  'Textarea',
  'Switch',
  'Checkbox',
  'NumberInput',
  'Select',
]);

/** Mantine's fields and the parts each draws: the ones a plain field replaces. */
const INPUT_PARTS = new Set([
  ...FIELDS,
  'InputBase',
  'Input',
  'InputWrapper',
  'InputLabel',
  'InputDescription',
  'InputError',
]);

export interface MantineCount {
  /** Mantine fields (TextInput, PasswordInput, NativeSelect, …), by name. */
  fields: Record<string, number>;
  fieldCount: number;
  /** The fields and their parts (InputWrapper, Input, InputLabel, …). */
  inputParts: number;
  /** Every Mantine component rendered (Box included). */
  mantine: number;
}

interface FiberLike {
  type: unknown;
  child: FiberLike | null;
  sibling: FiberLike | null;
}

function mantineName(type: unknown): string | null {
  if (type === null || (typeof type !== 'function' && typeof type !== 'object')) return null;
  const named = type as { displayName?: unknown; render?: { displayName?: unknown } };
  const name = named.displayName ?? named.render?.displayName;
  return typeof name === 'string' && name.startsWith('@mantine/core/')
    ? name.slice('@mantine/core/'.length)
    : null;
}

/** Counts the Mantine components in the tree React rendered into `container`. */
export function countMantine(container: Element): MantineCount {
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
  if (!key) throw new Error('nothing rendered by React in this container');
  // The container holds the root fiber React created first; the tree on screen hangs from
  // the root's `current`, which swaps between it and its alternate at every commit.
  const created = (
    container as unknown as Record<string, FiberLike & { stateNode: { current: FiberLike } }>
  )[key]!;
  const root = created.stateNode.current;
  const count: MantineCount = { fields: {}, fieldCount: 0, inputParts: 0, mantine: 0 };
  const stack: FiberLike[] = [root];
  while (stack.length > 0) {
    const fiber = stack.pop()!;
    const name = mantineName(fiber.type);
    if (name !== null) {
      count.mantine += 1;
      if (INPUT_PARTS.has(name)) count.inputParts += 1;
      if (FIELDS.has(name)) {
        count.fieldCount += 1;
        count.fields[name] = (count.fields[name] ?? 0) + 1;
      }
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return count;
}

export interface Rendered {
  container: HTMLElement;
  unmount: () => Promise<void>;
}

/** Mounts `element` in a new container of the document and waits for React. */
async function mount(element: ReactNode): Promise<Rendered> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // happy-dom has no `document.fonts`; Mantine's autosized Textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return {
    container,
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
      // The toasts' store is the module's own: the next test starts with none.
      notifications.clean();
    },
  };
}

/**
 * Renders `ui` as an admin screen (Mantine's provider, a data router at `/`, `action` answering
 * what its forms and fetchers post) and waits for it.
 */
export async function renderAdmin(
  ui: ReactNode,
  { action }: { action?: ActionFunction } = {},
): Promise<Rendered> {
  const router = createMemoryRouter([
    { path: '/', element: <AdminProviders>{ui}</AdminProviders>, ...(action ? { action } : {}) },
  ]);
  return mount(<RouterProvider router={router} />);
}

/** The route objects `createRoutesStub` takes (its type is not exported by name). */
export type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/** The admin's providers around the routes, as the admin layout route puts them. */
function AdminLayout() {
  return (
    <AdminProviders>
      <Outlet />
    </AdminProviders>
  );
}

/**
 * Renders admin routes (a route module's component with the test's own loader and action)
 * through React Router's `createRoutesStub`, under a layout with the admin's providers, at
 * `path`. The routes' paths are relative to `/` (`admin/settings`).
 */
export async function renderAdminRoutes(routes: StubRoute[], path: string): Promise<Rendered> {
  const Stub = createRoutesStub([
    // Nothing to show while the first loaders run (the router warns when there is no fallback).
    { path: '/', Component: AdminLayout, HydrateFallback: () => null, children: routes },
  ]);
  return mount(<Stub initialEntries={[path]} />);
}

/**
 * A wait's bound guards against a hang and is never a speed check: it answers as soon as `find`
 * does. `npm run test:fast` runs the unit files at nice 10 beside the integration tier on two
 * cores, where a screen's first load, well under a second idle, once took over the 2 s this had
 * (field-redraws.dom.test.tsx, "the whole document"). Below the unit tests' own 30 s limit
 * (vitest.config.ts), so a wait that never ends still names what it waited for.
 */
const WAIT_BOUND_MS = 20_000;

/** Waits (up to `timeoutMs`) until `find` answers something, and answers it. */
export async function waitFor<T>(
  find: () => T | null | undefined | false,
  what: string,
  timeoutMs = WAIT_BOUND_MS,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > until) throw new Error(`not found in ${timeoutMs} ms: ${what}`);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

/** The form control labelled `label` (the label's `for`) inside `container`. */
export function field<E extends HTMLElement = HTMLInputElement>(
  container: HTMLElement,
  label: string,
): E {
  const labels = [...container.querySelectorAll('label')].filter(
    (element) => element.textContent?.replace(/\s*\*$/, '').trim() === label,
  );
  const control = labels[0] ? container.ownerDocument.getElementById(labels[0].htmlFor) : null;
  if (!control) throw new Error(`no field labelled ${label}`);
  return control as E;
}

/** Types `value` into a text box as the owner would (the value, then the input event). */
export async function typeInto(
  control: HTMLInputElement | HTMLTextAreaElement,
  value: string,
): Promise<void> {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  await act(async () => {
    setter?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Clicks the button named `name` (its text) inside `scope`. */
export async function clickButton(scope: HTMLElement, name: string): Promise<void> {
  const button = [...scope.querySelectorAll('button')].find(
    (element) => element.textContent?.trim() === name,
  );
  if (!button) throw new Error(`no button ${name}`);
  await act(async () => button.click());
}

/** The texts of the toasts on screen, newest first. */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('.mantine-Notification-root')].map(
    (toast) => toast.textContent ?? '',
  );
}
