import { Stack } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { serviceSlugs } from '#app/lib/slugs.ts';
import { siteContentLimits } from '#app/lib/limits.ts';
import { PlainNativeSelect } from '../../plain-input.tsx';
import { ItemList, ListError, TextAreaField, TextField, TextListField } from '../fields.tsx';
import { slugLabel } from '../labels.ts';
import { SectionCard, useDocFields } from '../site-editor.tsx';
import { FaqFields } from './faq-fields.tsx';

const caps = siteContentLimits;

/**
 * The service in the URL (`?service=`), or the first. Read from the location alone, not through
 * `useSearchParams`: that hook also reads the route's context, which React Router renews on
 * every fetcher's state, so each draft saved would redraw the whole section (issue 28).
 */
export function useChosen<T extends string>(param: string, list: readonly T[]): T {
  const { search } = useLocation();
  const wanted = new URLSearchParams(search).get(param);
  return list.find((item) => item === wanted) ?? (list[0] as T);
}

interface Choice<T extends string> {
  param: string;
  label: string;
  list: readonly T[];
  name: (item: T) => string;
}

export function ChoiceSelect<T extends string>({ param, label, list, name }: Choice<T>) {
  const [, setParams] = useSearchParams();
  const chosen = useChosen(param, list);
  return (
    // Plain: Mantine's NativeSelect swaps its id after hydration, a second render of the field.
    <PlainNativeSelect
      label={label}
      value={chosen}
      options={list.map((item) => ({ value: item, label: name(item) }))}
      onChange={(event) => setParams({ [param]: event.currentTarget.value }, { replace: true })}
    />
  );
}

/** One page of a list at a time (a service, a city): the chooser, then the chosen page's cards. */
export function OnePageAtATime<T extends string>({
  chosen,
  children,
  ...choice
}: Choice<T> & { chosen: T; children: ReactNode }) {
  return (
    <Stack gap="md">
      <ChoiceSelect {...choice} />
      {/* Keyed: another page's fields are new inputs, never this one's with other values. */}
      <Stack gap="md" key={chosen}>
        {children}
      </Stack>
    </Stack>
  );
}

interface SectionText {
  heading: string;
  paragraphs: string[];
  bullets: string[];
}

// Memo: React Router draws the section's route again on every fetcher state (site.tsx).
/** One service page at a time: title, subtitle, main text, the 8 benefits, the 4 FAQs. */
export const ServicesSection = memo(function ServicesSection() {
  const { get } = useDocFields();
  const slug = useChosen('service', serviceSlugs);
  const title = (s: string) => {
    const t = get(['services', s, 'title']);
    return typeof t === 'string' && t !== '' ? t : slugLabel(s);
  };
  const base = ['services', slug] as const;
  return (
    <OnePageAtATime
      param="service"
      label="Service page"
      list={serviceSlugs}
      name={title}
      chosen={slug}
    >
      <SectionCard title="Top of the page">
        <TextField path={[...base, 'title']} label="Title" max={caps.short} />
        <TextAreaField path={[...base, 'subtitle']} label="Subtitle" max={caps.line} rows={2} />
      </SectionCard>
      <SectionCard title="Main text">
        <ItemList
          path={[...base, 'mainText']}
          blank={(): SectionText => ({ heading: '', paragraphs: [''], bullets: [] })}
          min={2}
          max={caps.sectionsMax}
          legend={(_, i) => `Section ${i + 1}`}
          addText="Add a section"
          variant="filled"
          summary={(item) => [item.heading, item.paragraphs[0]]}
        >
          {(i) => (
            <>
              <TextField
                path={[...base, 'mainText', i, 'heading']}
                label={`Section ${i + 1} heading`}
                max={caps.line}
              />
              <TextListField
                path={[...base, 'mainText', i, 'paragraphs']}
                label={`Section ${i + 1} paragraphs`}
                itemWord="Paragraph"
                max={caps.paragraph * caps.paragraphsMax}
              />
              <TextListField
                path={[...base, 'mainText', i, 'bullets']}
                label={`Section ${i + 1} bullet points`}
                description="One per line; none is fine."
                itemWord="Bullet point"
                perLine
                rows={3}
                max={caps.line * caps.bulletsMax}
              />
            </>
          )}
        </ItemList>
      </SectionCard>
      <SectionCard title="Benefits (exactly 8)">
        <ListError path={[...base, 'benefits']} />
        {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
          <TextField
            key={i}
            path={[...base, 'benefits', i]}
            label={`Benefit ${i + 1}`}
            max={caps.line}
          />
        ))}
      </SectionCard>
      <SectionCard title="FAQs (exactly 4)">
        <FaqFields path={[...base, 'faqs']} />
      </SectionCard>
    </OnePageAtATime>
  );
});
