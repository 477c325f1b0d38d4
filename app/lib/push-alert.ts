/**
 * The Web Push alert's payload and how it reads, shared by the server (which encrypts it)
 * and the service worker (which shows it). It crosses the browser vendor's push service, so
 * it carries what the notification shows and the lead id, never the customer's name, e-mail,
 * phone, address or message.
 */
import type { LeadPriority } from './limits.ts';
import { pushAlertsMessages } from './messages/push-alerts.ts';
import { adminLeadPath, adminSubmissionsPath } from './admin-lead-url.ts';

/** Which leads a device is alerted of. */
export type PushMode = 'urgent' | 'all';

export interface LeadAlertPayload {
  leadId: number;
  service: string;
  town: string | null;
  priority: LeadPriority;
  /** A visit booked with the lead (issue 30): "Mon, Mar 15, 8:00 AM - 10:00 AM". */
  visit?: string;
}

export interface TestAlertPayload {
  test: true;
}

/** An estimate accepted (issue 39): its number and total only, no customer data. */
export interface EstimateAlertPayload {
  leadId: number;
  estimateAccepted: { number: string; total: string };
}

export type AlertPayload = LeadAlertPayload | TestAlertPayload | EstimateAlertPayload;

export interface AlertDisplay {
  title: string;
  body: string;
  /** Notifications with the same tag replace each other: one per lead. */
  tag: string;
  url: string;
  urgent: boolean;
}

/** The notification an alert shows: service and town in the title, tagged by lead. */
export function alertDisplay(payload: AlertPayload): AlertDisplay {
  const m = pushAlertsMessages;
  if ('test' in payload) {
    return {
      title: m.testTitle,
      body: m.testBody,
      tag: 'test',
      url: adminSubmissionsPath,
      urgent: false,
    };
  }
  if ('estimateAccepted' in payload) {
    return {
      title: m.estimateAccepted(payload.estimateAccepted.number, payload.estimateAccepted.total),
      body: m.openLead,
      tag: `estimate-${payload.leadId}`,
      url: adminLeadPath(payload.leadId),
      urgent: false,
    };
  }
  const service = payload.service.replace(/_/g, ' ');
  const label = service.charAt(0).toUpperCase() + service.slice(1);
  const urgent = payload.priority === 'urgent';
  return {
    title: `${urgent ? m.urgentPrefix : ''}${label} — ${payload.town ?? m.fallbackTown}`,
    body: payload.visit ? m.visitBooked(payload.visit) : m.openLead,
    tag: `lead-${payload.leadId}`,
    url: adminLeadPath(payload.leadId),
    urgent,
  };
}

/** Reads a decrypted payload defensively (it arrives from outside the worker's own code). */
export function parseAlertPayload(value: unknown): AlertPayload | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.test === true) return { test: true };
  const accepted = v.estimateAccepted as Record<string, unknown> | null | undefined;
  if (
    typeof v.leadId === 'number' &&
    Number.isInteger(v.leadId) &&
    typeof accepted === 'object' &&
    accepted !== null &&
    typeof accepted.number === 'string' &&
    typeof accepted.total === 'string'
  ) {
    return {
      leadId: v.leadId,
      estimateAccepted: {
        number: accepted.number.slice(0, 20),
        total: accepted.total.slice(0, 20),
      },
    };
  }
  if (
    typeof v.leadId === 'number' &&
    Number.isInteger(v.leadId) &&
    typeof v.service === 'string' &&
    (typeof v.town === 'string' || v.town === null) &&
    (v.priority === 'urgent' || v.priority === 'normal')
  ) {
    const visit = typeof v.visit === 'string' ? v.visit.slice(0, 80) : undefined;
    return {
      leadId: v.leadId,
      service: v.service,
      town: v.town,
      priority: v.priority,
      ...(visit ? { visit } : {}),
    };
  }
  return null;
}
