/**
 * The landing page's figures kept as counters (decision 0076): the freelancers' accounts not
 * deleted, those of them verified, and the job offers posted (of every status).
 */
export const PLATFORM_FIGURES = ['workers', 'verified_workers', 'job_offers'] as const;
export type PlatformFigure = (typeof PLATFORM_FIGURES)[number];

/** How much each figure moves; a figure not named stays. */
export type FigureChanges = Partial<Record<PlatformFigure, number>>;
