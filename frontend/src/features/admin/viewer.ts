import { createContext, useContext } from 'react';

/** The administrator using the panel, for the parts deep in it that tell their own items from others'. */
export const AdminViewerContext = createContext<string | null>(null);

export function useAdminViewerId(): string {
  const viewerId = useContext(AdminViewerContext);
  if (viewerId === null) throw new Error('useAdminViewerId is used outside the admin panel');
  return viewerId;
}
