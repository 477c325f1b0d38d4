import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { citySlugs } from '#app/lib/slugs.ts';
import { siteContentLimits } from '#app/lib/limits.ts';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';
import { townSlug } from '#app/lib/town-slug.ts';
import { routes } from '#app/lib/urls.ts';
import { PlainNativeSelect, PlainTextInput } from '../../plain-input.tsx';
import { NumberField, TextField, TextListField } from '../fields.tsx';
import { SectionCard, useDocFields } from '../site-editor.tsx';
import { slugLabel } from '../labels.ts';
import { OnePageAtATime, useChosen } from './services-section.tsx';
import { SimilarTownsAlert } from './similar-towns-alert.tsx';
import { TestimonialFields } from './testimonial-fields.tsx';
import { townLabel, townsOf, townWarnings, type TownRecord } from './town-list.ts';

const caps = siteContentLimits;
const copy = siteEditorMessages;
const shipped: ReadonlySet<string> = new Set(citySlugs);

// Memo: React Router draws the section's route again on every fetcher state (site.tsx).
/**
 * One town page at a time (the 14 shipped and those the owner adds, issue 40): its name and
 * place, description, neighborhoods and testimonial; a town added can be removed. Above them,
 * a warning for any two pages that read alike, and below, the form that adds a town.
 */
export const CitiesSection = memo(function CitiesSection() {
  const { get } = useDocFields();
  const cities = get(['cities']);
  const towns = useMemo(() => townsOf(cities), [cities]);
  const slugs = useMemo(() => towns.map(([slug]) => slug), [towns]);
  const slug = useChosen('city', slugs);
  const chosen = towns.find(([s]) => s === slug)?.[1];
  const label = (s: string) => {
    const town = towns.find(([t]) => t === s)?.[1];
    return town ? townLabel(s, town) : slugLabel(s);
  };
  return (
    <Stack gap="md">
      <SimilarTowns towns={towns} />
      <OnePageAtATime param="city" label="Town page" list={slugs} name={label} chosen={slug}>
        {chosen && <TownFields slug={slug} town={chosen} />}
      </OnePageAtATime>
      <AddTown towns={towns} />
    </Stack>
  );
});

function SimilarTowns({ towns }: { towns: readonly (readonly [string, TownRecord])[] }) {
  const warnings = useMemo(() => townWarnings(towns), [towns]);
  if (warnings.length === 0) return null;
  return <SimilarTownsAlert pairs={warnings} data-town-similarity="" />;
}

function TownFields({ slug, town }: { slug: string; town: TownRecord }) {
  const { set } = useDocFields();
  const [, setParams] = useSearchParams();
  const base = ['cities', slug] as const;
  const added = !shipped.has(slug);
  return (
    <>
      <SectionCard title={townLabel(slug, town)}>
        <Text size="sm" c="dimmed">
          {copy.townAddress(routes.city(slug))}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField path={[...base, 'name']} label="Town name" max={caps.short} />
          <TextField path={[...base, 'county']} label="County" max={caps.short} />
          <NumberField path={[...base, 'latitude']} label="Latitude" decimal />
          <NumberField path={[...base, 'longitude']} label="Longitude" decimal />
        </SimpleGrid>
        <TextListField
          path={[...base, 'description']}
          label="Description"
          description="At least 2 paragraphs. Leave an empty line between paragraphs."
          itemWord="Paragraph"
          rows={8}
          max={caps.paragraph * caps.paragraphsMax}
        />
        <TextListField
          path={[...base, 'neighborhoods']}
          label="Neighborhoods"
          description="At least 3, one per line."
          itemWord="Neighborhood"
          perLine
          rows={6}
          max={caps.short * caps.neighborhoodsMax}
        />
        {added && (
          <Group>
            <Button
              color="red"
              variant="light"
              onClick={() => {
                set([...base], undefined);
                setParams({}, { replace: true });
              }}
            >
              {copy.townRemove}
            </Button>
          </Group>
        )}
      </SectionCard>
      <SectionCard title="Testimonial on this page">
        {town.testimonial ? (
          <>
            <TestimonialFields path={[...base, 'testimonial']} />
            <Group>
              <Button variant="light" onClick={() => set([...base, 'testimonial'], null)}>
                {copy.townTestimonialRemove}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{copy.townNoTestimonial}</Text>
            <Group>
              <Button
                variant="light"
                onClick={() =>
                  set([...base, 'testimonial'], {
                    name: '',
                    location: `${town.name}, ${town.stateCode}`,
                    text: '',
                    stars: 5,
                    date: '',
                  })
                }
              >
                {copy.townTestimonialAdd}
              </Button>
            </Group>
          </>
        )}
      </SectionCard>
    </>
  );
}

function AddTown({ towns }: { towns: readonly (readonly [string, TownRecord])[] }) {
  const { set } = useDocFields();
  const [, setParams] = useSearchParams();
  const [name, setName] = useState('');
  const [state, setState] = useState<'NC' | 'SC'>('NC');
  const [near, setNear] = useState('');
  const [error, setError] = useState<string | undefined>();
  const slug = townSlug(name, state);
  const nearest = towns.find(([s]) => s === near)?.[1] ?? towns[0]?.[1];
  const add = () => {
    if (slug === '') return setError(copy.townNameNeeded);
    const taken = towns.find(([s]) => s === slug);
    if (taken) return setError(copy.townTaken(townLabel(slug, taken[1])));
    setError(undefined);
    const record: TownRecord = {
      name: name.trim(),
      stateCode: state,
      county: '',
      latitude: nearest?.latitude ?? 35.2,
      longitude: nearest?.longitude ?? -80.8,
      // Empty on purpose: the page's text is the owner's to write (the checks say what is due).
      description: [],
      neighborhoods: [],
      testimonial: null,
    };
    set(['cities', slug], record);
    setName('');
    setParams({ city: slug }, { replace: true });
  };
  return (
    <SectionCard title={copy.townAddTitle}>
      <Text size="sm">{copy.townAddHint}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PlainTextInput
          label={copy.townName}
          value={name}
          maxLength={caps.short}
          autoComplete="off"
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          description={slug ? copy.townAddress(routes.city(slug)) : undefined}
        />
        <PlainNativeSelect
          label={copy.townState}
          value={state}
          options={[
            { value: 'NC', label: 'North Carolina' },
            { value: 'SC', label: 'South Carolina' },
          ]}
          onChange={(event) => setState(event.currentTarget.value === 'SC' ? 'SC' : 'NC')}
        />
      </SimpleGrid>
      <PlainNativeSelect
        label={copy.townNear}
        description={copy.townNearHint}
        value={near || (towns[0]?.[0] ?? '')}
        options={towns.map(([s, t]) => ({ value: s, label: townLabel(s, t) }))}
        onChange={(event) => setNear(event.currentTarget.value)}
      />
      <Group>
        <Button onClick={add}>{copy.townAdd}</Button>
      </Group>
    </SectionCard>
  );
}
