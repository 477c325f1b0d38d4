import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ScrollAreaProps extends BoxProps {
  /** As Mantine's: `never` hides the scrollbars (the area still scrolls by touch and keys). */
  type?: 'auto' | 'always' | 'scroll' | 'hover' | 'never';
  children?: ReactNode;
}

/**
 * The browser's own scrolling in place of Mantine's `ScrollArea`, whose custom scrollbars
 * (drag handling, resize observers, floating-ui) cost about 8 KB gzip on every admin screen's
 * first load where the admin draws a scrolling area. A phone shows no scrollbar either way.
 */
export function ScrollArea({ type = 'auto', children, style, ...props }: ScrollAreaProps) {
  return (
    <Box
      {...props}
      style={[
        { overflow: 'auto', overscrollBehavior: 'contain' },
        type === 'never' ? { scrollbarWidth: 'none' } : {},
        style,
      ]}
    >
      {children}
    </Box>
  );
}

/** Mantine's autosizing variant: the same native scrolling (height follows `mah`). */
export function ScrollAreaAutosize(props: ScrollAreaProps) {
  return <ScrollArea {...props} />;
}

ScrollArea.Autosize = ScrollAreaAutosize;
