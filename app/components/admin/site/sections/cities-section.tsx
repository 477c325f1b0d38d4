import { citySlugs } from '#app/lib/slugs.ts';
import { memo } from 'react';
import { siteContentLimits } from '#app/lib/limits.ts';
import { TextListField } from '../fields.tsx';
import { SectionCard } from '../site-editor.tsx';
import { slugLabel } from '../labels.ts';
import { OnePageAtATime, useChosen } from './services-section.tsx';
import { TestimonialFields } from './testimonial-fields.tsx';

const caps = siteContentLimits;

// Memo: React Router draws the section's route again on every fetcher state (site.tsx).
/** One of the 14 city pages at a time: description, neighborhoods, testimonial. */
export const CitiesSection = memo(function CitiesSection() {
  const slug = useChosen('city', citySlugs);
  const base = ['cities', slug] as const;
  return (
    <OnePageAtATime param="city" label="City page" list={citySlugs} name={slugLabel} chosen={slug}>
      <SectionCard title={slugLabel(slug)}>
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
      </SectionCard>
      <SectionCard title="Testimonial on this page">
        <TestimonialFields path={[...base, 'testimonial']} />
      </SectionCard>
    </OnePageAtATime>
  );
});
