import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Application } from '../../domain/application.entity';
import { ApplicationNotFound, NotJobOwner } from '../../domain/jobs-errors';
import { Attachments } from '../../../../platform/attachments/public';
import { toViews } from '../application-view';
import { ApplicationView } from '../views';

/** One application, for its applicant or the job's owner. */
export class GetApplicationQuery extends Query<ApplicationView> {
  constructor(
    readonly applicationId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}

@QueryHandler(GetApplicationQuery)
export class GetApplicationHandler implements IQueryHandler<GetApplicationQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly attachments: Attachments,
  ) {}

  async execute({ applicationId, viewerId }: GetApplicationQuery): Promise<ApplicationView> {
    const application = await this.em.fork().findOne(Application, { id: applicationId }, { populate: ['job'] });
    if (!application || application.isHiddenFrom(viewerId)) throw new ApplicationNotFound();
    if (application.freelancerId !== viewerId && !application.job.isOwnedBy(viewerId)) throw new NotJobOwner();
    const [view] = await toViews(this.queryBus, this.attachments, [application], viewerId);
    return view;
  }
}
