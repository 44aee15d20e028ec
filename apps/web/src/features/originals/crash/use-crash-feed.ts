import type {
  CrashCashoutAck,
  CrashPlayer,
  CrashPlayersUpdate,
  CrashState,
} from '@goldline/contract/originals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSessionStore } from '../../../lib/session-store';
import { CRASH_HISTORY_KEY, CRASH_STATE_KEY, crashStateQueryOptions } from './api/crash-api';
import { type CrashSocket, openCrashSocket } from './crash-socket';

/** Adds joins and replaces cash-outs: a player is matched by masked name and stake, still open. */
export function mergePlayers(list: readonly CrashPlayer[], update: readonly CrashPlayer[]): CrashPlayer[] {
  const next = [...list];
  for (const player of update) {
    const open = next.findIndex(
      (p) => p.name === player.name && p.amount === player.amount && p.cashedOutAt === null,
    );
    if (open >= 0 && player.cashedOutAt !== null) next[open] = player;
    else if (open < 0 || player.cashedOutAt === null) next.push(player);
  }
  return next;
}

/**
 * The live round: phases from the socket (polling /state only while there is none, e.g. a guest),
 * joins and cash-outs merged into the players list, and the server clock's offset from ours so the
 * curve runs on server time.
 */
export function useCrashFeed(onCashoutAck: (ack: CrashCashoutAck) => void) {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const [offsetMs, setOffsetMs] = useState(0);
  const socket = useRef<CrashSocket | null>(null);
  const ackHandler = useRef(onCashoutAck);
  ackHandler.current = onCashoutAck;
  const query = useQuery(crashStateQueryOptions(!connected));

  // Every fresh state (from either source) re-reads the server clock.
  useEffect(() => {
    if (query.data) setOffsetMs(Date.parse(query.data.serverTime) - query.dataUpdatedAt);
  }, [query.data, query.dataUpdatedAt]);

  useEffect(() => {
    if (!token) return;
    const opened = openCrashSocket(token, {
      onState: (state: CrashState) => queryClient.setQueryData(CRASH_STATE_KEY, state),
      onPlayers: (update: CrashPlayersUpdate) =>
        queryClient.setQueryData<CrashState>(CRASH_STATE_KEY, (old) =>
          old && old.roundId === update.roundId
            ? { ...old, players: mergePlayers(old.players, update.players) }
            : old,
        ),
      onCashout: (ack) => ackHandler.current(ack),
      onStatus: (up) => {
        setConnected(up);
        // Back after a gap: the phase may have moved on meanwhile.
        if (up) void queryClient.invalidateQueries({ queryKey: CRASH_STATE_KEY });
      },
    });
    socket.current = opened;
    return () => {
      opened.close();
      socket.current = null;
    };
  }, [token, queryClient]);

  // A crash (from the socket or a poll) publishes the round's hash: refresh the hash history.
  const phase = query.data?.phase;
  useEffect(() => {
    if (phase === 'CRASHED') void queryClient.invalidateQueries({ queryKey: CRASH_HISTORY_KEY });
  }, [phase, queryClient]);

  return {
    state: query.data ?? null,
    error: query.error,
    offsetMs,
    connected,
    sendCashout: (roundId: string) => socket.current?.sendCashout(roundId) ?? false,
  };
}
