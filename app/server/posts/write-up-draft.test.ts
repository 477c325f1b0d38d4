/**
 * A post drafted from a finished job (issue 40) is built from the site's own words: the town
 * the lead names, the service's title, the photos' library addresses. The customer's details
 * never reach it, and the check that guards that finds them in any spelling.
 */
import { describe, expect, it } from 'vitest';
import {
  customerDetailsIn,
  detailsBeyondOwnWords,
  readableText,
  townNamedIn,
  writeUpDraft,
} from './write-up-draft.ts';

const towns = [
  { name: 'Concord', label: 'Concord, NC', url: '/locations/concord-nc' },
  { name: 'Fort Mill', label: 'Fort Mill, SC', url: '/locations/fort-mill-sc' },
  { name: 'Rock Hill', label: 'Rock Hill, SC', url: '/locations/rock-hill-sc' },
];

describe('townNamedIn', () => {
  it('finds the site town a location or address names, word-bounded and in any case', () => {
    expect(townNamedIn(['fort mill'], towns)?.label).toBe('Fort Mill, SC');
    expect(townNamedIn([null, '12 Elm St, Concord, NC 28025'], towns)?.label).toBe('Concord, NC');
    expect(townNamedIn(['Concordia'], towns)).toBeNull();
    expect(townNamedIn(['', null], towns)).toBeNull();
  });

  it('takes the location before the address, and the first town a text names', () => {
    expect(townNamedIn(['Rock Hill', '1 Main St, Concord'], towns)?.label).toBe('Rock Hill, SC');
    expect(townNamedIn(['near Fort Mill, close to Rock Hill'], towns)?.label).toBe('Fort Mill, SC');
  });
});

describe('writeUpDraft', () => {
  const draft = writeUpDraft({
    service: { title: 'Garage Door Repair', url: '/services/garage-door-repair' },
    town: towns[0]!,
    photos: [
      { src: '/uploads/a.jpg', width: 800, height: 600 },
      { src: '/uploads/b.webp', width: 640, height: 480 },
    ],
  });

  it('names the service and the town, links their pages, and gives every photo alt text', () => {
    expect(draft.title).toBe('Garage Door Repair in Concord, NC');
    expect(draft.summary).toContain('garage door repair job we finished in Concord, NC');
    expect(draft.bodyHtml).toContain(
      '<a href="/services/garage-door-repair">garage door repair</a>',
    );
    expect(draft.bodyHtml).toContain('<a href="/locations/concord-nc">Concord, NC</a>');
    const images = [...draft.bodyHtml.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toEqual([
      '<img src="/uploads/a.jpg" alt="Garage Door Repair in Concord, NC: photo 1 of 2" width="800" height="600">',
      '<img src="/uploads/b.webp" alt="Garage Door Repair in Concord, NC: photo 2 of 2" width="640" height="480">',
    ]);
  });

  it('reads well without a town, a service or photos', () => {
    const bare = writeUpDraft({ service: null, town: null, photos: [] });
    expect(bare.title).toBe('Garage Door Project');
    expect(bare.bodyHtml).not.toContain('<img');
    expect(bare.bodyHtml).not.toContain('<a ');
  });
});

describe('customerDetailsIn', () => {
  const customer = {
    name: 'Jane Q. Doolittle',
    email: 'jane.d@example.com',
    phone: '(704) 555-0199',
    address: '4417 Birchwood Lane, Concord, NC 28027',
  };

  it('finds each part of the name, the e-mail, the phone in any format and the street', () => {
    const text =
      'Call +1 704.555.0199 or write jane.d@example.com; Doolittle lives at 4417 Birchwood Lane.';
    // "Jane" too: the e-mail address spells it.
    expect(customerDetailsIn(text, customer)).toEqual([
      'Jane',
      'Doolittle',
      'jane.d@example.com',
      '(704) 555-0199',
      '4417 Birchwood Lane',
    ]);
    expect(customerDetailsIn('JANE was happy', customer)).toEqual(['Jane']);
  });

  it('finds nothing in a draft of the same job', () => {
    const draft = writeUpDraft({
      service: { title: 'Garage Door Repair', url: '/services/garage-door-repair' },
      town: towns[0]!,
      photos: [
        { src: '/uploads/0a1b2c3d-7045-4550-8199-000000000000.jpg', width: 7045, height: 5550 },
      ],
    });
    expect(customerDetailsIn(readableText(draft), customer)).toEqual([]);
  });
});

describe('detailsBeyondOwnWords', () => {
  it('accounts for a name the town shares, whatever letters it starts or ends with', () => {
    // José García of San José: his first name is the town's, so "Write it up" must not refuse.
    const town = { name: 'San José', label: 'San José, CA', url: '/locations/san-jose-ca' };
    const service = { title: 'Garage Door Repair', url: '/services/garage-door-repair' };
    const draft = writeUpDraft({ service, town, photos: [] });
    const customer = {
      name: 'José García',
      email: 'jg@example.com',
      phone: '(408) 555-0101',
      address: null,
    };
    const details = customerDetailsIn(readableText(draft), customer);
    expect(details).toEqual(['José']);
    expect(detailsBeyondOwnWords(details, `${town.label} ${service.title}`)).toEqual([]);
  });

  it('accounts for a name the template writes itself; a name put into the draft is caught', () => {
    const service = { title: 'Garage Door Repair', url: '/services/garage-door-repair' };
    const draft = writeUpDraft({
      service,
      town: towns[0]!,
      photos: [{ src: '/uploads/a.jpg', width: 800, height: 600 }],
    });
    const siteWords = `${towns[0]!.label} ${service.title}`;
    // "how long it took", "What we found", "The result", "We recently finished a ... job".
    for (const name of ['Long', 'Job', 'Found', 'Took', 'Parts', 'Result', 'Recently']) {
      const customer = { name, email: 'c@example.com', phone: '(704) 555-0101', address: null };
      const details = customerDetailsIn(readableText(draft), customer);
      expect(details, name).toEqual([name]);
      expect(detailsBeyondOwnWords(details, siteWords), name).toEqual([]);
    }

    const leaky = writeUpDraft({
      service: { ...service, title: 'Garage Door Repair for Marguerite Okonkwo' },
      town: towns[0]!,
      photos: [],
    });
    const customer = {
      name: 'Marguerite Okonkwo',
      email: 'mo@example.com',
      phone: '(704) 555-0142',
      address: null,
    };
    const details = customerDetailsIn(readableText(leaky), customer);
    expect(detailsBeyondOwnWords(details, siteWords)).toEqual(['Marguerite', 'Okonkwo']);
  });

  it('takes a detail that starts or ends with no letter as a whole word too', () => {
    expect(
      detailsBeyondOwnWords(['C++', '+1 704', 'Main St.'], 'C++ Doors, +1 704 Main St.'),
    ).toEqual([]);
  });

  it('does not account for a detail run into a longer word', () => {
    expect(
      detailsBeyondOwnWords(["O'Neil-", '-Salem', 'Jos'], "O'Neil-Smith, Winston-Salem, San José"),
    ).toEqual(["O'Neil-", '-Salem', 'Jos']);
  });

  it('keeps whole ordinary words as before, in any case', () => {
    const ownWords = 'Matthews, NC Garage Door Repair';
    expect(detailsBeyondOwnWords(['MATTHEWS', 'door', 'Matt', 'Repairs', 'NC'], ownWords)).toEqual([
      'Matt',
      'Repairs',
    ]);
  });
});
