import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiCreated } from '../../../platform/openapi/documented-response';
import { ContestVerdictCommand } from '../application/commands/contest-verdict';
import type { ContestView } from '../application/views';
import { ContestResponse, ContestVerdictRequest } from './dto';

@ApiTags('safety')
@SignedIn()
@Controller('safety')
export class SafetyController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint('POST', 'contests', {
    summary: 'Contests a warning or a hold',
    description:
      'The author of a warned or held post, application or message asks an administrator to look again, once, with a note: a warning joins the Safety queue; a held text is there already and now carries the note.',
    answer: ApiCreated(ContestResponse),
    errors: {
      400: 'An unknown kind, a contentId that is not a uuid, or a missing or too long note',
      404: 'Nothing of the caller’s was flagged there (REVIEW_NOT_FOUND)',
      409: 'Contested already (ALREADY_CONTESTED), or an administrator has decided (NOT_CONTESTABLE)',
    },
  })
  contest(@CurrentPrincipal() principal: Principal, @Body() body: ContestVerdictRequest): Promise<ContestView> {
    return this.commandBus.execute(new ContestVerdictCommand(principal.id, body.contentKind, body.contentId, body.note));
  }
}
