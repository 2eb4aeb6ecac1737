import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { RecomputeTrustScoresCommand } from '../contexts/reviews/public';
import { runCommand } from './run-command';

// Once after Migration20261129000000_trust: every score by the formula of docs/trust-score.md.
void runCommand(async ({ app }) => {
  const rescored = await app.get(CommandBus).execute(new RecomputeTrustScoresCommand());
  return `Recomputed ${rescored} trust scores; the new ones reach profiles as the outbox delivers them`;
});
