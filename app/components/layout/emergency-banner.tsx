import { CloseIcon, PhoneIcon } from '../ui/icons.tsx';
import { BANNER_CLOSE, EMERGENCY_BANNER, hook } from '#app/lib/dom-hooks.ts';

export interface EmergencyBannerProps {
  long: string;
  short: string;
  call: { text: string; href: string };
  closeLabel: string;
}

/**
 * Sticky red 24/7 banner at the top of every public page. Its height is fixed (the header
 * sticks right below it), and closing it for the session is done by app/enhance/banner.ts.
 */
export function EmergencyBanner({ long, short, call, closeLabel }: EmergencyBannerProps) {
  return (
    <aside
      aria-label="Emergency service"
      {...hook(EMERGENCY_BANNER)}
      className="emergency-banner sticky top-0 z-50 h-(--banner-height) bg-brand-700 text-white"
    >
      <div className="mx-auto flex h-full max-w-6xl items-center justify-center gap-2 pr-11 pl-3 text-xs leading-tight min-[360px]:text-[13px] sm:gap-3 sm:pl-4 sm:text-base lg:text-sm xl:text-base">
        {/* The text wraps (two lines fit the fixed height) rather than being cut on phones. */}
        <p data-banner-text className="min-w-0 font-medium">
          <span className="lg:hidden">{short}</span>
          <span className="hidden lg:inline">{long}</span>
        </p>
        <a
          href={call.href}
          className="inline-flex shrink-0 items-center gap-1.5 rounded font-bold whitespace-nowrap underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <PhoneIcon className="hidden h-4 w-4 sm:block" />
          {call.text}
        </a>
        <button
          type="button"
          {...hook(BANNER_CLOSE)}
          aria-label={closeLabel}
          className="absolute top-0 right-1 flex h-(--banner-height) w-10 items-center justify-center rounded text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
    </aside>
  );
}
