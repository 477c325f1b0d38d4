import { describe, expect, it } from 'vitest';
import {
  classTokensIn,
  classesInHtml,
  cutInlineStylesheet,
  parsePageStylesheet,
  stylesheetFor,
} from './page-css.ts';

const CSS =
  '@layer theme{:root{--c:red}}@layer base{*{margin:0}}' +
  '@layer utilities{.hidden{display:none}.block{display:block}.mt-0\\.5{margin-top:2px}' +
  '.sm\\:grid-cols-2{x:1}.\\32 xl\\:p-4{p:4}' +
  '.group-open\\:rotate-180:is(:where(.group):is([open]) *){rotate:180deg}' +
  ':where(.space-y-2>:not(:last-child)){margin:1px}' +
  '@media (width>=40rem){.md\\:flex{display:flex}.md\\:block{display:block}}' +
  '@supports (x:y){.text-red{color:red}}' +
  '.a,.b{c:d}.content-\\[\\"\\}\\"\\]{content:"}"}}' +
  '.site-header[data-hidden]{transform:none}';

describe('page stylesheets (public pages inline only the utilities they use)', () => {
  const sheet = parsePageStylesheet(CSS)!;

  it('keeps every rule outside the utilities layer, and drops unused utilities', () => {
    const out = stylesheetFor(sheet, new Set(['block']));
    expect(out).toContain('@layer theme{:root{--c:red}}@layer base{*{margin:0}}');
    expect(out).toContain('.site-header[data-hidden]{transform:none}');
    expect(out).toContain('.block{display:block}');
    expect(out).not.toContain('.hidden{');
    expect(out).not.toContain('@media');
    expect(out).not.toContain('@supports');
    expect(out.endsWith('}.site-header[data-hidden]{transform:none}')).toBe(true);
  });

  it('reads escaped class names, variants and :where() selectors', () => {
    const out = stylesheetFor(
      sheet,
      new Set(['mt-0.5', 'sm:grid-cols-2', '2xl:p-4', 'group-open:rotate-180', 'space-y-2']),
    );
    expect(out).toContain('.mt-0\\.5{margin-top:2px}');
    expect(out).toContain('.sm\\:grid-cols-2{x:1}');
    expect(out).toContain('.\\32 xl\\:p-4{p:4}');
    expect(out).toContain('.group-open\\:rotate-180:is(');
    expect(out).toContain(':where(.space-y-2>');
  });

  it('keeps a media block with only its used rules, and a rule any of whose selectors is used', () => {
    const out = stylesheetFor(sheet, new Set(['md:flex', 'b']));
    expect(out).toContain('@media (width>=40rem){.md\\:flex{display:flex}}');
    expect(out).toContain('.a,.b{c:d}');
  });

  it('is not fooled by braces inside strings', () => {
    const out = stylesheetFor(sheet, new Set(['content-["}"]']));
    expect(out).toContain('{content:"}"}');
    expect(stylesheetFor(sheet, new Set())).not.toContain('content:');
  });

  it('collects classes from class attributes (entities decoded) and tokens from sources', () => {
    expect([
      ...classesInHtml('<p class="a  sm:b"></p><i class="c&amp;d"></i><b data-class="x">'),
    ]).toEqual(['a', 'sm:b', 'c&d']);
    expect(classTokensIn(["el.className = 'text-green-800 p-3';"]).has('text-green-800')).toBe(
      true,
    );
  });

  it('cuts only the inline copy of the stylesheet, keeping what the page or its script uses', () => {
    const html = `<head><style>${CSS}</style></head><body><p class="hidden">x</p></body>`;
    const out = cutInlineStylesheet(html, CSS, sheet, new Set(['md:block']));
    expect(out).toContain('.hidden{display:none}');
    expect(out).toContain('@media (width>=40rem){.md\\:block{display:block}}');
    expect(out).not.toContain('.block{display:block}');
    expect(out).toContain('<body><p class="hidden">x</p></body>');
    // Another stylesheet is left alone.
    expect(cutInlineStylesheet('<style>.x{}</style>', CSS, sheet, new Set())).toBe(
      '<style>.x{}</style>',
    );
    expect(parsePageStylesheet('.x{y:z}')).toBeNull();
  });
});
