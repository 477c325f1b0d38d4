import type { LeadPriority } from '#app/lib/limits.ts';
import type { Lead } from '#app/lib/lead-schema.ts';

/**
 * Phrases that mean someone is stuck right now: a door that will not move, a car shut in,
 * a broken spring. Matched case-insensitively on the message.
 */
const URGENT_MESSAGE = [
  /\bstuck\b/i,
  /\bjammed\b/i,
  /\bwon'?t\s+(open|close|move|go\s+(up|down))\b/i,
  /\b(can'?t|cannot|unable\s+to)\s+(open|close|get\s+(my\s+)?(car|truck|vehicle)\s+out)\b/i,
  /\b(car|truck|vehicle|van)s?\b[^.!?]{0,40}\b(trapped|stuck|locked\s+in|inside)\b/i,
  /\btrapped\b/i,
  /\bsprings?\b[^.!?]{0,30}\b(broke|broken|snapped|busted|popped)\b/i,
  /\b(broke|broken|snapped|busted)\s+(torsion\s+|extension\s+)?springs?\b/i,
];

export function leadPriority(lead: Pick<Lead, 'service' | 'message'>): LeadPriority {
  if (lead.service === 'emergency') return 'urgent';
  const message = lead.message ?? '';
  return URGENT_MESSAGE.some((pattern) => pattern.test(message)) ? 'urgent' : 'normal';
}
