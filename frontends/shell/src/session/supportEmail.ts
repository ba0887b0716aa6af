import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SUPPORT_EMAIL } from '../config';
import { initRemotes } from '../remotes/federation';

/** The support address from the run-time manifest, or the default. Never throws. */
export async function fetchSupportEmail(): Promise<string> {
  try {
    const { supportEmail } = await initRemotes();
    return typeof supportEmail === 'string' && supportEmail.includes('@') ? supportEmail.trim() : DEFAULT_SUPPORT_EMAIL;
  } catch {
    return DEFAULT_SUPPORT_EMAIL;
  }
}

/** The address shown in the footer's Contact link and on the legal pages (default until it loads). */
export function useSupportEmail(): string {
  const { data } = useQuery({ queryKey: ['support-email'], queryFn: fetchSupportEmail });
  return data ?? DEFAULT_SUPPORT_EMAIL;
}
