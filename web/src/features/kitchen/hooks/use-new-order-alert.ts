/**
 * What tells the kitchen a new order came in while the board is open: a count of new orders in the
 * tab's title, a short chime (once the owner allowed sound: browsers only play after a click), and a
 * sentence for screen readers. Orders already on the board when it opens do not chime.
 */
import { business } from '@business';
import type { KitchenOrder } from '@functions/orders/contract/kitchen';
import { useCallback, useEffect, useRef, useState } from 'react';

const soundKey = 'spices.kitchen.sound';

function storedSoundChoice(): boolean {
  try {
    return window.localStorage.getItem(soundKey) !== 'off';
  } catch {
    return true;
  }
}

/** Two rising notes, soft enough for a quiet office and clear over a kitchen's fans. */
function chime(context: AudioContext): void {
  const start = context.currentTime;
  [659.25, 987.77].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const at = start + index * 0.18;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.35, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.45);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.5);
  });
}

export type NewOrderAlert = {
  /** Whether the owner wants the chime (kept in this browser). */
  soundOn: boolean;
  /** False until a click let the page play sound. */
  soundAllowed: boolean;
  toggleSound: () => void;
  /** The latest announcement for screen readers ("New order A7K3Q9 from Ada"). */
  announcement: string;
};

export function useNewOrderAlert(orders: readonly KitchenOrder[] | undefined): NewOrderAlert {
  const [soundOn, setSoundOn] = useState(storedSoundChoice);
  const [soundAllowed, setSoundAllowed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const audio = useRef<AudioContext | null>(null);
  const seen = useRef<Set<string> | null>(null);

  // Any click on the page lets the chime play from then on (the browsers' autoplay rule).
  const allowSound = useCallback(() => {
    if (typeof AudioContext === 'undefined') return;
    audio.current ??= new AudioContext();
    void audio.current.resume().then(() => setSoundAllowed(audio.current?.state === 'running'));
  }, []);
  useEffect(() => {
    window.addEventListener('pointerdown', allowSound);
    window.addEventListener('keydown', allowSound);
    return () => {
      window.removeEventListener('pointerdown', allowSound);
      window.removeEventListener('keydown', allowSound);
    };
  }, [allowSound]);
  useEffect(() => () => void audio.current?.close(), []);

  const newOrders = orders?.filter((order) => order.status === 'placed') ?? [];
  const newIds = newOrders.map((order) => order.orderId).join(',');

  useEffect(() => {
    if (!orders) return;
    const placed = orders.filter((order) => order.status === 'placed');
    if (seen.current === null) {
      seen.current = new Set(placed.map((order) => order.orderId));
      return;
    }
    const arrived = placed.filter((order) => !seen.current!.has(order.orderId));
    for (const order of placed) seen.current.add(order.orderId);
    if (arrived.length === 0) return;
    setAnnouncement(arrived.map((order) => `New order ${order.number} from ${order.customer.name}.`).join(' '));
    if (soundOn && audio.current?.state === 'running') chime(audio.current);
    // newIds stands for `orders` here: only a change in the new orders matters, and the first answer (a board
    // that opens with no new order has newIds '' before and after it, and must still learn what it opened with).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orders === undefined, newIds]);

  const count = newOrders.length;
  useEffect(() => {
    document.title = `${count > 0 ? `(${count}) ` : ''}Orders · Kitchen | ${business.name}`;
  }, [count]);

  const toggleSound = () => {
    const next = !soundOn;
    setSoundOn(next);
    try {
      window.localStorage.setItem(soundKey, next ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts for this visit.
    }
    if (next) allowSound();
  };

  return { soundOn, soundAllowed, toggleSound, announcement };
}
