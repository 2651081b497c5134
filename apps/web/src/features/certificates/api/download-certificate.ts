import type { TCertificate } from '@puente/shared';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET {pdfUrl} with the access token — the certificate PDF, saved as a file by the browser. */
export async function downloadCertificate(certificate: TCertificate): Promise<void> {
  const token = useSession.getState().accessToken;
  let response: Response;
  try {
    response = await fetch(certificate.pdfUrl, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch (cause) {
    throw new ApiError(0, 'network', { cause });
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw new ApiError(response.status, (body as { code?: string } | null)?.code ?? 'system.exception', body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `certificate-${certificate.code}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
