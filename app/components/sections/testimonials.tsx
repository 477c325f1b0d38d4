import type { Testimonial } from '#app/content/schema.ts';
import { StarIcon } from '../ui/icons.tsx';

export function StarRating({ stars, max = 5 }: { stars: number; max?: number }) {
  return (
    <p className="flex text-amber-500" role="img" aria-label={`${stars} out of ${max} stars`}>
      {Array.from({ length: max }, (_, i) => (
        <StarIcon key={i} filled={i < stars} className="h-5 w-5" />
      ))}
    </p>
  );
}

/** One testimonial: stars, text, name, location and month-year date. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 text-ink-900 shadow-sm"
      data-testimonial
    >
      <StarRating stars={testimonial.stars} />
      <blockquote className="mt-4 flex-1 text-ink-700">
        <p>&ldquo;{testimonial.text}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="block font-semibold text-ink-900">{testimonial.name}</span>
        <span className="text-ink-700">
          {testimonial.location} &middot; {testimonial.date}
        </span>
      </figcaption>
    </figure>
  );
}

export function TestimonialGrid({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((t) => (
        <li key={t.id}>
          <TestimonialCard testimonial={t} />
        </li>
      ))}
    </ul>
  );
}
