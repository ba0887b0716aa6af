/** The avatar shows the first two letters of the username in upper case, or NA when there is none. */
export function avatarInitials(username: string | null | undefined): string {
  const letters = Array.from((username ?? '').trim())
    .slice(0, 2)
    .join('');
  return letters ? letters.toUpperCase() : 'NA';
}
