import { cashierRoutes } from '@goldline/contract/api/cashier.routes';
import { TOKEN_HEADER } from '@goldline/contract/encryption';
import { fillPath } from '@goldline/contract/route';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useOperatorSession } from '../stores/operator-session-store';

/**
 * GET /wps/cashier/deposits/:id/proof with the operator token. The answer is the image bytes, not
 * the envelope, so it can't go through `call`; and a plain link can't send the token header (the
 * old "View slip" href opened a refusal). The bytes become a blob: URL for an <img>.
 */
async function fetchDepositSlip(id: string, signal: AbortSignal): Promise<Blob> {
  const token = useOperatorSession.getState().token ?? '';
  const response = await fetch(fillPath(cashierRoutes.depositProof.path, { id }), {
    headers: { [TOKEN_HEADER]: token },
    signal,
  });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(
      (envelope?.code ?? 'NOT_FOUND') as ConstructorParameters<typeof ApiError>[0],
      envelope?.message ?? response.statusText,
      response.status,
    );
  }
  return response.blob();
}

/** The slip as an object URL while the component shows it (revoked when it goes). */
export function useDepositSlipUrl(id: string) {
  const slip = useQuery({
    queryKey: ['backoffice', 'slip', id],
    queryFn: ({ signal }) => fetchDepositSlip(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!slip.data) return;
    const next = URL.createObjectURL(slip.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [slip.data]);
  return { url, error: slip.error, isPending: slip.isPending };
}
