import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FALLBACK_SRC, HERO, hook } from './dom-hooks.ts';

describe('hook', () => {
  it('renders an empty attribute, a value, and nothing for an undefined value', () => {
    expect(renderToStaticMarkup(<div {...hook(HERO)} />)).toBe('<div data-hero=""></div>');
    expect(renderToStaticMarkup(<img alt="" {...hook(FALLBACK_SRC, '/a.svg')} />)).toBe(
      '<img alt="" data-fallback-src="/a.svg"/>',
    );
    expect(renderToStaticMarkup(<img alt="" {...hook(FALLBACK_SRC, undefined)} />)).toBe(
      '<img alt=""/>',
    );
  });
});
