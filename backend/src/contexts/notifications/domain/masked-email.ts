/**
 * The address as the signed-out unsubscribe page shows it (a***@example.com): enough for its owner
 * to recognise, too little for whoever else holds the link to learn it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
