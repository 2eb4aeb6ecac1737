import { useRouter } from '@tanstack/react-router';

/**
 * Whether the app has a screen at a path: links to screens of the spec that are not built yet
 * stay hidden, and appear by themselves once the route is added.
 */
export function useRouteExists(): (path: string) => boolean {
  const { routesByPath } = useRouter();
  return (path) => path in routesByPath;
}
