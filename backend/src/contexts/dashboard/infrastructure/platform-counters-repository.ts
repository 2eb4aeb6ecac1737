import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Kysely } from 'kysely';
import type { Tables } from '../../../platform/database/tables';
import { FigureChanges, PLATFORM_FIGURES, PlatformFigure } from '../domain/platform-figures';

/** The tables the dashboard owns, the only ones its statements name. */
export type DashboardTables = Pick<Tables, 'platform_counters'>;

/** The reads and writes of the landing page's counters. */
@Injectable()
export class PlatformCountersRepository {
  constructor(private readonly em: EntityManager) {}

  /** Bound to the caller's transaction when there is one. */
  private get db(): Kysely<DashboardTables> {
    return this.em.getKysely<DashboardTables>();
  }

  /** Every figure's current value: one primary-key read of three rows, whatever the platform's size. */
  async read(): Promise<Record<PlatformFigure, number>> {
    const rows = await this.db.selectFrom('platform_counters').select(['figure', 'value']).execute();
    const values = Object.fromEntries(rows.map((row) => [row.figure, Number(row.value)]));
    return Object.fromEntries(PLATFORM_FIGURES.map((figure) => [figure, values[figure] ?? 0])) as Record<PlatformFigure, number>;
  }

  /** Moves the figures by `changes`, in the transaction of `em` (an event's delivery). */
  async add(em: EntityManager, changes: FigureChanges): Promise<void> {
    const moved = Object.entries(changes).filter(([, change]) => change !== 0) as [PlatformFigure, number][];
    if (moved.length === 0) return;
    await em
      .getKysely<DashboardTables>()
      .insertInto('platform_counters')
      .values(moved.map(([figure, value]) => ({ figure, value })))
      .onConflict((conflict) =>
        conflict.column('figure').doUpdateSet((eb) => ({ value: eb('platform_counters.value', '+', eb.ref('excluded.value')) })),
      )
      .execute();
  }

  /** Sets the figures to these counts, in the transaction of `em`. */
  async set(em: EntityManager, counts: Record<PlatformFigure, number>): Promise<void> {
    await em
      .getKysely<DashboardTables>()
      .insertInto('platform_counters')
      .values(PLATFORM_FIGURES.map((figure) => ({ figure, value: counts[figure] })))
      .onConflict((conflict) => conflict.column('figure').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
  }
}
