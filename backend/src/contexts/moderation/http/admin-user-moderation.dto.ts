import { ApiProperty } from '@nestjs/swagger';
import { USER_REPORTS_SHOWN, UserReportsView } from '../application/queries/get-user-reports';
import { AdminReportResponse } from './dto';

export class UserReportsResponse implements UserReportsView {
  @ApiProperty({
    type: [AdminReportResponse],
    maxItems: USER_REPORTS_SHOWN,
    description: `The reports the user filed, any status, newest first: the newest ${USER_REPORTS_SHOWN}`,
  })
  filed: AdminReportResponse[];

  @ApiProperty({
    type: [AdminReportResponse],
    maxItems: USER_REPORTS_SHOWN,
    description: `The reports on the user, one of their job posts or a message they sent, any status, newest first: the newest ${USER_REPORTS_SHOWN}`,
  })
  against: AdminReportResponse[];
}
