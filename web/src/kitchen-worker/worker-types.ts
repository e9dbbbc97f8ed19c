/**
 * The little of the service worker's global scope the kitchen's worker uses. TypeScript's WebWorker library cannot
 * sit beside the DOM library the rest of web/src compiles with (they declare the same globals differently), so the
 * worker names what it needs here; the browser's own objects have these members.
 */

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushEvent extends ExtendableEvent {
  /** The push's payload, already decrypted by the browser; null for a push without one. */
  readonly data: { json(): unknown; text(): string } | null;
}

export interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}

export interface WindowClient {
  readonly url: string;
  readonly focused: boolean;
  focus(): Promise<WindowClient>;
  /** Only for a window this worker controls; rejects for another. */
  navigate(url: string): Promise<WindowClient | null>;
}

export interface Clients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
  openWindow(url: string): Promise<WindowClient | null>;
  claim(): Promise<void>;
}

export interface ServiceWorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly clients: Clients;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}
