import { Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { postEditorMessages as m } from '#app/lib/messages/post-editor.ts';
import { FallbackOnError } from '../lazy/fallback-on-error.tsx';
import type { RichTextEditorProps } from './rich-text/rich-text-editor.tsx';

// ProseMirror and the toolbar (decision 0022): 67 KB gzip that no other screen carries.
const loadEditor = () => import('./rich-text/rich-text-editor.tsx');
const RichTextEditor = lazy(loadEditor);

/** The stored body drawn where the editor will be, in the editor's frame. */
const PREVIEW_STYLE: CSSProperties = {
  minHeight: '14rem',
  padding: '0.75rem',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-sm)',
  fontSize: '1rem',
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
};

/**
 * The body's editor, fetched when the owner starts using the screen (the first tap or key
 * anywhere, as the admin's modals are), not while the screen opens: a phone parses and runs
 * ProseMirror after the screen has hydrated and answered its first input, so opening a post
 * costs what any other screen costs. Until it is there, the stored body shows in the editor's
 * frame; tapping it loads the editor and puts the cursor in it.
 */
export function LazyBody(props: RichTextEditorProps) {
  const [wanted, setWanted] = useState(false);
  const [focus, setFocus] = useState(false);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const previewRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (wanted) return;
    const start = (event: Event) => {
      // A tap on the stored body: the cursor goes in once the editor is there.
      if (event.target instanceof Node && previewRef.current?.contains(event.target))
        setFocus(true);
      setWanted(true);
    };
    window.addEventListener('pointerdown', start, { capture: true, once: true });
    window.addEventListener('keydown', start, { capture: true, once: true });
    return () => {
      window.removeEventListener('pointerdown', start, { capture: true });
      window.removeEventListener('keydown', start, { capture: true });
    };
  }, [wanted]);

  return (
    <>
      {wanted ? (
        // No fallback: the stored body below stays the same element (the tap that started the
        // download lands on it) until the editor is there.
        // The editor's download failed: what the owner typed in the other fields stays, and
        // the screen says so.
        <FallbackOnError
          onFail={() => setFailed(true)}
          fallback={
            <Text size="sm" c="red.8" role="alert">
              {m.editorFailed}
            </Text>
          }
        >
          <Suspense fallback={null}>
            <RichTextEditor {...props} focusOnLoad={focus} onReady={() => setReady(true)} />
          </Suspense>
        </FallbackOnError>
      ) : null}
      {ready ? null : (
        <>
          <div
            ref={previewRef}
            className="post-body-preview"
            role="textbox"
            aria-multiline="true"
            aria-labelledby={props.labelledBy}
            aria-busy={wanted}
            tabIndex={0}
            style={PREVIEW_STYLE}
            onFocus={() => {
              setFocus(true);
              setWanted(true);
            }}
            // Sanitized by the server when it was saved (app/server/posts/sanitize-body.ts).
            dangerouslySetInnerHTML={{ __html: props.initialHtml }}
          />
          {wanted && !failed ? (
            <Text size="sm" className="post-body-loading">
              {m.editorLoading}
            </Text>
          ) : null}
        </>
      )}
    </>
  );
}
