/** Points in words, wherever the shop says them (Account › Points, the kitchen's Points… form): counts with their thousands, and a change with its sign. */

/** '1 point', '1,250 points'. */
export function pointsLabel(points: number): string {
  return `${points.toLocaleString('en-US')} ${Math.abs(points) === 1 ? 'point' : 'points'}`;
}

/** A history line's change: '+410', '−120' (a true minus sign). */
export function signedPoints(points: number): string {
  return points > 0 ? `+${points.toLocaleString('en-US')}` : `−${Math.abs(points).toLocaleString('en-US')}`;
}
