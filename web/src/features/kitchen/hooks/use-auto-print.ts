/**
 * "Print new tickets" on this device: while it is on, each order that reaches the board as a new ticket (placed, or
 * accepted by itself: auto-accept, a paid quote) is printed as it arrives, one after another. A browser started in
 * kiosk printing mode (README, "A kitchen printer that prints by itself") sends it to the printer without a dialog.
 *
 * The choice is this device's, kept in the browser like the chime's. So is the list of tickets it printed: a reload, a
 * dropped connection or a second tab never prints a ticket twice on this device, and orders that came in before the
 * switch was turned on are never printed by it (the owner prints those from the order's sheet).
 */
import type { KitchenOrder } from '@functions/orders/contract/kitchen';
import { useCallback, useEffect, useMemo, useState } from 'react';

const sinceKey = 'spices.kitchen.autoPrintSince';
const printedKey = 'spices.kitchen.printed';
/** Far more tickets than a day's board holds: the oldest drop out once it is full. */
const printedKept = 400;
/** A ticket is new while its order is in one of these: one already moving along was handled by hand. */
const newTicketStatuses: ReadonlySet<KitchenOrder['status']> = new Set(['placed', 'accepted']);

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
}

function printedIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(read(printedKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function markPrinted(orderId: string): void {
  write(printedKey, JSON.stringify([...printedIds().filter((id) => id !== orderId), orderId].slice(-printedKept)));
}

export type AutoPrint = {
  on: boolean;
  toggle: () => void;
  /** The order whose ticket is being printed now, if any (its ticket is rendered for the printer). */
  printing: KitchenOrder | undefined;
};

/** The board as last read: its orders, and the server's clock when it read them. */
type BoardRead = { orders: readonly KitchenOrder[]; asOf: string };

export function useAutoPrint(board: BoardRead | undefined): AutoPrint {
  const orders = board?.orders;
  const [since, setSince] = useState(() => read(sinceKey));
  // Printed in this visit: kept in state too, so the queue moves on even where storage is unavailable.
  const [printed, setPrinted] = useState<ReadonlySet<string>>(() => new Set(printedIds()));

  const queue = useMemo(
    () =>
      since === null
        ? []
        : (orders ?? [])
            .filter((order) => newTicketStatuses.has(order.status) && order.placedAt >= since && !printed.has(order.orderId))
            .sort((a, b) => a.placedAt.localeCompare(b.placedAt)),
    [orders, since, printed],
  );
  const printing = queue[0];

  useEffect(() => {
    if (!printing) return;
    // After the ticket is on the page: the browser prints what it shows at the moment print() is called.
    const frame = window.requestAnimationFrame(() => {
      // Marked before printing: a browser that closes mid-print loses one ticket rather than printing it again forever.
      markPrinted(printing.orderId);
      window.print();
      setPrinted((done) => new Set(done).add(printing.orderId));
    });
    return () => window.cancelAnimationFrame(frame);
  }, [printing]);

  const asOf = board?.asOf;
  const toggle = useCallback(() => {
    // From the server's clock of the board on screen (orders carry the server's times): what it shows is not new.
    const next = since === null ? (asOf ?? new Date().toISOString()) : null;
    write(sinceKey, next);
    setSince(next);
  }, [since, asOf]);

  return { on: since !== null, toggle, printing };
}
