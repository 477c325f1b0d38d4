import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type ActionFunction } from 'react-router';
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

/**
 * Renders `ui` as an admin screen (Mantine's provider, a data router at `/`, `action` answering
 * what its forms and fetchers post) and waits for it.
 */
export async function renderAdmin(
  ui: ReactNode,
  { action }: { action?: ActionFunction } = {},
): Promise<Rendered> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const router = createMemoryRouter([
    { path: '/', element: <AdminProviders>{ui}</AdminProviders>, ...(action ? { action } : {}) },
  ]);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  return {
    container,
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}
