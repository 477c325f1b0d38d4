import type { Hero as HeroContent, PlaceholderKey } from '#app/content/schema.ts';
import { limits } from '#app/lib/limits.ts';
import { LinkButton } from '../ui/link-button.tsx';
import type { ResolvedImage } from '#app/lib/resolved-image.ts';
import { ParsedEnd } from '../ui/parsed-end.tsx';
import { SiteImage } from '../ui/site-image.tsx';
import { HERO, hook } from '#app/lib/dom-hooks.ts';

export interface HeroProps {
  hero: Pick<HeroContent, 'title' | 'subtitle' | 'location' | 'primaryCta' | 'secondaryCta'>;
  /** The background image, resolved from the hero's placeholder key. */
  image: ResolvedImage;
}

/** The hero block every page reuses: title, subtitle, location, one or two buttons. */
export function Hero({ hero, image }: HeroProps) {
  return (
    <section
      {...hook(HERO)}
      className="relative isolate flex items-center overflow-hidden bg-ink-900 text-white"
      style={{ minHeight: `${limits.hero.minHeightVh}vh` }}
    >
      <SiteImage
        image={image}
        priority
        sizes="100vw"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-linear-to-r from-ink-900/90 via-ink-900/75 to-ink-900/50" />
      <div className="parsed-whole mx-auto w-full max-w-6xl px-4 py-16">
        {hero.location ? (
          <p className="text-sm font-semibold tracking-wide text-red-100 uppercase">
            {hero.location}
          </p>
        ) : null}
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold sm:text-5xl">
          {hero.title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-100 sm:text-xl">{hero.subtitle}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <LinkButton href={hero.primaryCta.href}>{hero.primaryCta.text}</LinkButton>
          {hero.secondaryCta ? (
            <LinkButton href={hero.secondaryCta.href} variant="outline-light">
              {hero.secondaryCta.text}
            </LinkButton>
          ) : null}
        </div>
        <ParsedEnd />
      </div>
    </section>
  );
}

/** A page's hero with its own image: the one the page loaded under the hero's placeholder key. */
export function PageHero({
  hero,
  images,
}: {
  hero: HeroProps['hero'] & Pick<HeroContent, 'placeholderKey'>;
  images: Readonly<Record<PlaceholderKey, ResolvedImage>>;
}) {
  return <Hero hero={hero} image={images[hero.placeholderKey]} />;
}
