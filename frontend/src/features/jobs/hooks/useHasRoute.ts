import { useRouter } from '@tanstack/react-router';

/** Whether the app has a screen at `path`: some screens of the spec are not built yet. */
export function useHasRoute(path: string): boolean {
  const { routesByPath } = useRouter();
  return path in routesByPath;
}
