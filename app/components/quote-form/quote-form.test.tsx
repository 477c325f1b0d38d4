import { defaultBusiness } from '#app/content/business.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseLead } from '#app/lib/lead-schema.ts';
import { messages } from '#app/lib/messages.ts';
import { QuoteForm } from './quote-form.tsx';

/** The main line the booking part shows (the page's content passes the published one). */
const PHONE = defaultBusiness.phones.main;

const m = messages.contactForm;

/** Opening tag of the control named `field` (React's output is regular; no DOM library here). */
function control(html: string, field: string): string {
  return (
    new RegExp(`<(input|select|textarea)\\b[^>]*\\bname="${field}"[^>]*>`).exec(html)?.[0] ?? ''
  );
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Text of the element with this id (a leaf), decoded enough for the messages used here. */
function textOf(html: string, id: string | undefined): string | undefined {
  const text = new RegExp(`\\bid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
  return text?.replace(/&#x27;/g, "'");
}

/** Opening tags carrying `autofocus`. */
function focused(html: string): string[] {
  return [...html.matchAll(/<[a-z]+\b[^>]*\bautofocus=""[^>]*>/g)].map((match) => match[0]);
}

describe('QuoteForm answer (no JavaScript)', () => {
  it('says "fill in all required fields" once, marks each missing field and focuses the first', () => {
    const parsed = parseLead({ name: '', email: '', phone: '', service: '' });
    if (parsed.ok) throw new Error('an empty lead must fail');
    const html = renderToStaticMarkup(
      <QuoteForm
        phone={PHONE}
        variant="full"
        result={{ ok: false, message: parsed.message, fieldErrors: parsed.fieldErrors, values: {} }}
      />,
    );
    expect(html.split(m.required)).toHaveLength(2);
    for (const field of ['name', 'email', 'phone', 'service']) {
      const tag = control(html, field);
      expect(attr(tag, 'aria-invalid')).toBe('true');
      expect(textOf(html, attr(tag, 'aria-describedby'))).toBe(m.required);
    }
    for (const field of ['address', 'location', 'message']) {
      expect(attr(control(html, field), 'aria-invalid')).toBeUndefined();
    }
    expect(focused(html).map((tag) => attr(tag, 'name'))).toEqual(['name']);
  });

  it('keeps a specific message beside its field, and focuses that field', () => {
    const html = renderToStaticMarkup(
      <QuoteForm
        phone={PHONE}
        variant="compact"
        result={{
          ok: false,
          message: m.invalidPhone,
          fieldErrors: { phone: m.invalidPhone },
          values: { name: 'Pat' },
        }}
      />,
    );
    const phone = control(html, 'phone');
    expect(textOf(html, attr(phone, 'aria-describedby'))).toBe(m.invalidPhone);
    expect(focused(html)).toEqual([phone]);
  });

  it('focuses the message itself when no field is at fault (thank-you, 429, 503)', () => {
    const thanks = renderToStaticMarkup(
      <QuoteForm phone={PHONE} variant="compact" result={{ ok: true, message: m.success }} />,
    );
    const [status] = focused(thanks);
    expect(attr(status ?? '', 'role')).toBe('status');
    expect(textOf(thanks, attr(status ?? '', 'id'))).toBe(m.success);
    const failed = renderToStaticMarkup(
      <QuoteForm
        phone={PHONE}
        variant="compact"
        result={{ ok: false, message: m.failure, fieldErrors: {}, values: {} }}
      />,
    );
    const [alert] = focused(failed);
    expect(attr(alert ?? '', 'role')).toBe('alert');
    expect(failed).toContain(m.failure);
  });

  it('has nothing focused on a plain visit, and home posts to its index route', () => {
    expect(focused(renderToStaticMarkup(<QuoteForm phone={PHONE} variant="compact" />))).toEqual(
      [],
    );
    const home = renderToStaticMarkup(<QuoteForm phone={PHONE} variant="compact" indexRoute />);
    expect(attr(/<form\b[^>]*>/.exec(home)?.[0] ?? '', 'action')).toBe('?index');
  });
});

describe('QuoteForm photos (issue 18)', () => {
  it('posts multipart with a file input for up to 5 images', () => {
    const html = renderToStaticMarkup(<QuoteForm phone={PHONE} variant="compact" />);
    expect(/<form\b[^>]*\benctype="multipart\/form-data"/i.test(html)).toBe(true);
    const picker = control(html, 'photos');
    expect(attr(picker, 'type')).toBe('file');
    expect(attr(picker, 'accept')).toBe('image/*');
    expect(picker).toMatch(/\bmultiple=""/);
    expect(textOf(html, attr(picker, 'aria-describedby'))).toBe(messages.leadPhotos.hint);
  });

  it('names the formats the server takes in the hint (issue 27)', () => {
    for (const format of ['JPG', 'PNG', 'WebP']) {
      expect(messages.leadPhotos.hint).toContain(format);
      expect(messages.leadPhotos.formats).toContain(format);
    }
  });
});

describe('QuoteForm autocomplete', () => {
  it('offers the first address line in the one-line address input (issue 27)', () => {
    const address = control(
      renderToStaticMarkup(<QuoteForm phone={PHONE} variant="full" />),
      'address',
    );
    expect(address).toMatch(/^<input\b/);
    expect(attr(address, 'autoComplete')).toBe('address-line1');
  });
});
