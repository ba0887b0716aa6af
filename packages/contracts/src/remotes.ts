/**
 * The runtime manifest the shell reads at start (`GET /remotes.json`): where each remote's
 * `mf-manifest.json` lives. Set at deploy time, never baked into the shell's build.
 */
export interface RemotesManifest {
  tools: string;
  admin: string;
  /** The support address shown in the footer, terms and privacy pages (SUPPORT_EMAIL). */
  supportEmail?: string;
}

export const REMOTE_NAMES = ['tools', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
