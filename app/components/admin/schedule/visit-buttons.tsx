import { Button } from '@mantine/core';
import { bookingMessages as copy } from '#app/lib/messages/booking.ts';
import { ConfirmButton } from '../confirm-button.tsx';

/**
 * Move and Cancel for a coming visit, the same on the Schedule and on a lead's card, so the
 * owner meets one pair of buttons that ask the same question wherever the visit shows.
 */
export function VisitButtons(props: {
  name: string;
  /** The visit's time as the owner reads it, in the labels and the question. */
  when: string;
  moving: boolean;
  cancelling: boolean;
  onMove: () => void;
  onCancel: () => void;
}) {
  const { name, when } = props;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        className="cfgd-touch"
        aria-expanded={props.moving}
        aria-label={`${copy.move}: ${name}, ${when}`}
        onClick={props.onMove}
      >
        {copy.move}
      </Button>
      <ConfirmButton
        size="xs"
        color="red"
        variant="light"
        className="cfgd-touch"
        loading={props.cancelling}
        title={copy.cancelVisitTitle}
        question={copy.confirmCancel(name, when)}
        cancelLabel={copy.keepVisit}
        aria-label={`${copy.cancelVisit}: ${name}, ${when}`}
        onConfirm={props.onCancel}
      >
        {copy.cancelVisit}
      </ConfirmButton>
    </>
  );
}
