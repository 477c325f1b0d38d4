import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FallbackOnError } from './fallback-on-error.tsx';

const loadModal = () => import('./modal-module.ts');
const Modal = lazy(() => loadModal().then((m) => ({ default: m.Modal })));

/**
 * Mantine's Modal (with its focus trap, scroll lock and portal, about 10 KB gzip) for the
 * confirmations, fetched when the owner starts using the screen rather than with it: the
 * first pointer or key press anywhere starts the download, so it is there by the time a
 * "Delete" opens it. Should the download fail (the connection dropped before any touch), the
 * same content opens in the browser's own modal <dialog>, so the confirmation still works and
 * the action then reports its own failure.
 */
export function LazyModal(props: ModalProps) {
  const [used, setUsed] = useState(props.opened);
  // Once opened, it stays mounted (Mantine animates the close).
  if (props.opened && !used) setUsed(true);
  useEffect(() => preloadOnFirstInput(), []);
  if (!used && !props.opened) return null;
  return (
    <FallbackOnError fallback={<NativeDialog {...props} />}>
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    </FallbackOnError>
  );
}

let preloading = false;
function preloadOnFirstInput(): void {
  if (preloading) return;
  preloading = true;
  const start = () => {
    window.removeEventListener('pointerdown', start, true);
    window.removeEventListener('keydown', start, true);
    // A failure here is handled where the modal renders (FallbackOnError).
    loadModal().catch(() => undefined);
  };
  window.addEventListener('pointerdown', start, true);
  window.addEventListener('keydown', start, true);
}

function NativeDialog({ opened, onClose, title, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (opened && !element.open) element.showModal();
    if (!opened && element.open) element.close();
  }, [opened]);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={title ? 'native-dialog-title' : undefined}
      style={{ maxWidth: 'min(440px, 92vw)', border: 0, borderRadius: 8, padding: 20 }}
    >
      {title ? (
        <h2 id="native-dialog-title" style={{ marginTop: 0, fontSize: '1.1rem' }}>
          {title}
        </h2>
      ) : null}
      {children}
    </dialog>
  );
}
