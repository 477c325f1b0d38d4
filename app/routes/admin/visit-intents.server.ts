import { z } from 'zod';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { visitLabel } from '#app/lib/booking.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { intent, rowId, text } from '#app/server/admin-actions.ts';
import {
  cancelAppointment,
  moveAppointment,
  type ChangeResult,
} from '#app/server/booking/appointments.ts';
import { bookVisitByOwner } from '#app/server/booking/lead-visit.ts';

/**
 * The owner's visit actions, one copy for every screen that offers them: the Schedule's cards
 * and a lead's card in the inbox (issue 37) register these same handlers under their own
 * intent names, so a move or cancel from either runs the same command and answers the same toast.
 */

/** A move or cancel's answer: the toast says what became of the visit. */
function changeAnswer(
  result: ChangeResult,
  intent: string,
  fail: (message?: string) => AdminActionResult,
  done: (when: string) => string,
): AdminActionResult {
  switch (result.kind) {
    case 'ok':
      return { intent, ok: true, message: done(visitLabel(result.visit)) };
    case 'window-unavailable':
      return fail(bookingMessages.ownerWindowTaken);
    case 'not-found':
    case 'cancelled':
      return fail(bookingMessages.notBooked);
    // The owner's only for a cancel: a move of a past visit goes ahead.
    case 'past':
      return fail(bookingMessages.ownerCancelPast);
    // Never the owner's: this refuses a customer's move from the link alone.
    case 'too-many-moves':
      return fail(bookingMessages.manageTooManyMoves);
  }
}

/** A window's start as the forms post it (ISO 8601 with offset). */
const start = () => text(64);

export const moveVisitIntent = intent(
  z.object({ leadId: rowId(), start: start() }),
  async ({ leadId, start }, { services, content, intent, fail }) => {
    if (leadId === null || start === '') return fail();
    const result = await moveAppointment(services, content.content, { leadId, start, by: 'owner' });
    return changeAnswer(result, intent, fail, bookingMessages.ownerMoved);
  },
);

export const cancelVisitIntent = intent(
  z.object({ leadId: rowId() }),
  async ({ leadId }, { services, content, intent, fail }) => {
    if (leadId === null) return fail();
    const result = await cancelAppointment(services, content.content.business, {
      leadId,
      by: 'owner',
    });
    return changeAnswer(result, intent, fail, bookingMessages.ownerCancelled);
  },
);

/** A lead that has no live visit gets one: the visitor's booking command, by the owner. */
export const bookVisitIntent = intent(
  z.object({ leadId: rowId(), start: start() }),
  async ({ leadId, start }, { services, content, intent, fail }): Promise<AdminActionResult> => {
    if (leadId === null || start === '') return fail();
    const result = await bookVisitByOwner(services, content.content, { leadId, start });
    switch (result.kind) {
      case 'ok':
        return { intent, ok: true, message: bookingMessages.ownerBooked(visitLabel(result.visit)) };
      case 'already-booked':
        return fail(bookingMessages.alreadyBooked);
      case 'window-unavailable':
        return fail(bookingMessages.ownerWindowTaken);
      case 'not-found':
        return fail();
    }
  },
);
