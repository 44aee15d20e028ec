import { create } from 'zustand';

/** Whether this tab's WebSocket is up (app/live-socket.tsx sets it); polling rests while it is. */
export const useLiveStatus = create<{ connected: boolean }>(() => ({ connected: false }));
export const setLiveConnected = (connected: boolean) => useLiveStatus.setState({ connected });
