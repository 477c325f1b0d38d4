import type { ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outline-light';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary: 'bg-ink-900 text-white hover:bg-ink-700 focus-visible:outline-ink-900',
  light: 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white',
  'outline-light':
    'border-2 border-white text-white hover:bg-white hover:text-ink-900 focus-visible:outline-white',
};

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

/** A link styled as a button (every call to action on public pages is a real link). */
export function LinkButton({
  href,
  variant = 'primary',
  className = '',
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={buttonClass(variant, className)}>
      {children}
    </a>
  );
}
