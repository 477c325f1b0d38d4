/**
 * The browser side of push alerts: permission, the service worker's push subscription and
 * the admin push API. Framework-free so the card stays a thin view over it.
 */
import type { PushMode } from '#app/lib/push-alert.ts';

export type DeviceState =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'denied' }
  | { kind: 'off' }
  | { kind: 'on'; mode: PushMode; endpoint: string };

/** A step of the card that got no answer in time (see `limits.push.deviceStepTimeoutMs`). */
export class PushTimeout extends Error {
  readonly ms: number;
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.ms = ms;
  }
}

/**
 * `work`, or a PushTimeout once `ms` have passed: the browser's push service (and with it
 * `pushManager.subscribe()`) may never answer on a network that blocks it, and the card must
 * not spin forever.
 */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushTimeout(ms)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function post(path: string, body: unknown): Promise<Response> {
  const res = await fetch(`/api/admin/push/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`push ${path}: ${res.status}`);
  return res;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

/** This device's state, without asking for anything (no permission prompt on load). */
export async function readDeviceState(): Promise<DeviceState> {
  if (!pushSupported()) return { kind: 'unsupported' };
  if (Notification.permission === 'denied') return { kind: 'denied' };
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return { kind: 'off' };
  const res = await post('status', { endpoint: subscription.endpoint });
  const status = (await res.json()) as { subscribed: boolean; mode?: PushMode };
  return status.subscribed && status.mode
    ? { kind: 'on', mode: status.mode, endpoint: subscription.endpoint }
    : { kind: 'off' };
}

/** "Alert me on this phone": the permission prompt happens here, on the owner's tap only. */
export async function turnOn(mode: PushMode): Promise<DeviceState> {
  if (!pushSupported()) return { kind: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { kind: 'denied' };
  const reg = (await registration()) ?? (await navigator.serviceWorker.ready);
  const keyRes = await fetch('/api/admin/push/key', { credentials: 'same-origin' });
  if (!keyRes.ok) throw new Error(`push key: ${keyRes.status}`);
  const { publicKey } = (await keyRes.json()) as { publicKey: string };
  const subscription = await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await post('subscription', { subscription: subscription.toJSON(), mode });
  return { kind: 'on', mode, endpoint: subscription.endpoint };
}

export async function changeMode(endpoint: string, mode: PushMode): Promise<DeviceState> {
  await post('mode', { endpoint, mode });
  return { kind: 'on', mode, endpoint };
}

export async function sendTest(endpoint: string): Promise<void> {
  await post('test', { endpoint });
}

export async function turnOff(endpoint: string): Promise<DeviceState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  await post('unsubscribe', { endpoint });
  await subscription?.unsubscribe();
  return { kind: 'off' };
}
