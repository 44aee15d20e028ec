import { useEffect } from 'react';
import { registerServiceWorker } from '../../lib/service-worker';
import { CommsModalsGate } from '../modals/comms-modals-gate';
import { ChatDrawerHost } from './chat-drawer-host';

/**
 * What the main layout mounts once the page is quiet (decision 113): the installable app's worker
 * (decision 109), the chat-room drawer and the help and feedback popups. Only the side menu's lower
 * part and the footer open those, and both come at the same moment.
 */
export function QuietHosts() {
  useEffect(() => {
    registerServiceWorker();
  }, []);
  return (
    <>
      <ChatDrawerHost />
      <CommsModalsGate />
    </>
  );
}
