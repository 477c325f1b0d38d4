import type { JSX } from 'react';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { PHOTO_INPUT_NAME } from '#app/lib/lead-photo-fields.ts';
import { leadFormFields } from '#app/lib/lead-schema.ts';

const copy = messages.leadPhotos;

/**
 * The quote form's photo picker. Without JavaScript it is a plain file input posted with the
 * form (multipart). `accept="image/*"` lets phones offer the camera next to the gallery; no
 * `capture`, which on Android opens the camera only and hides photos taken earlier.
 * The enhancement module (app/enhance/quote-photos.ts) adds thumbnails, remove and progress
 * in the list below.
 */
export function QuoteFormPhotos({ idPrefix }: { idPrefix: string }): JSX.Element {
  const id = `${idPrefix}-photos`;
  return (
    <div data-quote-photos="" data-max={limits.leadPhotos.maxPerLead}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {copy.label}
      </label>
      <input
        id={id}
        type="file"
        name={PHOTO_INPUT_NAME}
        accept="image/*"
        multiple
        aria-describedby={`${id}-hint`}
        className="mt-1 block w-full text-base text-ink-900 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-700">
        {copy.hint}
      </p>
      <ul data-quote-photos-list="" className="mt-2 grid grid-cols-3 gap-2 empty:hidden" />
      {/* Issue 40: unticked unless the visitor ticks it; stored with each photo sent. */}
      <div className="mt-3 flex items-start gap-2">
        <input
          id={`${id}-consent`}
          type="checkbox"
          name={leadFormFields.photoConsent}
          value="yes"
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={`${id}-consent`} className="text-sm text-ink-900">
          {copy.consentLabel}
        </label>
      </div>
    </div>
  );
}
