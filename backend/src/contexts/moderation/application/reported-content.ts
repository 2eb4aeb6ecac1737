import { QueryBus } from '@nestjs/cqrs';
import { GetProfileContentQuery } from '../../identity/public';
import { GetJobPostContentQuery } from '../../jobs/public';
import { GetMessageWindowQuery } from '../../messaging/public';
import type { ReportType } from '../domain/report.entity';
import type { ReportedContent } from '../domain/reported-content';

/**
 * The reported job post, profile or message as it is now, read from the context that keeps it;
 * null once it is gone (a deleted post or account). A report keeps it as its snapshot when filed.
 */
export async function readReportedContent(queryBus: QueryBus, reportType: ReportType, targetId: string): Promise<ReportedContent | null> {
  switch (reportType) {
    case 'job': {
      const job = await queryBus.execute(new GetJobPostContentQuery(targetId));
      return job && { job };
    }
    case 'user': {
      const profile = await queryBus.execute(new GetProfileContentQuery(targetId));
      return profile && { profile };
    }
    case 'message': {
      const window = await queryBus.execute(new GetMessageWindowQuery(targetId, 0));
      return window && { message: { text: window.message.content, removed: window.message.removed } };
    }
  }
}
