// @vitest-environment happy-dom
/**
 * What the page-view beacon sends, and from which pages nothing is sent: the customer's private
 * estimate page (its path is its token, and the events API refuses a path off the site's map).
 */
import { describe, expect, it } from 'vitest';
import { startInsights } from './insights.ts';

function beacons(html: string, pathname: string): string[] {
  document.body.innerHTML = html;
  const sent: string[] = [];
  const nav = {
    sendBeacon: (_url: string, data: string) => (sent.push(data), true),
  } as unknown as Navigator;
  startInsights(document, { pathname } as Location, nav);
  return sent;
}

describe('the page-view beacon', () => {
  it('counts a page of the site', () => {
    expect(beacons('<main><h1>Services</h1></main>', '/services')).toEqual([
      JSON.stringify({ type: 'view', path: '/services' }),
    ]);
  });

  it("sends nothing from a customer's private page, whatever its state", () => {
    // An estimate open, then accepted; a visit's page (it has no estimate form).
    const open =
      '<section data-private-page=""><form method="post" data-estimate-accept=""></form></section>';
    const accepted =
      '<section data-private-page=""><p data-estimate-accepted="">Accepted</p></section>';
    const visit = '<section data-private-page=""><h1>Your visit</h1></section>';
    expect(beacons(open, '/estimate/KKVCB7Nu_-fhVhcZWe56bJlkiau0yeIO')).toEqual([]);
    expect(beacons(accepted, '/estimate/KKVCB7Nu_-fhVhcZWe56bJlkiau0yeIO')).toEqual([]);
    expect(beacons(visit, '/visit/KKVCB7Nu_-fhVhcZWe56bJlkiau0yeIO')).toEqual([]);
  });
});
