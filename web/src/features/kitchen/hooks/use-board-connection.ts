/**
 * Whether the board is live (docs/business-rules.md#the-order-board): reconnecting while the browser is offline or
 * its last read failed on the way (no network, the server's own failure), when it keeps showing what it had and reads
 * again as soon as it can (react-query's onlineManager and refetchOnReconnect, and the poll); stopped for a refusal a
 * retry will not change (signed out). A sentence for screen readers when it drops and when it is back.
 */
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useOnline } from '../../../lib/use-online.ts';

export type BoardConnection = 'live' | 'reconnecting' | 'stopped';

/** A failure the next read may not meet: no answer, or the server's own trouble. */
export function isPassingFailure(error: unknown): boolean {
  return !isApiError(error) || error.code === 'NETWORK' || error.status >= 500;
}

export function boardConnection({ online, failureCount, failureReason }: { online: boolean; failureCount: number; failureReason: unknown }): BoardConnection {
  if (!online) return 'reconnecting';
  if (failureCount === 0) return 'live';
  return isPassingFailure(failureReason) ? 'reconnecting' : 'stopped';
}

export function useBoardConnection(board: { failureCount: number; failureReason: unknown }): { connection: BoardConnection; announcement: string } {
  const online = useOnline();
  const connection = boardConnection({ online, failureCount: board.failureCount, failureReason: board.failureReason });
  const [announcement, setAnnouncement] = useState('');
  const was = useRef<BoardConnection>(connection);
  useEffect(() => {
    if (was.current === connection) return;
    if (connection === 'reconnecting') setAnnouncement('Reconnecting… The board keeps the orders it had and catches up when the connection is back.');
    else if (connection === 'live' && was.current === 'reconnecting') setAnnouncement('Back online: the board is up to date.');
    was.current = connection;
  }, [connection]);
  return { connection, announcement };
}
