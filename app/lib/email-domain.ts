/**
 * Internationalised e-mail domains (issue 37). `zoe@exämple.com` needs nothing special once its
 * domain is written in its ASCII form (`zoe@xn--exmple-cua.com`, IDNA): that is what DNS holds
 * and what any mail relay carries, with or without SMTPUTF8. So every e-mail field converts the
 * domain and stores the ASCII address; only a local part beyond ASCII (`zoë@…`) still needs
 * SMTPUTF8 (RFC 6531) and is refused.
 *
 * Isomorphic on purpose: the quote form's check in the browser runs the same rule. The WHATWG
 * URL parser's host step is UTS 46 ToASCII, the algorithm of Node's `domainToASCII` too (Node
 * implements both with one library), and needs no code shipped.
 */

const ASCII = /^[\x21-\x7E]*$/;
/** What a domain may be made of once in ASCII: letter-digit-hyphen labels, dot-separated. */
const ASCII_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9-]*[a-z0-9]$/;
/**
 * Characters the URL parser would read as the end of the host rather than refuse, and the
 * controls it strips from either end without a word ("example.com\0" would come back as
 * "example.com": a NUL typed after the owner's address must not become the owner's address).
 */
// eslint-disable-next-line no-control-regex -- the controls are what it looks for
const URL_DELIMITERS = /[\s\x00-\x20\x7F#/?\\@:[\]%]/;

/**
 * `email` with its domain in ASCII; the address unchanged when its domain already is (its
 * case kept); undefined when the domain is not a valid internationalised name.
 */
export function asciiDomainEmail(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const domain = email.slice(at + 1);
  if (ASCII.test(domain)) return email;
  if (URL_DELIMITERS.test(domain)) return undefined;
  let host: string;
  try {
    host = new URL(`http://${domain}`).hostname;
  } catch {
    return undefined;
  }
  return ASCII_DOMAIN.test(host) ? `${email.slice(0, at)}@${host}` : undefined;
}
